import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { site } from "../../src/config/site";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { writeSecurityTxt } from "./securityTxt";

/** Options: the site's and its URL; the contact and expiry default to src/config/site.ts's. */
const fields = (Joi: Joi) => ({
  ...siteFields(Joi),
  siteUrl: Joi.string().uri().required(),
  contact: Joi.array().items(Joi.string()).min(1).default([site.security.contact]),
  expires: Joi.string().isoDate().default(site.security.expires),
});
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));

export const onPostBuild: GatsbyNode["onPostBuild"] = (
  { reporter },
  { rootDir, siteUrl, contact, expires, languages }: OptionsOf<typeof fields>,
) => {
  const written = writeSecurityTxt(path.join(rootDir, "public"), {
    contact,
    expires,
    canonical: `${siteUrl}/.well-known/security.txt`,
    preferredLanguages: languages,
  });
  reporter.info(`security.txt: ${path.relative(rootDir, written)}`);
};
