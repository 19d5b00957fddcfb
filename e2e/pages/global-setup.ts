import fs from "node:fs";
import path from "node:path";
import { buildProject, copyProject } from "../../harness/projectCopy";
import { runPublish } from "../../harness/publishHost";
import { servePages } from "../../scripts/lib/servePages";
import { startStaticServer } from "../../scripts/lib/static-server.mjs";
import { PAGES_ORIGIN_ENV, PREFIX, PROJECT_ENV, SITE_URL, STAGED } from "./env";

/**
 * A copy of the project published to GitHub Pages as the workflow does it (`npm run publish` with
 * PUBLISH_TARGET=github-pages, PATH_PREFIX and SITE_URL), then served by `npm run serve:pages`.
 * Then the copy is moved to another folder and built again at the domain's root, as an owner
 * does after trying Pages: that build must keep nothing of the first (plugins/cache-guard; the
 * specs read its public/, the staged folder is served). With PAGES_SITE (the pipeline's check
 * job), the folder already staged there is served instead, and no copy is made.
 * The returned function is the teardown.
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
  const copy = copyProject("pages-site-");
  const published = await runPublish(copy, {
    PUBLISH_TARGET: "github-pages",
    PATH_PREFIX: PREFIX,
    SITE_URL,
  });
  if (published.code !== 0) throw new Error(`publish failed:\n${published.output.slice(-4000)}`);
  console.log(`pages: built and staged in ${published.seconds.toFixed(0)} s`);
  const project = `${copy}-moved`;
  fs.renameSync(copy, project);
  const server = await servePages(project, PREFIX);
  const rootBuild = buildProject(project);
  if (rootBuild.status !== 0)
    throw new Error(`root build failed:\n${rootBuild.output.slice(-4000)}`);
  console.log(`pages: moved and built at the root in ${rootBuild.seconds.toFixed(0)} s`);
  process.env[PAGES_ORIGIN_ENV] = server.url;
  process.env[PROJECT_ENV] = project;
  return async () => {
    await server.close();
    fs.rmSync(project, { recursive: true, force: true });
  };
}
