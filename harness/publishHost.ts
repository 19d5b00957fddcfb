import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RELEASE_TAR } from "../scripts/publish/cli";
import { nginxConf } from "../scripts/publish/nginxConfig";
import { cmsBackend } from "../src/config/site";
import { quitNginx, ROOT } from "./nginx";
import { freePort, waitForPort } from "../scripts/lib/ports";

/**
 * A local nginx "server" for the publish command, set up as the owner's server setup script sets
 * one up, in a folder: the release folders (`site/`, PUBLISH_HOST), root's folder (`state/`: the
 * hand-written rules and the checked copies of releases) and the activation command
 * (deploy/nginx/activate.sh, reading releases as `nobody` where the server reads them as its
 * deploy user), served by Debian's nginx on a free loopback port, in the foreground.
 */

export type Host = {
  root: string;
  origin: string;
  /** PUBLISH_ACTIVATE: this server's site-activate. */
  activate: string;
  /** nginx's pid file: without it a reload fails. */
  pidFile: string;
  /** The release nginx serves ("" before the first). */
  live(): string;
  stop(): Promise<void>;
};

export async function startHost(): Promise<Host> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "publish-host-"));
  fs.chmodSync(work, 0o755); // nginx's workers and `nobody` read the releases
  const root = path.join(work, "site");
  const state = path.join(work, "state");
  const prefix = path.join(work, "nginx");
  for (const dir of [root, state, prefix]) fs.mkdirSync(dir);
  for (const file of ["site.conf", "limits.conf", "tls.conf"]) {
    fs.copyFileSync(path.join(ROOT, "deploy", "nginx", file), path.join(state, file));
  }
  const conf = path.join(prefix, "nginx.conf");
  const nginx = ["/usr/sbin/nginx", "-e", "stderr", "-p", prefix, "-c", conf];
  const activate = path.join(work, "site-activate");
  fs.writeFileSync(
    activate,
    [
      "#!/bin/sh",
      `SITE_ROOT=${root} SITE_STATE=${state} SITE_USER=nobody SITE_NGINX='${nginx.join(" ")}' \\`,
      `  exec sh ${path.join(ROOT, "deploy", "nginx", "activate.sh")} "$@"`,
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  const port = await freePort();
  // The browsing clients of the tests ask faster than the per-client limit allows one visitor.
  const site = { rules: state, live: path.join(state, "live"), limitExempt: ["127.0.0.1"] };
  fs.writeFileSync(conf, nginxConf({ ...site, http: `127.0.0.1:${port}` }));
  const live = () => fs.readlinkSync(path.join(state, "live")).replace(/^(releases\/|empty$)/, "");
  await new Promise<void>((resolve, reject) => {
    const init = spawn(activate, ["live"], { stdio: "inherit" });
    init.once("close", (code) => (code === 0 ? resolve() : reject(new Error("site-activate"))));
  });
  const child = spawn(nginx[0]!, [...nginx.slice(1), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);

  return {
    root,
    origin: `http://127.0.0.1:${port}`,
    activate,
    pidFile: path.join(prefix, "nginx.pid"),
    live,
    stop: async () => {
      await quitNginx(child);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

export type Published = { code: number; output: string; seconds: number };

/** `npm run publish` (as `tsx scripts/publish/cli.ts`) in a project folder, with these settings. */
export function runPublish(
  project: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): Promise<Published> {
  const started = Date.now();
  const child = spawn(
    path.join(project, "node_modules", ".bin", "tsx"),
    [path.join(project, "scripts", "publish", "cli.ts"), ...args],
    {
      cwd: project,
      env: { ...process.env, PUBLISH_BRANCH: cmsBackend.branch, FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once("close", (code) =>
      resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

const settings = (host: Host) => ({
  PUBLISH_TARGET: "nginx",
  PUBLISH_HOST: host.root,
  PUBLISH_ACTIVATE: host.activate,
});

/** `npm run publish` in a project folder, to the nginx host. */
export function publish(project: string, host: Host, args: string[] = []): Promise<Published> {
  return runPublish(project, settings(host), args);
}

/** deploy.sh's dry run, as `npm run publish` runs it, of the release the last publish packed. */
export function dryRun(project: string, host: Host) {
  const result = spawnSync("sh", ["scripts/publish/deploy.sh", "live", "--dry-run", RELEASE_TAR], {
    cwd: project,
    env: { ...process.env, ...settings(host) },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
