import fs from "node:fs";
import path from "node:path";
import { PAGES_FOLDER } from "../../plugins/serving/githubPages";
import { copyProject } from "../../harness/projectCopy";
import { runPublish } from "../../harness/publishHost";
import { startStaticServer } from "../../scripts/lib/static-server.mjs";
import { PAGES_ORIGIN_ENV, PREFIX, SITE_URL, STAGED } from "./env";

/**
 * A copy of the project published to GitHub Pages as the workflow does it (`npm run publish` with
 * PUBLISH_TARGET=github-pages, PATH_PREFIX and SITE_URL), its staged folder then served the way
 * Pages serves a project site. The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (STAGED) return serve(path.resolve(STAGED), () => undefined);
  const project = copyProject("pages-site-");
  const published = await runPublish(project, {
    PUBLISH_TARGET: "github-pages",
    PATH_PREFIX: PREFIX,
    SITE_URL,
  });
  if (published.code !== 0) throw new Error(`publish failed:\n${published.output.slice(-4000)}`);
  console.log(`pages: built and staged in ${published.seconds.toFixed(0)} s`);
  return serve(path.join(project, PAGES_FOLDER), () =>
    fs.rmSync(project, { recursive: true, force: true }),
  );
}

async function serve(root: string, cleanUp: () => void): Promise<() => Promise<void>> {
  const server = await startStaticServer({ root, prefix: PREFIX, plain: true });
  process.env[PAGES_ORIGIN_ENV] = server.url;
  return async () => {
    await server.close();
    cleanUp();
  };
}
