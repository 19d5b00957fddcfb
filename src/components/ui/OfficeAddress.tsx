import { css } from "@emotion/react";
import { useTranslation } from "../../i18n/useTranslation";
import type { Office } from "../../config/site";
import { space } from "../../theme/tokens";

type OfficeAddressProps = { office: Office };

const addressStyle = css({
  fontStyle: "normal",
  marginBottom: space.md,
  "& > strong": { display: "block" },
});

/**
 * The country name comes from the locale files (`countries.<ISO code>`), not from
 * `Intl.DisplayNames`: the browser's first Intl call loads ICU data for ~15 ms on the main thread
 * while the page hydrates.
 */
export function OfficeAddress({ office }: OfficeAddressProps) {
  const { t } = useTranslation();
  const { id, country } = office;
  return (
    <address css={addressStyle}>
      <strong>{t(`offices.${id}.name`)}</strong>
      {office.streetAddress}
      <br />
      {office.locality} {office.postalCode}, {office.region}, {t(`countries.${country}`)}
    </address>
  );
}
