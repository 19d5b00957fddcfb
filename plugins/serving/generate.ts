import fs from "node:fs";
import path from "node:path";
import {
  isIgnoredOnCloudflare,
  renderAssetsIgnore,
  renderHeadersFile,
  renderRedirectsFile,
} from "./cloudflareFiles";
import { cloudflareLimitProblems, type DeployedFile } from "./cloudflareLimits";
import { renderNginxErrors } from "./nginxErrors";
import { renderNginxHeaders } from "./nginxHeaders";
import { renderNginxMaps } from "./nginxMaps";
import { ServingConfigError } from "./nginxValues";
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
 * - `public/_headers`, `public/_redirects` and `public/.assetsignore` (cloudflareFiles.ts): the
 *   same answers on Cloudflare (deploy/cloudflare), within its limits (cloudflareLimits.ts).
 *
 * The hand-written files beside them hold the rest: site.conf (locations, redirects, compression),
 * limits.conf (per-client limits), tls.conf. A server takes the generated files only in the line
 * shapes deploy/nginx/activate.sh accepts: a new shape here needs its rule there.
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
  writeCloudflareFiles(options.publicDir, config);
  return config;
}

/** Every file of `dir` (relative, forward slashes) with its size. */
function filesOf(dir: string, root = dir): DeployedFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, root);
    const file = path.relative(root, full).split(path.sep).join("/");
    return [{ file, bytes: fs.statSync(full).size }];
  });
}

/** The files Cloudflare reads, written only when everything fits its limits. */
function writeCloudflareFiles(publicDir: string, config: ServingConfig): void {
  const headers = renderHeadersFile(config);
  const redirects = renderRedirectsFile(config);
  const files = filesOf(publicDir).filter(({ file }) => !isIgnoredOnCloudflare(file));
  const problems = cloudflareLimitProblems({ headers, redirects, files });
  if (problems.length > 0) {
    throw new ServingConfigError(
      [`This build does not fit Cloudflare's limits:`, ...problems.map((line) => `  ${line}`)].join(
        "\n",
      ),
    );
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirects);
  fs.writeFileSync(path.join(publicDir, ".assetsignore"), renderAssetsIgnore());
}
