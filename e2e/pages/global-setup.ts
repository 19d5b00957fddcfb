import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../harness/nginx";
import { copyProject } from "../../harness/projectCopy";
import { runPublish } from "../../harness/publishHost";
import { servePages } from "../../scripts/lib/servePages";
import { startStaticServer } from "../../scripts/lib/static-server.mjs";
import { PAGES_ORIGIN_ENV, PREFIX, SITE_URL, STAGED } from "./env";

/**
 * A copy of the project published to GitHub Pages as the workflow does it (`npm run publish` with
 * PUBLISH_TARGET=github-pages, PATH_PREFIX and SITE_URL), then served by `npm run serve:pages`.
 * The copy carries this project's `.cache/` and `public/` (the test build, made at the domain's
 * root in another folder), as an owner's folder does when they move to Pages: plugins/cache-guard
 * must start that build clean, or it fails or keeps URLs of the root build, which the specs
 * catch. One cold build. With PAGES_SITE (the pipeline's check job), the folder already staged
 * there is served instead, and no copy is made. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (STAGED) {
    const server = await startStaticServer({
      root: path.resolve(STAGED),
      prefix: PREFIX,
      plain: true,
    });
    process.env[PAGES_ORIGIN_ENV] = server.url;
    return () => server.close();
  }
  if (!fs.existsSync(path.join(ROOT, "public", "page-data", "app-data.json"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const project = copyProject("pages-site-");
  for (const dir of [".cache", "public"]) {
    fs.cpSync(path.join(ROOT, dir), path.join(project, dir), { recursive: true });
  }
  const published = await runPublish(project, {
    PUBLISH_TARGET: "github-pages",
    PATH_PREFIX: PREFIX,
    SITE_URL,
  });
  if (published.code !== 0) throw new Error(`publish failed:\n${published.output.slice(-4000)}`);
  console.log(`pages: built and staged in ${published.seconds.toFixed(0)} s`);
  const server = await servePages(project, PREFIX);
  process.env[PAGES_ORIGIN_ENV] = server.url;
  return async () => {
    await server.close();
    fs.rmSync(project, { recursive: true, force: true });
  };
}
