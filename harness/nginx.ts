import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "../scripts/lib/ports";

/** The repository, which every harness module works from. */
export const ROOT = path.resolve(__dirname, "..");

export type NginxOptions = {
  tls?: boolean;
  /** Defaults to the repository's public/. */
  publicDir?: string;
  /** Defaults to deploy/nginx/generated. */
  generatedDir?: string;
  /** Addresses the per-client limits never apply to (the runner's LIMIT_EXEMPT). */
  limitExempt?: string;
};

export type RunningNginx = {
  origin: string;
  port: number;
  prefix: string;
  /** The master process (the runner execs nginx in the foreground). */
  pid: number;
  /** The self-signed certificate of TLS mode. */
  certificate?: string;
  /**
   * Re-read the configuration (nginx's graceful reload), resolved once every worker runs the new
   * one: until the old workers have gone, a kept-alive connection can still be answered with the
   * old configuration's headers.
   */
  reload(): Promise<void>;
  stop(): Promise<void>;
};

/** The worker processes of an nginx master (Linux: from /proc). */
function workerPids(master: number): number[] {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which may contain spaces: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return parent === master ? [Number(entry)] : [];
    } catch {
      return []; // the process ended while listing
    }
  });
}

/** nginx's graceful reload, resolved once every worker runs the new configuration. */
export async function reloadNginx(master: number, log: () => string): Promise<void> {
  const before = workerPids(master);
  process.kill(master, "SIGHUP");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = workerPids(master);
    if (now.length > 0 && now.every((pid) => !before.includes(pid))) return;
    if (Date.now() > deadline) throw new Error(`nginx's old workers did not exit:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx's graceful stop (SIGQUIT), resolved when the master has exited. */
export async function quitNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGQUIT");
  });
}

/** `PORT=<free> [TLS=1] npm run serve:nginx`, exactly as an owner runs it. */
export async function startNginx(options: NginxOptions = {}): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "serving-nginx-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NGINX_PREFIX: prefix };
  if (options.tls) env.TLS = "1";
  if (options.publicDir) env.PUBLIC_DIR = options.publicDir;
  if (options.generatedDir) env.GENERATED_DIR = options.generatedDir;
  if (options.limitExempt) env.LIMIT_EXEMPT = options.limitExempt;
  const child = spawn("bash", [path.join(ROOT, "scripts", "serve-nginx.sh")], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  const scheme = options.tls ? "https" : "http";
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    port,
    prefix,
    pid: child.pid as number,
    certificate: options.tls ? path.join(prefix, "tls", "cert.pem") : undefined,
    reload: () => reloadNginx(child.pid as number, () => output),
    stop: async () => {
      await quitNginx(child);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
