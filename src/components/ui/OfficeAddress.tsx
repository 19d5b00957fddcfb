import { useTranslation } from "react-i18next";
import type { Office } from "../../config/site";
import { space } from "../../theme/tokens";

type OfficeAddressProps = { office: Office };

export function OfficeAddress({ office }: OfficeAddressProps) {
  const { t, i18n } = useTranslation();
  const country = new Intl.DisplayNames([i18n.language], { type: "region" }).of(office.country);
  return (
    <address css={{ fontStyle: "normal", marginBottom: space.md }}>
      <strong css={{ display: "block" }}>{t(`offices.${office.id}.name`)}</strong>
      {office.streetAddress}
      <br />
      {office.locality} {office.postalCode}, {office.region}, {country}
    </address>
  );
}
