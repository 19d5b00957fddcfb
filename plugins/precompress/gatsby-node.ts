import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { precompressPublic } from "./precompress";

/**
 * Brotli and gzip copies of every text file in public/. Listed last in gatsby-config, so it runs
 * after every other plugin's onPostBuild. The site's own gatsby-node, which Gatsby runs after all
 * plugins, still rewrites HTML and writes files, so it calls `precompressPublic` again at its very
 * end; that pass compresses only what changed (a copy that still matches its file is kept).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await precompressPublic(path.join(program.directory, "public"), reporter);
};
