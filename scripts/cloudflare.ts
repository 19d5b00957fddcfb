/**
 * The site on Cloudflare Workers static assets (deploy/README.md), run under tsx:
 *
 *   npm run serve:cloudflare                 the build in public/ on Cloudflare's own runtime
 *                                            (workerd, offline) at https://127.0.0.1:${PORT:-8787}
 *   npm run deploy:cloudflare -- --dry-run   what a deploy would upload and with which settings
 *   npm run deploy:cloudflare                deploy (needs CLOUDFLARE_API_TOKEN and
 *                                            CLOUDFLARE_ACCOUNT_ID) to the domain of the site URL
 *   tsx scripts/cloudflare.ts preview ALIAS  a version uploaded, not deployed, with a preview URL
 *                                            under ALIAS (what `npm run publish` does off the
 *                                            site's branch); `--dry-run` as for deploy
 *   tsx scripts/cloudflare.ts rollback       the Worker's previous version deployed again
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isIgnoredOnCloudflare } from "../plugins/serving/cloudflareFiles";
import { site } from "../src/config/site";
import { hostCli, requireBuild, runTool } from "./hostCli";
import { ROOT, WRANGLER_CONFIG, wranglerCommand } from "./wrangler";

const PUBLIC = path.join(ROOT, "public");

/** Stops with a message unless public/ holds a build with the Cloudflare files written for it. */
function requireCloudflareBuild(): void {
  const build = requireBuild(PUBLIC);
  const headers = path.join(PUBLIC, "_headers");
  if (!fs.existsSync(headers)) throw new Error("public/ has no build: run npm run build first");
  if (!fs.readFileSync(headers, "utf8").includes(`# Build ${build}.`)) {
    throw new Error("public/_headers was not written for this build: run npm run build");
  }
}

/** The files of public/ a deploy uploads (relative), and their total size. */
export function deployedFiles(dir = PUBLIC, root = dir): { file: string; bytes: number }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return deployedFiles(full, root);
    const file = path.relative(root, full).split(path.sep).join("/");
    return isIgnoredOnCloudflare(file) ? [] : [{ file, bytes: fs.statSync(full).size }];
  });
}

async function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  const { command, args: full, env } = wranglerCommand(args);
  const { code } = await runTool(command, full, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdin: "inherit",
  });
  return code;
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

/** Lists what an upload sends; false (with what to set) when a real upload has no token. */
function announceUpload(dryRun: boolean, destination: string): boolean {
  requireCloudflareBuild();
  const files = deployedFiles();
  const bytes = files.reduce((sum, { bytes: size }) => sum + size, 0);
  console.log(`Files to upload from public/ (${files.length}, ${(bytes / 1024).toFixed(0)} KiB):`);
  for (const { file } of files) console.log(`  ${file}`);
  console.log(`Configuration: ${path.relative(ROOT, WRANGLER_CONFIG)}, ${destination}`);
  if (!dryRun && !process.env.CLOUDFLARE_API_TOKEN) {
    console.error(
      "Set CLOUDFLARE_API_TOKEN (an API token allowed to edit Workers) and CLOUDFLARE_ACCOUNT_ID, then run this again; docs/OWNER.md says how.",
    );
    return false;
  }
  return true;
}

export async function deploy(dryRun: boolean): Promise<number> {
  const domain = new URL(process.env.SITE_URL ?? site.siteUrl).hostname;
  if (!announceUpload(dryRun, `custom domain ${domain}`)) return 1;
  return run([
    "deploy",
    ...["--config", WRANGLER_CONFIG],
    ...["--domain", domain],
    ...(dryRun ? ["--dry-run"] : []),
  ]);
}

/**
 * Uploads the build as a new version without deploying it (`wrangler versions upload`): visitors
 * keep the deployed one, and the version gets its own URL and one under `alias`. Resolves with
 * the exit code and the URL to show (the alias's, else the version's; none in a dry run).
 */
export async function uploadPreview(
  alias: string,
  dryRun: boolean,
): Promise<{ code: number; url?: string }> {
  if (!announceUpload(dryRun, `preview alias ${alias}`)) return { code: 1 };
  // wrangler reports what it uploaded as JSON lines in this file.
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-out-")), "out.json");
  const code = await run(
    [
      ...["versions", "upload", "--config", WRANGLER_CONFIG],
      ...["--preview-alias", alias],
      ...(dryRun ? ["--dry-run"] : []),
    ],
    { WRANGLER_OUTPUT_FILE_PATH: report },
  );
  const entries = fs.existsSync(report)
    ? fs
        .readFileSync(report, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  const upload = entries.find((entry) => entry.type === "version-upload");
  const url = upload?.preview_alias_url ?? upload?.preview_url;
  return { code, url: typeof url === "string" ? url : undefined };
}

/** The arguments of `wrangler rollback` to the version before the deployed one. */
export const ROLLBACK_ARGS = [
  ...["rollback", "--config", WRANGLER_CONFIG],
  ...["--yes", "--message", "npm run publish -- --rollback"],
];

/** Deploys the version before the live one again (a dry run only says so). */
export async function rollback(dryRun: boolean): Promise<number> {
  if (dryRun) {
    console.log(`Would run: wrangler ${ROLLBACK_ARGS.join(" ")}`);
    return 0;
  }
  return run(ROLLBACK_ARGS);
}

if (require.main === module) {
  hostCli("cloudflare", { serve, deploy, uploadPreview, rollback }, process.argv.slice(2));
}
