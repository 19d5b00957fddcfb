import { createRequire } from "node:module";
import path from "node:path";

/**
 * Node-only: a `require` that resolves packages as the site does. Gatsby bundles each plugin's
 * gatsby-node, and the bundle has no `require.resolve` of its own.
 */
export const siteRequire = (rootDir: string): NodeJS.Require =>
  createRequire(path.join(rootDir, "package.json"));
