import fs from "node:fs";
import path from "node:path";
import { renderHeadersFile } from "./headersFile";
import { renderNginxErrors } from "./nginxErrors";
import { renderNginxHeaders } from "./nginxHeaders";
import { renderNginxMaps } from "./nginxMaps";
import { readServingConfig, type ServingConfig } from "./servingConfig";

/**
 * Node-only, build time (called from gatsby-node's onPostBuild). Reads the final `public/` and
 * writes the serving configuration that matches exactly this build:
 *
 * - `deploy/nginx/generated/maps.conf` (http level, nginxMaps.ts): per-page CSP, Cache-Control,
 *   Vary, HSTS over TLS, the not-found and error pages of each language, each page's one URL;
 * - `deploy/nginx/generated/headers.conf` (server level, nginxHeaders.ts): the headers sent with
 *   every response;
 * - `deploy/nginx/generated/errors.conf` (server level, nginxErrors.ts): the site's page for every
 *   error status;
 * - `public/_headers` (headersFile.ts): the same rules for hosts that read one (Netlify and alike).
 *
 * The hand-written files beside them hold the rest: site.conf (locations, redirects, compression),
 * negotiation.conf (content codings), limits.conf (per-client limits), tls.conf.
 */

export type WriteOptions = {
  publicDir: string;
  /** `deploy/nginx`; the generated files go to its `generated/` folder. */
  nginxDir: string;
  languages: readonly string[];
  defaultLanguage: string;
};

export function writeServingConfig(options: WriteOptions): ServingConfig {
  const config = readServingConfig(options.publicDir, options.languages, options.defaultLanguage);
  const generated = path.join(options.nginxDir, "generated");
  fs.mkdirSync(generated, { recursive: true });
  fs.writeFileSync(path.join(generated, "maps.conf"), renderNginxMaps(config));
  fs.writeFileSync(path.join(generated, "headers.conf"), renderNginxHeaders(config));
  fs.writeFileSync(path.join(generated, "errors.conf"), renderNginxErrors(config));
  fs.writeFileSync(path.join(options.publicDir, "_headers"), renderHeadersFile(config));
  return config;
}
