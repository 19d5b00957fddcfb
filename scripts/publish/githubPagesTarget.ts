import path from "node:path";
import { PAGES_FOLDER, stageForGithubPages } from "../../plugins/serving/githubPages";
import { pathPrefixOf } from "../../plugins/shared/pathPrefix";
import { site } from "../../src/config/site";
import type { Target } from "./target";

/**
 * GitHub Pages (Settings → Pages → Source: GitHub Actions). The build, made under PATH_PREFIX and
 * SITE_URL (the workflow sets them from actions/configure-pages' `base_path` and `origin`), is
 * staged in deploy/github-pages/site/ (`npm run serve:pages` serves it as Pages does); the
 * workflow's upload-pages-artifact and deploy-pages put it live. Pages makes no previews.
 */
export const githubPages: Target = {
  stage: (root, env) => {
    stageForGithubPages({
      publicDir: path.join(root, "public"),
      outDir: path.join(root, PAGES_FOLDER),
      localesDir: path.join(root, "locales"),
      defaultLanguage: site.defaultLanguage,
      pathPrefix: pathPrefixOf(env),
      logoFile: path.join(root, "src", "images", "logo.svg"),
    });
    return { public: path.join(root, PAGES_FOLDER) };
  },
};
