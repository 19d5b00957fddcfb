/**
 * `npm run publish`: the one step a pipeline runs to put the site's branch in front of visitors,
 * or a draft's branch on a preview (docs/OWNER.md). Runs under tsx.
 *
 *   npm run publish                 build (cache kept, checks included), deploy to PUBLISH_TARGET
 *   npm run publish -- --dry-run    everything but what visitors would see: nothing is sent
 *   npm run publish -- --rollback   back to the release before the live one
 *
 * Settings (environment): PUBLISH_TARGET, one of TARGETS below (default cloudflare); each
 * target's own in its file; PUBLISH_BRANCH (else the forge's, else git's).
 */
import fs from "node:fs";
import path from "node:path";
import { cmsBackend } from "../../src/config/site";
import { ROOT } from "../wrangler";
import { currentBranch } from "./branch";
import { cloudflare } from "./cloudflareTarget";
import { githubPages } from "./githubPagesTarget";
import { netlify } from "./netlifyTarget";
import { nginx } from "./nginx";
import { buildSite } from "./steps";
import type { Target } from "./target";

export const TARGETS: Record<string, Target> = {
  cloudflare,
  "github-pages": githubPages,
  netlify,
  nginx,
};

/** Where a preview's URL is written for the pipeline (GitLab reads it as a dotenv report). */
export const PREVIEW_FILE = "preview.env";

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

export async function main(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const name = env.PUBLISH_TARGET || "cloudflare";
  const target = TARGETS[name];
  if (!target) throw new Error(`PUBLISH_TARGET is ${name}: ${Object.keys(TARGETS).join(", ")}`);
  const context = { root: ROOT, env, dryRun: args.includes("--dry-run") };
  if (args.includes("--rollback")) return target.rollback(context);

  const branch = currentBranch(env, ROOT);
  const live = branch === cmsBackend.branch;
  console.log(`publish: branch ${branch} (${live ? "the site's: deploy" : "a draft: preview"})`);
  if (context.dryRun) console.log("publish: a dry run: nothing is sent");

  // No checks of our own first: the build runs the locale and company checks in `onPreInit`
  // and fails naming the file, line and key, before it builds anything.
  const built = await step("build", () => buildSite(ROOT));
  if (built !== 0) {
    console.error("publish: the build failed; nothing was published.");
    return 1;
  }
  if (live) return step("deploy", () => target.deploy(context));
  if (!target.preview) {
    console.log(`publish: ${name} makes no previews; the draft was built and checked.`);
    return 0;
  }
  const { code, url } = await step("preview", () => target.preview!(context, branch));
  if (url) reportPreview(url, env);
  return code;
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
