/**
 * `npm run publish`: the site's build, staged for PUBLISH_TARGET and packed as one release
 * (release.tar, its sha256 recorded), then handed to scripts/publish/deploy.sh, the one step that
 * holds a host's credential. The pipelines split the same path in two (docs/OWNER.md): the check
 * job, with no secret, builds, tests and runs `--stage`; the deploy job verifies the release and
 * runs deploy.sh alone. Runs under tsx.
 *
 *   npm run publish                 build, stage, put live
 *   npm run publish -- --preview    build, stage, put on a preview of this branch
 *   npm run publish -- --stage      stage and pack the build already in public/; nothing is sent
 *   npm run publish -- --dry-run    everything but sending (with any of the above)
 *   npm run publish -- --rollback   back to the release before the live one
 *
 * npm passes `npm run publish --dry-run` (no `--`) as npm_config_dry_run=true: each option is
 * read in both spellings. Settings (environment): PUBLISH_TARGET, one of TARGETS below; each
 * host's own (deploy.sh); PUBLISH_BRANCH names a preview (else the forge's branch, else git's).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { requireBuild } from "../hostCli";
import { nodeFor, ROOT } from "../lib/tools";
import { site } from "../../src/config/site";
import { currentBranch, previewAlias } from "./branch";
import { cloudflare } from "./cloudflareTarget";
import { githubPages } from "./githubPagesTarget";
import { netlify } from "./netlifyTarget";
import { buildSite, run } from "./steps";
import type { Target } from "./target";

export const TARGETS: Record<string, Target> = {
  cloudflare,
  "github-pages": githubPages,
  netlify,
  // The build and the configuration the build wrote for it (deploy/nginx/push.sh sends both).
  nginx: {
    stage: (root) => ({
      public: path.join(root, "public"),
      nginx: path.join(root, "deploy", "nginx", "generated"),
    }),
  },
};

const FLAGS = ["--preview", "--stage", "--dry-run", "--rollback"] as const;
type Flag = (typeof FLAGS)[number];

export const USAGE = `usage: npm run publish [-- --preview | --stage | --rollback] [--dry-run]
  (none)      build, stage for PUBLISH_TARGET, put live
  --preview   build, stage, put on a preview of this branch
  --stage     stage and pack the build in public/ (what the check job runs); nothing is sent
  --rollback  back to the release before the live one
  --dry-run   everything but sending`;

export type Options = { mode: "live" | "preview" | "stage" | "rollback"; dryRun: boolean };

/** The options as given after `--` or as npm passes them without it (npm_config_dry_run=true). */
export function parseOptions(args: string[], env: NodeJS.ProcessEnv): Options {
  const unknown = args.filter((arg) => !(FLAGS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(" ")}\n${USAGE}`);
  const given = (flag: Flag) =>
    args.includes(flag) || env[`npm_config_${flag.slice(2).replace("-", "_")}`] === "true";
  const modes = (["--preview", "--stage", "--rollback"] as const).filter(given);
  if (modes.length > 1) throw new Error(`${modes.join(" and ")}: one at a time\n${USAGE}`);
  const mode = modes[0] ? (modes[0].slice(2) as Options["mode"]) : "live";
  return { mode, dryRun: given("--dry-run") };
}

export const RELEASE_DIR = "release";
export const RELEASE_TAR = "release.tar";
/**
 * The release's sha256 beside it, for GitLab's deploy jobs (an artifact; never a dotenv report,
 * whose variables would reach the deploy job's environment); GitHub's get a job output.
 */
export const RELEASE_SHA256_FILE = `${RELEASE_TAR}.sha256`;

/**
 * release/: the host's folders (`public` is what it serves) and the settings deploy.sh reads
 * (the domain; a preview's alias, from the branch, made here, where no secret is). Packed as
 * release.tar; its sha256 goes where the deploy job reads it. Returns the sha256.
 */
export function stageRelease(name: string, env: NodeJS.ProcessEnv, root = ROOT): string {
  const target = TARGETS[name]!;
  requireBuild(path.join(root, "public"));
  const dir = path.join(root, RELEASE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  for (const [folder, from] of Object.entries(target.stage(root, env))) {
    fs.cpSync(from, path.join(dir, folder), { recursive: true });
  }
  const settings = [`domain=${new URL(env.SITE_URL ?? site.siteUrl).hostname}`];
  if (target.aliasRoom) {
    settings.push(`alias=${previewAlias(currentBranch(env, root), target.aliasRoom())}`);
  }
  fs.writeFileSync(path.join(dir, "settings"), `${settings.join("\n")}\n`);
  const tar = path.join(root, RELEASE_TAR);
  fs.rmSync(tar, { force: true });
  if (spawnSync("tar", ["-cf", tar, "-C", dir, "."], { stdio: "inherit" }).status !== 0) {
    throw new Error("tar could not pack release/");
  }
  const sha256 = createHash("sha256").update(fs.readFileSync(tar)).digest("hex");
  fs.writeFileSync(path.join(root, RELEASE_SHA256_FILE), `${sha256}\n`);
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, `sha256=${sha256}\n`);
  console.log(`publish: ${RELEASE_TAR} staged for ${name}, sha256 ${sha256}`);
  return sha256;
}

/** deploy.sh with the release, the host's CLI run by a Node it supports. */
function deploy(mode: string, options: Options, env: NodeJS.ProcessEnv, sha256?: string) {
  const args = [path.join(__dirname, "deploy.sh"), mode, ...(options.dryRun ? ["--dry-run"] : [])];
  return run("sh", sha256 ? [...args, path.join(ROOT, RELEASE_TAR)] : args, {
    cwd: ROOT,
    env: {
      ...env,
      NODE: nodeFor("the hosts' CLIs", 22, 13),
      ...(sha256 ? { RELEASE_SHA256: sha256 } : {}),
    },
  });
}

export async function main(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const options = parseOptions(args, env);
  const name = env.PUBLISH_TARGET ?? "";
  if (!TARGETS[name]) {
    console.error(
      `publish: set PUBLISH_TARGET to ${Object.keys(TARGETS).join(", ")} (it is '${name}'); nothing was sent`,
    );
    return 1;
  }
  if (options.mode === "rollback") return deploy("rollback", options, env);
  if (options.mode !== "stage") {
    // No checks of our own first: the build runs the locale and company checks in `onPreInit`
    // and fails naming the file, line and key, before it builds anything.
    if ((await buildSite(ROOT)) !== 0) {
      console.error("publish: the build failed; nothing was published.");
      return 1;
    }
  }
  const sha256 = stageRelease(name, env);
  if (options.mode === "stage") return 0;
  return deploy(options.mode, options, env, sha256);
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`publish: ${error.message}`);
      process.exitCode = error.message.includes("usage:") ? 2 : 1;
    },
  );
}
