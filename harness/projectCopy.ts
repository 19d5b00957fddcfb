import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of the project for tests that build the site with changed files (an extra language, the
 * CMS's saves): what git tracks plus work in progress (untracked, not ignored), node_modules
 * linked, never the developer's own build.
 */

const ROOT = path.resolve(__dirname, "..");

export function copyProject(prefix: string): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(project, file));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  return project;
}

export type Build = { status: number | null; output: string; seconds: number };

/** `gatsby build` in the copy. */
export function buildProject(project: string): Build {
  const started = Date.now();
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
  });
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}
