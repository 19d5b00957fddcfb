import { useTranslation } from "react-i18next";
import type { SiteFacts } from "../../hooks/useSiteMetadata";
import type { CountryCode, OfficeId } from "../../i18n/keys";
import { space } from "../../theme/tokens";

type OfficeAddressProps = { office: SiteFacts["offices"][number] };

/**
 * The country name comes from the locale files (`countries.<ISO code>`), not from
 * `Intl.DisplayNames`: the browser's first Intl call loads ICU data for ~15 ms on the main thread
 * while the page hydrates.
 */
export function OfficeAddress({ office }: OfficeAddressProps) {
  const { t } = useTranslation();
  // Typed in src/config/site.ts against the locale file; GraphQL hands them over as strings.
  const id = office.id as OfficeId;
  const country = office.country as CountryCode;
  return (
    <address css={{ fontStyle: "normal", marginBottom: space.md }}>
      <strong css={{ display: "block" }}>{t(`offices.${id}.name`)}</strong>
      {office.streetAddress}
      <br />
      {office.locality} {office.postalCode}, {office.region}, {t(`countries.${country}`)}
    </address>
  );
}
