/**
 * Node-only. The build in public/ as GitHub Pages serves a project site (`npm run serve:pages`,
 * and the pages suite): staged as the publish command stages it, so what is served is always the
 * build in public/, then served under the prefix with no headers of the site's and one 404 page
 * (static-server.mjs, plain). A build made under another prefix is refused, naming the command
 * that makes the right one.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGES_FOLDER, stageForGithubPages } from "../../plugins/serving/githubPages";
import { site } from "../../src/config/site";
import { manifestPath } from "../../src/seo/assets";
import { requireBuild } from "../hostCli";
import { startStaticServer } from "./static-server.mjs";

export async function servePages(root: string, pathPrefix: string, port = 0) {
  const publicDir = path.join(root, "public");
  requireBuild(publicDir);
  const manifest = path.join(publicDir, manifestPath);
  const { start_url } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { start_url: string };
  if (start_url !== `${pathPrefix}/`) {
    const built = start_url === "/" ? "a domain's root" : start_url;
    const build = pathPrefix ? `PATH_PREFIX=${pathPrefix} npm run build` : "npm run build";
    throw new Error(`public/ was built for ${built}: run ${build} first`);
  }
  stageForGithubPages({
    publicDir,
    outDir: path.join(root, PAGES_FOLDER),
    localesDir: path.join(root, "locales"),
    defaultLanguage: site.defaultLanguage,
    pathPrefix,
    logoFile: path.join(root, "src", "images", "logo.svg"),
  });
  return startStaticServer({
    root: path.join(root, PAGES_FOLDER),
    prefix: pathPrefix,
    plain: true,
    port,
  });
}
