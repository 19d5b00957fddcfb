import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** What the hosts' local runtimes (scripts/cloudflare.ts, scripts/netlify.ts) share. Node-only. */

/** Stops with a message unless `publicDir` holds a build; returns the build's compilation hash. */
export function requireBuild(publicDir: string): string {
  const appData = path.join(publicDir, "page-data", "app-data.json");
  if (!fs.existsSync(appData)) throw new Error("public/ has no build: run npm run build first");
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(appData, "utf8")) as {
    webpackCompilationHash: string;
  };
  return webpackCompilationHash;
}

/** A host's tool, stopped when this script is; resolves with its exit code. */
export function runTool(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdin: "inherit" | "ignore" },
): Promise<number> {
  const { cwd, env, stdin } = options;
  const child = spawn(command, args, { cwd, env, stdio: [stdin, "inherit", "inherit"] });
  const stop = () => child.kill("SIGTERM");
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

/** `tsx scripts/<host>.ts`: serves the build on the host's runtime and sets the exit code. */
export function hostCli(host: string, serve: () => Promise<number>, args: string[]): void {
  if (args.length > 0) {
    console.error(`usage: tsx scripts/${host}.ts (serves the build; npm run publish deploys it)`);
    process.exitCode = 2;
    return;
  }
  serve().then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`${host}: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
