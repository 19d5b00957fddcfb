import type { CountryCode, OfficeId } from "../i18n/keys";

/**
 * Company facts and site switches. Changing a phone number or a social URL is a one-line change
 * here; gatsby-config copies this object into siteMetadata and components read it through
 * `useSiteMetadata()`. Visible words never live here: they belong in `locales/`. `SiteConfig` is
 * the facts' one description: `npm run site-schema` derives their GraphQL types and the fields
 * pages query from it (plugins/site-schema/generate.ts), and a fact marked `@buildOnly` is never
 * sent to the browser.
 */
export type Office = {
  /** Key under `offices.<id>` in the locale files (the office's translated name). */
  id: OfficeId;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166 code; its name is under `countries.<code>` in the locale files. */
  country: CountryCode;
};

export type SocialNetwork = "linkedin" | "instagram" | "x" | "facebook" | "github" | "medium";

export type SocialProfile = { network: SocialNetwork; url: string };

export type SiteConfig = {
  name: string;
  legalName: string;
  /** Canonical origin, no trailing slash. Overridable at build time with SITE_URL. */
  siteUrl: string;
  foundingYear: number;
  defaultLanguage: string;
  offices: Office[];
  phone: { display: string; e164: string };
  emails: { general: string; careers: string };
  messaging: { label: string; url: string };
  social: SocialProfile[];
  /**
   * ISO date shown as "Last updated" on the privacy policy, which reads it already written out in
   * its language (`privacyPolicyUpdatedText`), so no other page loads it.
   * @buildOnly
   */
  privacyPolicyUpdated: string;
  /** The theme toggle exists but is hidden (the system theme rules); true shows it in the header. */
  showThemeToggle: boolean;
  /**
   * Published as /.well-known/security.txt (RFC 9116): where to report a vulnerability, and the
   * ISO date after which the file is stale. Move `expires` on before then (a unit test fails
   * 30 days ahead, the build on the day).
   * @buildOnly
   */
  security: { contact: string; expires: string };
};

export const site: SiteConfig = {
  name: "Sahyadri Software",
  legalName: "Sahyadri Software Private Limited",
  siteUrl: "https://www.sahyadrisoftware.com",
  foundingYear: 2014,
  defaultLanguage: "en",
  offices: [
    {
      id: "pune",
      streetAddress: "4th Floor, Riverside Business Centre, Baner Road, Baner",
      locality: "Pune",
      region: "Maharashtra",
      postalCode: "411045",
      country: "IN",
    },
    {
      id: "bengaluru",
      streetAddress: "2nd Floor, 88 Residency Road, Shanthala Nagar",
      locality: "Bengaluru",
      region: "Karnataka",
      postalCode: "560025",
      country: "IN",
    },
  ],
  phone: { display: "+91 20 6743 1180", e164: "+912067431180" },
  emails: { general: "hello@sahyadrisoftware.com", careers: "careers@sahyadrisoftware.com" },
  messaging: { label: "WhatsApp", url: "https://wa.me/912067431180" },
  social: [
    { network: "linkedin", url: "https://www.linkedin.com/company/sahyadri-software" },
    { network: "instagram", url: "https://www.instagram.com/sahyadrisoftware" },
    { network: "x", url: "https://x.com/sahyadrisoft" },
    { network: "facebook", url: "https://www.facebook.com/sahyadrisoftware" },
    { network: "github", url: "https://github.com/sahyadri-software" },
    { network: "medium", url: "https://medium.com/@sahyadrisoftware" },
  ],
  privacyPolicyUpdated: "2026-11-22",
  showThemeToggle: false,
  security: {
    contact: "mailto:security@sahyadrisoftware.com",
    expires: "2027-11-22T00:00:00.000Z",
  },
};
