/**
 * `npm run publish`: the one step a pipeline runs to put the site's branch in front of visitors,
 * or a draft's branch on a preview (deploy/README.md, "Publishing"). Runs under tsx.
 *
 *   npm run publish                 build (cache kept, checks included), deploy to PUBLISH_TARGET
 *   npm run publish -- --dry-run    Cloudflare: everything but the upload (wrangler's dry run)
 *   npm run publish -- --rollback   nginx: back to the release before the live one
 *
 * Settings (environment): PUBLISH_TARGET `cloudflare` (default) or `nginx`; for nginx
 * PUBLISH_HOST (`user@host:/srv/site` or a local `/srv/site`), PUBLISH_NGINX (the command that
 * runs nginx there, default `nginx`), PUBLISH_KEEP (releases kept, default 5), PUBLISH_SSH (default
 * `ssh -o BatchMode=yes`), PUBLISH_LIMIT_EXEMPT; PUBLISH_BRANCH (else the forge's, else git's).
 */
import fs from "node:fs";
import path from "node:path";
import { cmsBackend } from "../../src/config/site";
import { deploy, uploadPreview } from "../cloudflare";
import { ROOT, WRANGLER_CONFIG } from "../wrangler";
import { currentBranch, previewAlias } from "./branch";
import { publishNginx, rollbackNginx, type NginxTarget } from "./nginx";
import { buildSite } from "./steps";

/** Where a preview's URL is written for the pipeline (GitLab reads it as a dotenv report). */
export const PREVIEW_FILE = "preview.env";

function nginxTarget(env: NodeJS.ProcessEnv): NginxTarget {
  if (!env.PUBLISH_HOST) throw new Error("set PUBLISH_HOST (user@host:/srv/site or /srv/site)");
  return {
    host: env.PUBLISH_HOST,
    nginx: env.PUBLISH_NGINX || "nginx",
    keep: Math.max(2, Number(env.PUBLISH_KEEP || 5)),
    ssh: env.PUBLISH_SSH || "ssh -o BatchMode=yes",
    limitExempt: (env.PUBLISH_LIMIT_EXEMPT ?? "").split(/\s+/).filter(Boolean),
  };
}

function workerName(): string {
  const name = /"name":\s*"([^"]+)"/.exec(fs.readFileSync(WRANGLER_CONFIG, "utf8"));
  if (!name) throw new Error(`${WRANGLER_CONFIG} names no Worker`);
  return name[1]!;
}

/** Prints the preview's URL and leaves it where the pipeline reads it. */
function reportPreview(url: string, env: NodeJS.ProcessEnv): void {
  console.log(`publish: preview at ${url}`);
  fs.writeFileSync(path.join(ROOT, PREVIEW_FILE), `PREVIEW_URL=${url}\n`);
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, `preview_url=${url}\n`);
}

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`publish: ${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const target = env.PUBLISH_TARGET || "cloudflare";
  if (target !== "cloudflare" && target !== "nginx") {
    throw new Error(`PUBLISH_TARGET is ${target}: cloudflare or nginx`);
  }
  if (args.includes("--rollback")) {
    if (target !== "nginx") throw new Error("--rollback is for nginx: Cloudflare keeps versions");
    console.log(`publish: back to release ${await rollbackNginx(nginxTarget(env))}`);
    return 0;
  }
  const branch = currentBranch(env, ROOT);
  const live = branch === cmsBackend.branch;
  console.log(`publish: branch ${branch} (${live ? "the site's: deploy" : "a draft: preview"})`);

  // No checks of our own first: the build runs the locale and company checks in `onPreInit`
  // and fails naming the file, line and key, before it builds anything.
  const built = await step("build", () => buildSite(ROOT));
  if (built !== 0) {
    console.error("publish: the build failed; nothing was published.");
    return 1;
  }
  const dryRun = args.includes("--dry-run");
  if (target === "cloudflare" && live) return step("deploy", () => deploy(dryRun));
  if (target === "cloudflare") {
    const alias = previewAlias(branch, workerName());
    const { code, url } = await step("upload", () => uploadPreview(alias, dryRun));
    if (url) reportPreview(url, env);
    return code;
  }
  if (!live) {
    console.log("publish: an nginx host has no previews; the draft was built.");
    return 0;
  }
  const id = await step("release", () => publishNginx(ROOT, nginxTarget(env)));
  console.log(`publish: release ${id} is live`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`publish: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
