import fs from "node:fs";
import path from "node:path";
import { buildProject, copyProject } from "../../harness/projectCopy";
import { runPublish } from "../../harness/publishHost";
import { servePages } from "../../scripts/lib/servePages";
import { PAGES_ORIGIN_ENV, PREFIX, PROJECT_ENV, SITE_URL } from "./env";

const ROOT = path.join(__dirname, "..", "..");

/**
 * A copy of the project published to GitHub Pages as the workflow does it (`npm run publish` with
 * PUBLISH_TARGET=github-pages, PATH_PREFIX and SITE_URL), then served by `npm run serve:pages`.
 *
 * The copy takes the developer's last build with it (`npm run build`, at the domain's root): the
 * publish is a build in a copied checkout under another prefix, which must keep nothing of that
 * build. Then one more build, at the root again, must keep nothing of the prefixed one (the specs
 * read its public/; the served folder is the staged copy). The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, ".cache", "cache-origin.json"))) {
    throw new Error("no build to copy: run `npm run build` first");
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
  const rootBuild = buildProject(project);
  if (rootBuild.status !== 0)
    throw new Error(`root build failed:\n${rootBuild.output.slice(-4000)}`);
  console.log(`pages: built again at the root in ${rootBuild.seconds.toFixed(0)} s`);
  process.env[PAGES_ORIGIN_ENV] = server.url;
  process.env[PROJECT_ENV] = project;
  return async () => {
    await server.close();
    fs.rmSync(project, { recursive: true, force: true });
  };
}
