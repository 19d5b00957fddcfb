import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALES_FOLDER } from "../src/i18n/namespace";
import { SHIPPED_DIR } from "./shipped";

/**
 * A copy of the project for tests that build the site with changed files (an extra language, the
 * CMS's saves): what git tracks plus work in progress (untracked, not ignored), node_modules
 * linked, never the developer's own build. `shipped`: with the content as shipped
 * (harness/shipped.ts) instead of the editors' current files, for tests that assert on it.
 */

const ROOT = path.resolve(__dirname, "..");

export function copyProject(prefix: string, { shipped = false } = {}): string {
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
  if (shipped) {
    // The languages too are the shipped ones: a folder an owner added would not match them.
    for (const entry of fs.readdirSync(path.join(project, LOCALES_FOLDER), { withFileTypes: true }))
      if (entry.isDirectory())
        fs.rmSync(path.join(project, LOCALES_FOLDER, entry.name), { recursive: true });
    fs.cpSync(SHIPPED_DIR, project, { recursive: true });
  }
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
