import { companySchema, type CompanyContext } from "../../src/content/validateCompany";
import type { Tree } from "../../src/content/localeTree";
import type { CmsBackend, CmsPublishing } from "../../src/config/site";
import { backendOptions, publishingOptions } from "../shared/cmsBackend";
import { LOCALE_FILE_NAME, LOCALES_FOLDER } from "../../src/i18n/namespace";
import { TEAM_PHOTOS_FOLDER } from "../../src/i18n/lists";
import { companyFields } from "./companyFields";
import { textFields, type Labels } from "./textFields";

/**
 * Node-only, build time. Sveltia CMS's configuration (`/admin/config.json`): the backend the
 * owner chose in src/config/site.ts, English and Spanish side by side, and two entries: the
 * website's texts (one file per language) and the company facts.
 */

export type EditorLabels = {
  labels: Labels;
  lists: Labels;
  company: Labels;
  /** The questions src/admin asks before edits are lost (its GuardMessages). */
  editor: { leave: string; remove: string; unnamed: string };
};

/** The format names src/admin/inPlaceJson.ts registers: JSON written back in the file's own order. */
export const FORMATS = { texts: "site-texts-json", company: "site-company-json" } as const;

export type ConfigInput = {
  siteName: string;
  /** The site's URL, its path prefix included. */
  siteUrl: string;
  /** Where the CMS is served: `/admin/`, or `/website/admin/` under a path prefix. */
  adminUrl: string;
  backend: CmsBackend;
  /** Direct saves or drafts with review (src/config/site.ts). */
  publishing: CmsPublishing;
  languages: readonly string[];
  defaultLanguage: string;
  /** The default language's translations, parsed. */
  texts: Tree;
  labels: EditorLabels;
  company: CompanyContext;
};

export function cmsConfig(input: ConfigInput): Record<string, unknown> {
  const { labels } = input;
  return {
    backend: backendOptions(input.backend),
    ...publishingOptions(input.backend, input.publishing),
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    app_title: `${input.siteName} – website content`,
    logo: { src: `${input.adminUrl}logo.svg` },
    // The page is shown by the site itself; a preview beside the form would be a second, partial one.
    editor: { preview: false },
    // Only team photos are uploaded; no stock photo services.
    media_folder: TEAM_PHOTOS_FOLDER,
    public_folder: "",
    media_libraries: { stock_assets: false },
    // A team member without a photo has no `photo` key, not an empty one (files stay as written).
    output: { omit_empty_optional_fields: true },
    i18n: {
      structure: "multiple_files",
      locales: [...input.languages],
      default_locale: input.defaultLanguage,
    },
    singletons: [
      {
        name: "texts",
        label: "Website texts",
        icon: "translate",
        file: `${LOCALES_FOLDER}/{{locale}}/${LOCALE_FILE_NAME}`,
        format: FORMATS.texts,
        i18n: true,
        fields: textFields(input.texts, labels.labels, labels.lists, input.defaultLanguage),
      },
      {
        name: "company",
        label: "Company facts",
        icon: "business",
        file: "src/config/company.json",
        format: FORMATS.company,
        fields: companyFields(companySchema(input.company), labels.company),
      },
    ],
  };
}
