import { withPrefix } from "gatsby";
import type { SiteFacts } from "../hooks/useSiteMetadata";

/** A schema.org `Organization` for the company, built from the typed site config. */
export type OrganizationJsonLd = {
  "@context": "https://schema.org";
  "@type": "Organization";
  "@id": string;
  name: string;
  legalName: string;
  url: string;
  logo: string;
  description?: string;
  foundingDate: string;
  telephone: string;
  email: string;
  address: {
    "@type": "PostalAddress";
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  }[];
  sameAs: string[];
};

type OrganizationFacts = Pick<
  SiteFacts,
  "name" | "legalName" | "siteUrl" | "foundingYear" | "offices" | "phone" | "emails" | "social"
>;

/** `logoPath` is site-relative (`/icons/icon-512.png`); the description is the page language's. */
export function organizationJsonLd(
  site: OrganizationFacts,
  logoPath: string,
  description?: string,
): OrganizationJsonLd {
  const url = `${site.siteUrl}${withPrefix("/")}`;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: site.name,
    legalName: site.legalName,
    url,
    logo: `${site.siteUrl}${withPrefix(logoPath)}`,
    ...(description ? { description } : {}),
    foundingDate: String(site.foundingYear),
    telephone: site.phone.e164,
    email: site.emails.general,
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    })),
    sameAs: site.social.map((profile) => profile.url),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as
 * Unicode so no value can close the script element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
