import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HASHED_BUNDLE, STATIC_PREFIX } from "../../plugins/serving/policy";
import { HAND_WRITTEN, httpConf, nginxConf, serverConf } from "./nginxConfig";

/**
 * Publishing to an nginx host: the build and its configuration go to a new folder
 * `<root>/releases/<id>/` (rsync, over SSH for `user@host:/path`), then scripts/publish/host.sh
 * tests it, switches `<root>/current` to it in one rename and reloads nginx.
 */

export type NginxTarget = {
  /** `user@host:/srv/site` (over SSH) or `/srv/site` (a folder on this machine). */
  host: string;
  /** The command that runs nginx on the host. */
  nginx: string;
  /** How many releases to keep (the live one and those before it). */
  keep: number;
  /** The ssh command rsync and the host steps use (options, key). */
  ssh: string;
  limitExempt: string[];
};

type Host = { remote?: string; root: string };

const HOST_SCRIPT = path.join(__dirname, "host.sh");

export function parseHost(spec: string): Host {
  const remote = /^([^/:]+):(\/.*)$/.exec(spec);
  const root = (remote ? remote[2]! : spec).replace(/\/+$/, "");
  if (!path.isAbsolute(root)) throw new Error(`the host's folder must be absolute: ${spec}`);
  return remote ? { remote: remote[1], root } : { root };
}

/** The files of public/ a page already open may still request: content-hashed, for grep -E. */
export const CARRIED = `^\\./(${STATIC_PREFIX.slice(1)}.*|${HASHED_BUNDLE.source
  .slice(3, -1)
  .replace("(?:", "(")}(\\.br|\\.gz)?)$`;

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

function spawnOut(command: string, args: string[], input?: string): Promise<[number, string]> {
  const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stdin.end(input ?? "");
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve([code ?? 1, out.trim()]));
  });
}

/** One step of host.sh on the host; its output (a release name) or an error. */
async function onHost(target: NginxTarget, host: Host, args: string[]): Promise<string> {
  const all = [args[0]!, host.root, target.nginx, ...args.slice(1)];
  const [code, out] = host.remote
    ? await spawnOut(
        "sh",
        ["-c", `${target.ssh} ${quote(host.remote)} sh -s -- ${all.map(quote).join(" ")}`],
        fs.readFileSync(HOST_SCRIPT, "utf8"),
      )
    : await spawnOut("sh", [HOST_SCRIPT, ...all]);
  if (code !== 0) throw new Error(`host.sh ${args[0]} failed (exit ${code})`);
  return out;
}

async function upload(target: NginxTarget, host: Host, from: string, to: string, base?: string) {
  const dest = host.remote ? `${host.remote}:${to}` : to;
  const args = ["-a", "--delete", "-e", target.ssh, ...(base ? [`--link-dest=${base}`] : [])];
  const [code] = await spawnOut("rsync", [...args, `${from}/`, `${dest}/`]);
  if (code !== 0) throw new Error(`rsync to ${dest} failed (exit ${code})`);
}

/** Stops unless deploy/nginx/generated was written for the build in public/. */
function requireMatchingBuild(root: string): void {
  const appData = path.join(root, "public", "page-data", "app-data.json");
  const maps = path.join(root, "deploy", "nginx", "generated", "maps.conf");
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(appData, "utf8")) as {
    webpackCompilationHash: string;
  };
  if (!fs.readFileSync(maps, "utf8").includes(`# Build ${webpackCompilationHash}.`)) {
    throw new Error("deploy/nginx/generated does not match the build in public/");
  }
}

/** The release's nginx/ folder, staged here before the upload. */
function stageConfig(root: string, release: string, limitExempt: string[]): string {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "publish-nginx-"));
  const deploy = path.join(root, "deploy", "nginx");
  for (const file of HAND_WRITTEN) fs.copyFileSync(path.join(deploy, file), path.join(stage, file));
  fs.cpSync(path.join(deploy, "generated"), path.join(stage, "generated"), { recursive: true });
  fs.writeFileSync(path.join(stage, "http.conf"), httpConf(release, limitExempt));
  fs.writeFileSync(path.join(stage, "server.conf"), serverConf(release));
  fs.writeFileSync(
    path.join(stage, "check.conf"),
    nginxConf({ site: release, http: "127.0.0.1:8080" }),
  );
  fs.chmodSync(stage, 0o755);
  return stage;
}

/** A release name that sorts by time: 20261126T101530123Z. */
export function releaseId(now = new Date()): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

/**
 * The host from the environment: PUBLISH_HOST (`user@host:/srv/site` or a local `/srv/site`),
 * PUBLISH_NGINX (the command that runs nginx there, default `nginx`), PUBLISH_KEEP (releases kept,
 * default 5), PUBLISH_SSH (default `ssh -o BatchMode=yes`), PUBLISH_LIMIT_EXEMPT.
 */
export function nginxTarget(env: NodeJS.ProcessEnv): NginxTarget {
  if (!env.PUBLISH_HOST) throw new Error("set PUBLISH_HOST (user@host:/srv/site or /srv/site)");
  return {
    host: env.PUBLISH_HOST,
    nginx: env.PUBLISH_NGINX || "nginx",
    keep: Math.max(2, Number(env.PUBLISH_KEEP || 5)),
    ssh: env.PUBLISH_SSH || "ssh -o BatchMode=yes",
    limitExempt: (env.PUBLISH_LIMIT_EXEMPT ?? "").split(/\s+/).filter(Boolean),
  };
}

/** The release's folder and configuration, made here; null in a dry run, which sends nothing. */
export async function publishNginx(
  root: string,
  target: NginxTarget,
  dryRun = false,
): Promise<string | null> {
  requireMatchingBuild(root);
  const host = parseHost(target.host);
  const id = releaseId();
  const release = `${host.root}/releases/${id}`;
  const stage = stageConfig(root, release, target.limitExempt);
  if (dryRun) {
    fs.rmSync(stage, { recursive: true, force: true });
    console.log(`publish: release ${id} would go to ${target.host}; nothing was sent`);
    return null;
  }
  const live = await onHost(target, host, ["prepare", id]);
  try {
    // Unchanged files are hard links to the live release's: only what changed is sent.
    const base = live ? `${host.root}/releases/${live}/public/` : undefined;
    await upload(target, host, path.join(root, "public"), `${release}/public`, base);
    await upload(target, host, stage, `${release}/nginx`);
  } catch (error) {
    await onHost(target, host, ["discard", id]).catch(() => undefined);
    throw error;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
  await onHost(target, host, ["activate", id, String(target.keep), CARRIED]);
  return id;
}
