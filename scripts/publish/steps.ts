import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathPrefixOf } from "../../plugins/shared/pathPrefix";

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
 * Gatsby keeps the query results of unchanged data across builds, and a new path prefix is no
 * change to it: image URLs keep the old prefix (gatsbyjs/gatsby#7881; so in Gatsby 5.16). So a
 * build under another prefix than the last one (its manifest's start_url) starts without
 * `.cache/` and `public/`: a site moving from `<owner>.github.io/<repo>/` to its own domain.
 */
export function forgetOtherPrefix(root: string, env: NodeJS.ProcessEnv): boolean {
  const manifest = path.join(root, "public", "manifest.webmanifest");
  if (!fs.existsSync(manifest)) return false;
  const { start_url } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { start_url: string };
  if (start_url === `${pathPrefixOf(env)}/`) return false;
  for (const dir of [".cache", "public"]) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  return true;
}

/**
 * `gatsby build`, never `gatsby clean` first (but see above): Gatsby keeps `.cache/` and `public/`
 * between runs and rebuilds only the pages whose data changed (a pipeline restores both folders).
 * Without the query types (gatsby-config.ts), which only the code's type-check reads: 1 s of a
 * warm build. `--prefix-paths`, as `npm run build`: under PATH_PREFIX when it is set.
 */
export function buildSite(root: string): Promise<number> {
  if (forgetOtherPrefix(root, process.env))
    console.log("publish: a new path prefix: a clean build");
  return run(path.join(root, "node_modules", ".bin", "gatsby"), ["build", "--prefix-paths"], {
    cwd: root,
    env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "1", SKIP_QUERY_TYPES: "1" },
  });
}
