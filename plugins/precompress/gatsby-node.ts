import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFields, strictSchema, type SiteOptions } from "../shared/options";
import { precompressFiles, precompressPublic } from "./precompress";

/** Options: what gatsby-config tells every local plugin (plugins/shared/options.ts). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  strictSchema(Joi, siteFields(Joi));

/** The part of webpack's compiler used here (webpack is Gatsby's dependency, not ours). */
type Compiler = {
  outputPath: string;
  hooks: { done: { tap(name: string, run: (stats: Stats) => void): void } };
};
type Stats = { hasErrors(): boolean; compilation: { getAssets(): { name: string }[] } };

/** Compression of the browser bundles, started as soon as webpack has written them. */
let bundles: Promise<unknown> = Promise.resolve();

/**
 * The bundles are final once webpack has emitted them, and they are a third of what is
 * compressed: doing them while Gatsby builds the server renderer (one core) shortens the build.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  const startEarly = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap("precompress", (stats) => {
        // A failed compilation writes no bundles: compressing them would end the build with
        // ENOENT before Gatsby names the compilation's own error (a stale patch's guard, say).
        if (stats.hasErrors()) return;
        const files = stats.compilation
          .getAssets()
          .map(({ name }) => path.join(compiler.outputPath, name));
        bundles = precompressFiles(files);
        // Awaited in onPostBuild; until then a failure must not end the process unreported.
        bundles.catch(() => undefined);
      });
    },
  };
  actions.setWebpackConfig({ plugins: [startEarly] });
};

/**
 * Brotli and gzip copies of every text file in public/. Listed last in gatsby-config, so it runs
 * after every other plugin's onPostBuild has written its files (the site's own gatsby-node writes
 * none); the bundles compressed early are found up to date.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { reporter },
  { rootDir }: SiteOptions,
) => {
  await bundles;
  await precompressPublic(path.join(rootDir, "public"), reporter);
};
