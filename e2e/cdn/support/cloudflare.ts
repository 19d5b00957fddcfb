import { spawn } from "node:child_process";
import { ROOT } from "../../../harness/nginx";
import { freePort } from "../../../harness/ports";
import { get } from "../../serving/support/http";

export type RunningCloudflare = { origin: string; stop(): Promise<void>; log(): string };

/**
 * `PORT=<free> npm run serve:cloudflare`, as an owner runs it: the build on Cloudflare's own
 * runtime (wrangler's workerd), over HTTPS with its self-signed certificate, on loopback.
 */
export async function startCloudflare(): Promise<RunningCloudflare> {
  const port = await freePort();
  const child = spawn("npx", ["tsx", "scripts/cloudflare.ts", "serve"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve:cloudflare exited:\n${output}`);
    const ready = await get(`${origin}/`, { insecure: true }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`serve:cloudflare did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    log: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // The whole group: npx, tsx, wrangler and its workerd.
      process.kill(-(child.pid as number), "SIGTERM");
      await exited;
    },
  };
}
