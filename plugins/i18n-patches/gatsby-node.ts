import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { GUARDED_STAGES, unmatchedGuard } from "../shared/unmatchedGuard";
import { MODULE_SHIMS, PATCHED_PACKAGE, shimFor, shimmedRequests, stalePatches } from "./patches";

/** Options: the site's, and where the shims are (src/i18n/pluginShims/ unless told otherwise). */
const fields = (Joi: Joi) => ({
  ...siteFields(Joi),
  shimsDir: Joi.string().default((options: { rootDir: string }) =>
    path.join(options.rootDir, "src", "i18n", "pluginShims"),
  ),
});
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));
type PatchOptions = OptionsOf<typeof fields>;

const packageDir = (rootDir: string) =>
  path.dirname(siteRequire(rootDir).resolve(`${PATCHED_PACKAGE}/package.json`));

const fix = `Check ${PATCHED_PACKAGE}'s new layout and update plugins/i18n-patches/patches.ts.`;

/** A patched file that moved or changed stops the build before anything is compiled. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, { rootDir }: PatchOptions) => {
  const stale = stalePatches(packageDir(rootDir), MODULE_SHIMS);
  if (stale.length > 0) reporter.panic(`i18n-patches: ${stale.join("; ")}. ${fix}`);
};

/**
 * The i18n plugin's requests are swapped for the shims, and a compilation in which a shim matched
 * nothing fails (only bundle size and blocking time would show it otherwise; docs/PERFORMANCE.md
 * has what the shim saves).
 */
// internals: gatsby-plugin-react-i18next — its dist/ page wrapper swapped for a pass-through
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { actions, plugins, stage },
  { shimsDir, rootDir }: PatchOptions,
) => {
  const pluginDir = packageDir(rootDir);
  const matched = new Set<string>();
  const failUnmatched = unmatchedGuard("i18n-patches", matched, () => {
    const unmatched = MODULE_SHIMS.filter(({ shim }) => !matched.has(shim));
    if (unmatched.length === 0) return undefined;
    const list = unmatched.map(({ request, from }) => `"${request}" from ${from}`).join(", ");
    return `i18n-patches (${stage}): no module made the shimmed request ${list}. ${fix}`;
  });
  actions.setWebpackConfig({
    plugins: [
      ...(GUARDED_STAGES.has(stage) ? [failUnmatched] : []),
      plugins.normalModuleReplacement(
        shimmedRequests(MODULE_SHIMS),
        (resource: { request: string; context: string }) => {
          const shim = shimFor(MODULE_SHIMS, pluginDir, resource.request, resource.context);
          if (!shim) return;
          matched.add(shim.shim);
          resource.request = path.join(shimsDir, shim.shim);
        },
      ),
    ],
  });
};

/** What the i18n plugin puts into a page's context (the site's own type is in src/i18n). */
type PluginPageContext = { i18n?: { language: string; originalPath: string } };

/**
 * The i18n plugin doubles the prefix of localized 404 match paths (`/es/es/*`), so client-side
 * routing would show the English 404 for `/es/unknown`. Each language's 404 page gets the match
 * path of its own prefix.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = (
  { page, actions },
  { defaultLanguage }: PatchOptions,
) => {
  const i18n = (page.context as PluginPageContext).i18n;
  if (!i18n || i18n.language === defaultLanguage) return;
  if (!/^\/404\/?$/.test(i18n.originalPath)) return;
  const matchPath = `/${i18n.language}/*`;
  if (page.matchPath === matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};
