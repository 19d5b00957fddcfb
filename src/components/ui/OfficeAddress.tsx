import { useTranslation } from "react-i18next";
import type { Office } from "../../config/site";
import { space } from "../../theme/tokens";

type OfficeAddressProps = { office: Office };

/**
 * The country name comes from the locale files (`countries.<ISO code>`), not from
 * `Intl.DisplayNames`: the browser's first Intl call loads ICU data for ~15 ms on the main thread
 * while the page hydrates.
 */
export function OfficeAddress({ office }: OfficeAddressProps) {
  const { t } = useTranslation();
  return (
    <address css={{ fontStyle: "normal", marginBottom: space.md }}>
      <strong css={{ display: "block" }}>{t(`offices.${office.id}.name`)}</strong>
      {office.streetAddress}
      <br />
      {office.locality} {office.postalCode}, {office.region}, {t(`countries.${office.country}`)}
    </address>
  );
}
