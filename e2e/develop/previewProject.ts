import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject } from "../../harness/projectCopy";
import { freePort } from "../../scripts/lib/ports";

/**
 * A throw-away copy of the project, with the content as shipped, running `gatsby develop`, so a
 * test can break and fix its translation files the way an editor does without touching the real
 * ones.
 */

const root = path.join(__dirname, "..", "..");

/** How long `gatsby develop` may take to start on a loaded two-core machine. */
export const START_TIMEOUT_MS = 300_000;

export type PreviewProject = {
  dir: string;
  url: string;
  /** The end of what `gatsby develop` printed, for a failure message. */
  output: () => string;
  /** Everything it printed after `from` characters (`printed()` before an action). */
  printedSince: (from: number) => string;
  printed: () => number;
  read: (file: string) => string;
  write: (file: string, content: string | Buffer) => void;
  /** Saves the way the CMS's local mode does in Chrome (saveAsBrowser). */
  save: (file: string, content: string | Buffer) => Promise<void>;
  /** Stops the server; `keepFolder` leaves the copy to build in, for `remove()` to delete later. */
  stop: (options?: { keepFolder?: boolean }) => Promise<void>;
  remove: () => void;
};

/** How long each hidden file lives while Chrome and the page write it (a few round trips). */
const SWAP_LIFETIME_MS = 30;

/**
 * Writes a file as Chrome's File System Access API does for Sveltia CMS: into a hidden swap file
 * in the same folder (`.sveltia-tmp-….crswap`), renamed to Sveltia's temporary name and then over
 * the target. A watcher sees hidden files appear and vanish before the real one changes.
 */
export async function saveAsBrowser(file: string, content: string | Buffer): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, SWAP_LIFETIME_MS));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.sveltia-tmp-${process.hrtime.bigint()}`);
  fs.writeFileSync(`${temporary}.crswap`, content);
  await pause();
  fs.renameSync(`${temporary}.crswap`, temporary);
  await pause();
  fs.renameSync(temporary, file);
}

async function waitForPage(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`gatsby develop exited:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      // Until the first compilation, Gatsby answers with a "preparing" page.
      if (response.ok && !(await response.text()).includes("Preparing requested page")) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`gatsby develop did not serve ${url} in time:\n${output()}`);
}

export async function startPreview(): Promise<PreviewProject> {
  const dir = copyProject("preview-", { shipped: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const gatsby = path.join(root, "node_modules", "gatsby", "cli.js");
  // Its own process group, so stopping it also stops the workers it starts.
  const child = spawn(
    process.execPath,
    [gatsby, "develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: dir,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-6000);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });

  // A process ended by a signal has a signalCode and no exitCode.
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async ({ keepFolder = false } = {}) => {
    if (running() && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Ctrl+C, as an editor stops it.
      process.kill(-child.pid, "SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running()) process.kill(-child.pid, "SIGKILL");
    }
    if (!keepFolder) remove();
  };

  try {
    await waitForPage(`${url}/`, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    dir,
    url,
    output,
    printed: () => log.length,
    printedSince: (from) => log.slice(from),
    read: (file) => fs.readFileSync(path.join(dir, file), "utf8"),
    write: (file, content) => fs.writeFileSync(path.join(dir, file), content),
    save: (file, content) => saveAsBrowser(path.join(dir, file), content),
    stop,
    remove,
  };
}
