/**
 * The build in public/ on Cloudflare's own runtime (workerd, offline), run under tsx:
 * `npm run serve:cloudflare` at https://127.0.0.1:${PORT:-8787}, with deploy/cloudflare's
 * configuration (what `npm run publish` deploys with).
 */
import fs from "node:fs";
import path from "node:path";
import { hostCli, requireBuild, runTool } from "./hostCli";
import { ROOT, WRANGLER_CONFIG, wranglerCommand } from "./wrangler";

const PUBLIC = path.join(ROOT, "public");

/** Stops with a message unless public/ holds a build with the Cloudflare files written for it. */
export function requireCloudflareBuild(): void {
  const build = requireBuild(PUBLIC);
  const headers = path.join(PUBLIC, "_headers");
  if (!fs.existsSync(headers)) throw new Error("public/ has no build: run npm run build first");
  if (!fs.readFileSync(headers, "utf8").includes(`# Build ${build}.`)) {
    throw new Error("public/_headers was not written for this build: run npm run build");
  }
}

function run(args: string[]): Promise<number> {
  const { command, args: full, env } = wranglerCommand(args);
  return runTool(command, full, { cwd: ROOT, env, stdin: "inherit" });
}

async function serve(): Promise<number> {
  requireCloudflareBuild();
  const port = process.env.PORT ?? "8787";
  return run([
    "dev",
    ...["--config", WRANGLER_CONFIG],
    ...["--ip", "127.0.0.1", "--port", port],
    // Cloudflare serves HTTPS only, and the policy upgrades every request to it.
    ...["--local-protocol", "https"],
    ...["--inspector-port", "0", "--show-interactive-dev-session=false"],
  ]);
}

if (require.main === module) {
  hostCli("cloudflare", serve, process.argv.slice(2));
}
