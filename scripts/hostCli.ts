import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** What the hosts' scripts (scripts/cloudflare.ts, scripts/netlify.ts) share. Node-only. */

/** Stops with a message unless `publicDir` holds a build; returns the build's compilation hash. */
export function requireBuild(publicDir: string): string {
  const appData = path.join(publicDir, "page-data", "app-data.json");
  if (!fs.existsSync(appData)) throw new Error("public/ has no build: run npm run build first");
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(appData, "utf8")) as {
    webpackCompilationHash: string;
  };
  return webpackCompilationHash;
}

type RunOptions = {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdin: "inherit" | "ignore";
  /** Keep the tool's standard output (for its JSON) instead of printing it. */
  capture?: boolean;
};

/** A host's tool, stopped when this script is; resolves with its exit code and captured output. */
export function runTool(
  command: string,
  args: string[],
  { cwd, env, stdin, capture = false }: RunOptions,
): Promise<{ code: number; out: string }> {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: [stdin, capture ? "pipe" : "inherit", "inherit"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const stop = () => child.kill("SIGTERM");
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code: code ?? 1, out })));
}

export type HostCommands = {
  serve(): Promise<number>;
  deploy(dryRun: boolean): Promise<number>;
  uploadPreview(alias: string, dryRun: boolean): Promise<{ code: number; url?: string }>;
  rollback(dryRun: boolean): Promise<number>;
};

async function dispatch(host: string, commands: HostCommands, args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const dryRun = rest.includes("--dry-run");
  if (command === "serve") return commands.serve();
  if (command === "deploy") return commands.deploy(dryRun);
  if (command === "rollback") return commands.rollback(dryRun);
  const alias = rest.find((arg) => !arg.startsWith("--"));
  if (command === "preview" && alias) {
    const { code, url } = await commands.uploadPreview(alias, dryRun);
    if (url) console.log(`Preview: ${url}`);
    return code;
  }
  console.error(
    `usage: tsx scripts/${host}.ts serve | deploy [--dry-run] | preview ALIAS [--dry-run] | rollback [--dry-run]`,
  );
  return 2;
}

/** `tsx scripts/<host>.ts <command>`: runs it and sets the exit code. */
export function hostCli(host: string, commands: HostCommands, args: string[]): void {
  dispatch(host, commands, args).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`${host}: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
