/**
 * The site on Netlify, run under tsx: `npm run serve:netlify` stages the build in public/ into
 * deploy/netlify/site with Netlify's own `_headers` and `_redirects` (what `npm run publish`
 * uploads) and serves it on Netlify's local runtime (`netlify dev`, offline, no login) at
 * https://127.0.0.1:${PORT:-8888}.
 *
 * netlify-cli lives in tools/netlify (installed here when missing) and runs on Node 22.13 or
 * later (tools/node24's on an older Node), with telemetry and update checks off.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { selfSignedCertificate } from "./lib/certificate";
import { freePort } from "./lib/ports";
import { readLanguages } from "../plugins/i18n-locales/readLanguages";
import { isIgnoredOnCloudflare } from "../plugins/serving/cloudflareFiles";
import { renderNetlifyHeaders, renderNetlifyRedirects } from "../plugins/serving/netlifyFiles";
import { readServingConfig } from "../plugins/serving/servingConfig";
import { stageSite } from "../plugins/serving/stage";
import { site } from "../src/config/site";
import { ensureTool, nodeFor, ROOT } from "./lib/tools";
import { hostCli, requireBuild, runTool } from "./hostCli";

export const SITE_DIR = path.join(ROOT, "deploy", "netlify", "site");
const TOOL_DIR = path.join(ROOT, "tools", "netlify");
const CLI = path.join(TOOL_DIR, "node_modules", "netlify-cli", "bin", "run.js");

/**
 * Copies the build into deploy/netlify/site as Netlify serves it: without what Cloudflare leaves
 * out too (precompressed copies, nginx's error pages, the not-found pages' folder copies,
 * Cloudflare's own files), with Netlify's `_headers` and `_redirects`. Returns the staged files.
 */
export function stageNetlify(): string[] {
  const publicDir = path.join(ROOT, "public");
  requireBuild(publicDir);
  const languages = readLanguages(path.join(ROOT, "locales"), site.defaultLanguage);
  const config = readServingConfig(
    publicDir,
    languages.map(({ code }) => code),
    site.defaultLanguage,
  );
  return stageSite({
    publicDir,
    outDir: SITE_DIR,
    leaveOut: isIgnoredOnCloudflare,
    files: { _headers: renderNetlifyHeaders(config), _redirects: renderNetlifyRedirects(config) },
  });
}

/** `netlify <args>` with telemetry and the update check off and its settings in a temp folder. */
export function netlifyCommand(args: string[]) {
  const config = process.env.XDG_CONFIG_HOME ?? path.join(os.tmpdir(), "site-netlify");
  fs.mkdirSync(path.join(config, "netlify"), { recursive: true });
  const settings = path.join(config, "netlify", "config.json");
  const current = fs.existsSync(settings) ? JSON.parse(fs.readFileSync(settings, "utf8")) : {};
  fs.writeFileSync(settings, JSON.stringify({ ...current, telemetryDisabled: true }));
  return {
    command: nodeFor("netlify-cli", 22, 13),
    args: [CLI, ...args],
    env: { ...process.env, XDG_CONFIG_HOME: config, NO_UPDATE_NOTIFIER: "1" },
  };
}

function run(args: string[], cwd: string) {
  // Install scripts skipped: netlify-cli's writes shell completion into the user's home.
  ensureTool(CLI, TOOL_DIR, ["--ignore-scripts"]);
  const { command, args: full, env } = netlifyCommand(args);
  return runTool(command, full, { cwd, env, stdin: "ignore" });
}

/**
 * `netlify dev` on the staged folder, over HTTPS as Netlify serves (its `[dev.https]` setting,
 * with a self-signed certificate made here), from a temp project folder so that its state
 * (`.netlify/`) stays out of the repository.
 */
async function serve(): Promise<number> {
  stageNetlify();
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "serve-netlify-"));
  selfSignedCertificate(path.join(project, "cert.pem"), path.join(project, "key.pem"));
  fs.writeFileSync(
    path.join(project, "netlify.toml"),
    '[dev.https]\ncertFile = "cert.pem"\nkeyFile = "key.pem"\n',
  );
  const code = await run(
    [
      ...["dev", "--offline", "--internal-disable-edge-functions", "--no-open"],
      ...["--dir", SITE_DIR, "--port", process.env.PORT ?? "8888"],
      // Its inner static server, on a port of its own so that two runs never meet.
      ...["--staticServerPort", String(await freePort())],
    ],
    project,
  );
  fs.rmSync(project, { recursive: true, force: true });
  return code;
}

if (require.main === module) {
  hostCli("netlify", serve, process.argv.slice(2));
}
