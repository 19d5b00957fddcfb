import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type Joi, type OptionsOf } from "../shared/options";
import { siteRequire } from "../shared/siteRequire";
import { unmatchedGuard } from "../shared/unmatchedGuard";
import { PARTYTOWN_REQUEST, stalePartytownPatch } from "./patches";

const fields = (Joi: Joi) => siteFields(Joi);
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, fields(Joi));
type PatchOptions = OptionsOf<typeof fields>;

const gatsbyDir = (rootDir: string) =>
  path.dirname(siteRequire(rootDir).resolve("gatsby/package.json"));

const fix = "Check gatsby's Partytown plugin and update plugins/gatsby-patches/patches.ts.";

/** A swapped file that changed stops the build before anything is compiled. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, { rootDir }: PatchOptions) => {
  const stale = stalePartytownPatch(gatsbyDir(rootDir));
  if (stale.length > 0) reporter.panic(`gatsby-patches: ${stale.join("; ")}. ${fix}`);
};

/**
 * The browser bundle gets an empty module for Gatsby's Partytown plugin (see patches.ts); a
 * production compilation in which the swap matched nothing fails. Measured 2026-11-26 (brotli 11,
 * the scripts each page loads): `/` and `/es/` 89.7 -> 88.0 KiB, `/privacy-policy/` 87.5 -> 85.8.
 */
// internals: gatsby — its internal Partytown plugin's browser file swapped for an empty module
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { actions, plugins, stage },
  { rootDir }: PatchOptions,
) => {
  // Only the production browser bundle: under develop the plugin does its work.
  if (stage !== "build-javascript") return;
  const shim = path.join(rootDir, "src", "app", "gatsbyShims", "partytownBrowser.ts");
  const matched = new Set<string>();
  const swap = plugins.normalModuleReplacement(
    PARTYTOWN_REQUEST,
    (resource: { request: string }) => {
      matched.add(shim);
      resource.request = shim;
    },
  );
  const failUnmatched = unmatchedGuard("gatsby-patches", matched, () =>
    matched.size > 0
      ? undefined
      : `gatsby-patches: no module required Gatsby's Partytown plugin. ${fix}`,
  );
  actions.setWebpackConfig({ plugins: [failUnmatched, swap] });
};
