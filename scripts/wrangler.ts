/**
 * Runs the pinned wrangler (Cloudflare's CLI and its local runtime, workerd, in tools/cloudflare)
 * offline and quietly, installing it there first when it is missing. wrangler needs Node 22.12 or
 * later: on an older Node it runs on the Node 24 of tools/node24, installed the same way.
 */
import os from "node:os";
import path from "node:path";
import { ensureTool, nodeFor, ROOT } from "./lib/tools";

export { ROOT };

export const WRANGLER_CONFIG = path.join(ROOT, "deploy", "cloudflare", "wrangler.jsonc");
const WRANGLER = path.join(
  ROOT,
  "tools",
  "cloudflare",
  "node_modules",
  "wrangler",
  "bin",
  "wrangler.js",
);

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
