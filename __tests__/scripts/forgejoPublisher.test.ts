/** @jest-environment node */
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";

/**
 * The Forgejo publisher's own steps (deploy/forgejo-publisher/), run as its runner runs them,
 * against a stand-in Forgejo: the site's repository on disk, reached by git through `insteadOf`,
 * and the API and the artifact downloads from a local server. Which release it takes, which
 * deploy.sh it runs, and when it tells the owner that the site's deploy files moved on.
 */

type Step = { id?: string; run?: string };
const publisher = parse(
  fs.readFileSync(
    path.join(__dirname, "../../deploy/forgejo-publisher/.forgejo/workflows/publish.yml"),
    "utf8",
  ),
) as { jobs: Record<string, { steps: Step[] }> };
const script = (job: string, id: string) =>
  publisher.jobs[job]!.steps.find((step) => step.id === id)!.run!;

let work: string;
let base: string;
let server: http.Server;
let git: Record<string, string>;
const commits: Record<"reviewed" | "content" | "edited", string> = {
  reviewed: "",
  content: "",
  edited: "",
};
/** What the stand-in API lists: the site's tasks, newest first. */
let tasks: object[] = [];
let release: Buffer;

const task = (run: number, sha: string, fields: object = {}) => ({
  run_number: run,
  head_sha: sha,
  head_branch: "main",
  event: "push",
  status: "success",
  workflow_id: "check.yml",
  ...fields,
});

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "publisher-"));
  const site = path.join(work, "site");
  const identity = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t" };
  const sh = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, ...identity, GIT_COMMITTER_EMAIL: "t@t" },
    }).trim();
  const commit = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), text);
    }
    sh("add", "-A");
    sh("commit", "-qm", "a change");
    return sh("rev-parse", "HEAD");
  };
  fs.mkdirSync(site);
  sh("init", "-q", "-b", "main");
  commits.reviewed = commit({
    "scripts/publish/deploy.sh": 'echo "the reviewed deploy.sh: $*" >>"$LOG"\n',
    "tools/cloudflare/package.json": '{ "dependencies": { "wrangler": "1.0.0" } }\n',
    "deploy/forgejo-publisher/.forgejo/workflows/publish.yml": "name: Publish\n",
    "locales/en/translations.json": '{ "hero": "Hello" }\n',
  });
  commits.content = commit({ "locales/en/translations.json": '{ "hero": "Hi" }\n' });
  commits.edited = commit({
    "scripts/publish/deploy.sh": 'echo "an editor\'s deploy.sh: $*" >>"$LOG"\n',
    "tools/cloudflare/package.json": '{ "dependencies": { "wrangler": "6.6.6" } }\n',
    "deploy/forgejo-publisher/.forgejo/workflows/publish.yml": "name: Mine\n",
  });
  // Served as Forgejo serves it: fetching any commit by its id is allowed.
  sh("clone", "-q", "--bare", site, path.join(work, "site.git"));
  sh("--git-dir", path.join(work, "site.git"), "config", "uploadpack.allowAnySHA1InWant", "true");

  // The release the site's check packed, as Forgejo serves a v3 artifact: zipped on the fly.
  fs.mkdirSync(path.join(work, "packed/public"), { recursive: true });
  fs.writeFileSync(path.join(work, "packed/public/index.html"), "<!doctype html>");
  execFileSync("tar", [
    "-cf",
    path.join(work, "release.tar"),
    "-C",
    path.join(work, "packed"),
    ".",
  ]);
  execFileSync("zip", ["-qj", path.join(work, "release.zip"), path.join(work, "release.tar")]);
  release = fs.readFileSync(path.join(work, "release.tar"));
  const zip = fs.readFileSync(path.join(work, "release.zip"));

  server = http.createServer((request, response) => {
    if (request.url === "/api/v1/repos/acme/site/actions/tasks?limit=50") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ workflow_runs: tasks, total_count: tasks.length }));
    } else if (request.url === "/acme/site/actions/runs/12/artifacts/release") {
      response.end(zip);
    } else {
      response.statusCode = 404;
      response.end("Not Found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  git = {
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: `url.file://${work}/site.git.insteadOf`,
    GIT_CONFIG_VALUE_0: `${base}/acme/site.git`,
  };
});

afterAll(() => {
  server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A step's script in a folder of its own, with bash -e as the runner runs it. */
async function run(job: string, id: string, env: Record<string, string> = {}, cwd?: string) {
  const dir = cwd ?? fs.mkdtempSync(path.join(work, "job-"));
  const output = path.join(dir, "..", `${path.basename(dir)}.output`);
  fs.writeFileSync(output, "");
  const environment = {
    PATH: process.env.PATH,
    HOME: work,
    GITHUB_SERVER_URL: base,
    GITHUB_OUTPUT: output,
    SITE_REPOSITORY: "acme/site",
    PUBLISH_TARGET: "cloudflare",
    LOG: path.join(work, "deploy.log"),
    ...git,
    ...env,
  };
  const result = await promisify(execFile)("bash", ["-e", "-c", script(job, id)], {
    cwd: dir,
    env: environment,
  }).then(
    ({ stdout, stderr }) => ({ status: 0, log: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      status: error.code,
      log: error.stdout + error.stderr,
    }),
  );
  const outputs = Object.fromEntries(
    fs
      .readFileSync(output, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/).slice(0, 2) as [string, string]),
  );
  return { ...result, dir, outputs };
}

describe("the Forgejo publisher", () => {
  it("takes the release of the site's check that passed on main's newest commit", async () => {
    tasks = [
      task(13, commits.edited, { event: "pull_request" }),
      task(12, commits.edited),
      task(11, commits.content),
    ];
    const found = await run("release", "find");
    expect(found.status).toBe(0);
    expect(found.outputs).toEqual({ main: commits.edited, run: "12" });

    const fetched = await run("release", "fetch", { RUN: "12" });
    expect(fetched.status).toBe(0);
    expect(fs.readFileSync(path.join(fetched.dir, "release.tar"))).toEqual(release);
    expect(fetched.outputs.sha256).toBe(createHash("sha256").update(release).digest("hex"));
  });

  it("takes nothing while main's newest commit has not passed the site's check on main", async () => {
    tasks = [
      task(16, commits.edited, { status: "running" }),
      task(15, commits.edited, { workflow_id: "other.yml" }),
      // A pull request from a fork whose branch is also called main.
      task(14, commits.edited, { event: "pull_request" }),
      task(13, commits.edited, { status: "failure" }),
      task(12, commits.content),
    ];
    const found = await run("release", "find");
    expect(found.status).toBe(0);
    expect(found.outputs).toEqual({ main: commits.edited, run: "" });
    expect(found.log).toContain(`${commits.edited} has not passed the site's check`);
  });

  it("deploys with deploy.sh and the host's tool at DEPLOY_COMMIT, never those of the commit published", async () => {
    const trusted = await run("deploy", "trusted", { DEPLOY_COMMIT: commits.reviewed });
    expect(trusted.status).toBe(0);
    fs.mkdirSync(path.join(trusted.dir, "release"));
    fs.copyFileSync(path.join(work, "release.tar"), path.join(trusted.dir, "release/release.tar"));
    const deployed = await run("deploy", "deploy", {}, trusted.dir);
    expect(deployed.status).toBe(0);
    expect(fs.readFileSync(path.join(work, "deploy.log"), "utf8")).toBe(
      "the reviewed deploy.sh: live release/release.tar\n",
    );
    expect(
      fs.readFileSync(path.join(trusted.dir, "tools/cloudflare/package.json"), "utf8"),
    ).toContain('"1.0.0"');

    // A branch name or a short id would follow what editors push: refused before any fetch.
    for (const loose of ["main", commits.reviewed.slice(0, 12)]) {
      const refused = await run("deploy", "trusted", { DEPLOY_COMMIT: loose });
      expect(refused.status).toBe(1);
      expect(refused.log).toContain("Set DEPLOY_COMMIT to the full id of a commit of the site");
      expect(fs.readdirSync(refused.dir)).toEqual([]);
    }
  });

  it("fails, naming what to read, when main's deploy files differ from DEPLOY_COMMIT's", async () => {
    const moved = await run("in-step", "compare", {
      DEPLOY_COMMIT: commits.reviewed,
      MAIN: commits.edited,
    });
    expect(moved.status).toBe(1);
    for (const file of [
      "scripts/publish/deploy.sh",
      "tools/cloudflare/package.json",
      "deploy/forgejo-publisher/.forgejo/workflows/publish.yml",
    ]) {
      expect(moved.log).toContain(file);
    }
    expect(moved.log).toContain(
      `${base}/acme/site/compare/${commits.reviewed}...${commits.edited}`,
    );
    // A change of content only is the editors' own.
    const content = await run("in-step", "compare", {
      DEPLOY_COMMIT: commits.reviewed,
      MAIN: commits.content,
    });
    expect(content.status).toBe(0);
  });
});
