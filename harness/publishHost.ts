import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nginxConf } from "../scripts/publish/nginxConfig";
import { cmsBackend } from "../src/config/site";
import { quitNginx, reloadNginx } from "./nginx";
import { freePort, waitForPort } from "../scripts/lib/ports";

/**
 * A local nginx "host" for the publish command: a folder with releases/ and `current`, served by
 * Debian's nginx on a free loopback port through the configuration an owner installs once
 * (`npm run nginx:config`, the same function), in the foreground under the test.
 */

export type Host = {
  root: string;
  origin: string;
  /** PUBLISH_NGINX for the publish command: this nginx, its prefix and configuration. */
  nginx: string;
  /** The owner's one-time step after the first release: include it, test, reload. */
  includeSite(): Promise<void>;
  /** The release `current` points to. */
  live(): string;
  stop(): Promise<void>;
};

export async function startHost(): Promise<Host> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "publish-host-"));
  fs.chmodSync(work, 0o755); // nginx's workers (nobody, when started as root) read the releases
  const root = path.join(work, "site");
  const prefix = path.join(work, "nginx");
  fs.mkdirSync(root);
  fs.mkdirSync(prefix);
  const conf = path.join(prefix, "nginx.conf");
  const port = await freePort();
  const listen = `127.0.0.1:${port}`;
  fs.writeFileSync(conf, nginxConf({ site: null, http: listen }));
  const nginx = ["/usr/sbin/nginx", "-e", "stderr", "-p", prefix, "-c", conf];
  const child = spawn(nginx[0]!, [...nginx.slice(1), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);

  return {
    root,
    origin: `http://${listen}`,
    nginx: nginx.join(" "),
    includeSite: () => {
      fs.writeFileSync(conf, nginxConf({ site: path.join(root, "current"), http: listen }));
      return reloadNginx(child.pid!, () => output);
    },
    live: () => path.basename(fs.readlinkSync(path.join(root, "current"))),
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

/** `npm run publish` in a project folder, to the nginx host. */
export function publish(project: string, host: Host, args: string[] = []): Promise<Published> {
  return runPublish(
    project,
    {
      PUBLISH_TARGET: "nginx",
      PUBLISH_HOST: host.root,
      PUBLISH_NGINX: host.nginx,
      // The browsing client below asks faster than nginx's per-client limit allows one visitor.
      PUBLISH_LIMIT_EXEMPT: "127.0.0.1",
    },
    args,
  );
}
