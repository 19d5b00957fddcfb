import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "../scripts/lib/ports";

/** The repository, which every harness module works from. */
export const ROOT = path.resolve(__dirname, "..");

export type RunningNginx = {
  origin: string;
  /** The self-signed certificate of TLS mode. */
  certificate?: string;
  stop(): Promise<void>;
};

/** nginx's graceful stop (SIGQUIT), resolved when the master has exited. */
export async function quitNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGQUIT");
  });
}

/** `PORT=<free> [TLS=1] npm run serve:nginx`, exactly as an owner runs it. */
export async function startNginx(options: { tls?: boolean } = {}): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "serving-nginx-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NGINX_PREFIX: prefix };
  if (options.tls) env.TLS = "1";
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
    certificate: options.tls ? path.join(prefix, "tls", "cert.pem") : undefined,
    stop: async () => {
      await quitNginx(child);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
