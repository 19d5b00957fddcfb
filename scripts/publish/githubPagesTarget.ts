import path from "node:path";
import { PAGES_FOLDER, stageForGithubPages } from "../../plugins/serving/githubPages";
import { pathPrefixOf } from "../../plugins/shared/pathPrefix";
import { site } from "../../src/config/site";
import type { PublishContext, Target } from "./target";

/**
 * GitHub Pages (Settings → Pages → Source: GitHub Actions). The build, made under PATH_PREFIX and
 * SITE_URL (the workflow sets them from actions/configure-pages' `base_path` and `origin`), is
 * staged in deploy/github-pages/site/; the workflow's upload-pages-artifact and deploy-pages steps
 * put that folder live, so a deploy and a dry run do the same here. Pages makes no previews.
 */
function stage({ root, env, dryRun }: PublishContext): Promise<number> {
  const staged = stageForGithubPages({
    publicDir: path.join(root, "public"),
    outDir: path.join(root, PAGES_FOLDER),
    localesDir: path.join(root, "locales"),
    defaultLanguage: site.defaultLanguage,
    pathPrefix: pathPrefixOf(env),
    logoFile: path.join(root, "src", "images", "logo.svg"),
  });
  const next = dryRun ? "nothing is sent" : "the workflow uploads it and deploys it";
  console.log(`publish: ${staged.length} files staged in ${PAGES_FOLDER}/; ${next}.`);
  return Promise.resolve(0);
}

/** Pages keeps no earlier release to switch back to: a run of the workflow builds one again. */
const ROLLBACK = `GitHub Pages has no rollback of its own. To serve the release before:
  Actions → the publish workflow → the last good run before the live one → Re-run all jobs
  (or: gh run rerun <run id>). It builds and deploys that run's commit again; a run can be
  re-run for 30 days. Older than that: revert the commits since on the site's branch and push.`;

export const githubPages: Target = {
  deploy: stage,
  rollback: () => {
    console.error(ROLLBACK);
    return Promise.resolve(1);
  },
};
