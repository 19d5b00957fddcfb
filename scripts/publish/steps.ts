import { spawn } from "node:child_process";
import path from "node:path";

/** Runs a command in `cwd` with its output shown; resolves with its exit code. */
export function run(command: string, args: string[], options: { cwd: string; env?: object }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * `gatsby build`, never `gatsby clean` first (plugins/cache-guard starts clean when it must): Gatsby keeps `.cache/` and `public/`
 * between runs and rebuilds only the pages whose data changed (a pipeline restores both folders).
 * Without the query types (gatsby-config.ts), which only the code's type-check reads: 1 s of a
 * warm build. `--prefix-paths`, as `npm run build`: under PATH_PREFIX when it is set.
 */
export function buildSite(root: string): Promise<number> {
  return run(path.join(root, "node_modules", ".bin", "gatsby"), ["build", "--prefix-paths"], {
    cwd: root,
    env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "1", SKIP_QUERY_TYPES: "1" },
  });
}
