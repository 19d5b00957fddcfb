import type { CountryCode, OfficeId } from "../i18n/keys";
import type companyFile from "./company.json";

/**
 * Company facts and site switches. The facts editors change (offices' addresses, phone, e-mail
 * addresses, messaging and social links, the privacy policy's date) are data in
 * `src/config/company.json`, edited in the CMS or by hand: a one-line change. Like the locale
 * files, it reaches pages through Gatsby's data layer (a `CompanyFacts` node, made by
 * plugins/company-facts, checked by src/content/validateCompany.ts), so the preview shows a save
 * without a restart. The rest is set here. Components read both with `useSiteMetadata()`. Visible
 * words never live here: they belong in `locales/`.
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

/** The networks the footer has an icon and a label (`footer.social.<network>`) for. */
export const socialNetworks = [
  "linkedin",
  "instagram",
  "x",
  "facebook",
  "github",
  "medium",
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialProfile = { network: SocialNetwork; url: string };

/**
 * What `src/config/company.json` holds, its type read from the file itself (a new fact needs no
 * type here), with the values the code names narrowed. The privacy policy reads
 * `privacyPolicyUpdated` already written out in its language (`privacyPolicyUpdatedText`).
 */
export type CompanyFile = Omit<typeof companyFile, "offices" | "social"> & {
  offices: Office[];
  social: SocialProfile[];
};

/** The facts as pages query them (the `CompanyFacts` node): the phone also as a number to dial. */
export type CompanyFacts = Omit<CompanyFile, "phone"> & {
  phone: { display: string; e164: string };
};

export type SiteConfig = {
  name: string;
  legalName: string;
  /** Canonical origin, no trailing slash. Overridable at build time with SITE_URL. */
  siteUrl: string;
  foundingYear: number;
  defaultLanguage: string;
  /** The theme toggle exists but is hidden (the system theme rules); true shows it in the header. */
  showThemeToggle: boolean;
  /**
   * Where to report a vulnerability, published as /.well-known/security.txt (RFC 9116); its
   * expiry follows from each build's date (plugins/seo-files/securityTxt.ts).
   */
  security: { contact: string };
};

/**
 * The number to dial, from the phone as written (`+91 20 6743 1180` -> `+912067431180`), so an
 * editor changes one field. plugins/company-facts checks that it is a valid international number.
 */
export const dialable = (phone: string) => `+${phone.replace(/\D/g, "")}`;

/** The facts as queried, from the file as written (the company-facts plugin checks it first). */
export const companyFacts = (file: CompanyFile): CompanyFacts => ({
  ...file,
  phone: { display: file.phone, e164: dialable(file.phone) },
});

export const site: SiteConfig = {
  name: "Sahyadri Software",
  legalName: "Sahyadri Software Private Limited",
  siteUrl: "https://www.sahyadrisoftware.com",
  foundingYear: 2014,
  defaultLanguage: "en",
  showThemeToggle: false,
  security: { contact: "mailto:security@sahyadrisoftware.com" },
};

/**
 * Where the CMS at /admin/ reads and commits the site's files in production, and so who may sign
 * in to it: whoever may push to that branch. docs/OWNER.md ("Editors sign in") walks
 * through each forge. Locally (`npm run cms`) the CMS edits this folder instead, with no sign-in.
 */
export type CmsBackend =
  /** GitHub, signing in through an OAuth app and its small proxy at `authUrl`. */
  | { host: "github"; repo: string; branch: string; authUrl: string }
  /** GitLab (gitlab.com or self-managed at `url`), signing in with an OAuth application (PKCE). */
  | { host: "gitlab"; repo: string; branch: string; url: string; appId: string }
  /** A self-hosted Forgejo or Gitea at `url`, signing in with an OAuth application. */
  | { host: "forgejo"; repo: string; branch: string; url: string; appId: string };

export const cmsBackend: CmsBackend = {
  host: "github",
  repo: "sahyadri-software/website",
  branch: "main",
  authUrl: "https://cms-auth.sahyadrisoftware.com",
};

/**
 * How an editor's Save reaches visitors (docs/EDITORS.md): `review`, a draft on a branch of its own
 * with a pull request and a preview, published when it is merged; or `direct`, a commit on the
 * site's branch that the pipeline publishes. Review is the default: with main protected as
 * docs/OWNER.md says (and .github/CODEOWNERS), an editor's token changes the content but never
 * what runs with the host's credential. Review needs a GitHub or GitLab backend.
 */
export type CmsPublishing = "direct" | "review";
export const cmsPublishing: CmsPublishing = "review";
