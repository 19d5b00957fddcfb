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
import { cmsBackend } from "../../src/config/site";

/**
 * The Forgejo publisher's own steps (deploy/forgejo-publisher/), run as its runner runs them,
 * against a stand-in Forgejo: the site's repository on disk, reached by git through `insteadOf`,
 * the API and the artifact downloads from a local server, named as the site's workflow names
 * them. Which release it takes, which deploy.sh it runs, when it tells the owner.
 */

type Workflow = { jobs: Record<string, { steps: { id?: string; run?: string; with?: object }[] }> };
const ROOT = path.join(__dirname, "..", "..");
const SITE_WORKFLOW = ".forgejo/workflows/check.yml";
const workflow = (file: string) =>
  parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Workflow;
const publisher = workflow("deploy/forgejo-publisher/.forgejo/workflows/publish.yml");
const { name: artifact } = workflow(SITE_WORKFLOW).jobs.check!.steps.find(
  (step) => step.with && "retention-days" in step.with,
)!.with as { name: string };
const branch = cmsBackend.branch;

let work: string;
let base: string;
let server: http.Server;
let git: Record<string, string>;
const commits = { reviewed: "", content: "", edited: "" };
/** What the stand-in API lists: the site's tasks, newest first. */
let tasks: object[] = [];
let release: Buffer;

const task = (run: number, sha: string, fields: object = {}) => ({
  run_number: run,
  head_sha: sha,
  head_branch: branch,
  event: "push",
  status: "success",
  workflow_id: path.basename(SITE_WORKFLOW),
  ...fields,
});

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "publisher-"));
  const site = path.join(work, "site");
  fs.mkdirSync(site);
  const sh = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
      cwd: site,
      encoding: "utf8",
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
  sh("init", "-q", "-b", branch);
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
  // Served as Forgejo serves it: any commit may be fetched by its id.
  sh("clone", "-q", "--bare", site, path.join(work, "site.git"));
  sh("--git-dir", path.join(work, "site.git"), "config", "uploadpack.allowAnySHA1InWant", "true");

  // The release the site's check packed, zipped on the fly as Forgejo serves a v3 artifact.
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
  const routes: Record<string, () => Buffer | string> = {
    "/api/v1/repos/acme/site/actions/tasks?limit=50": () =>
      JSON.stringify({ workflow_runs: tasks, total_count: tasks.length }),
    [`/acme/site/actions/runs/12/artifacts/${artifact}`]: () =>
      fs.readFileSync(path.join(work, "release.zip")),
  };
  server = http.createServer((request, response) => {
    const route = routes[request.url!];
    response.statusCode = route ? 200 : 404;
    response.end(route ? route() : "Not Found");
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

/** A step's script, with `bash -e` as the runner runs it, in the job's folder (a new one). */
async function run(job: string, id: string, env: Record<string, string> = {}, dir?: string) {
  const cwd = dir ?? fs.mkdtempSync(path.join(work, "job-"));
  const output = `${cwd}.output`;
  fs.writeFileSync(output, "");
  const script = publisher.jobs[job]!.steps.find((step) => step.id === id)!.run!;
  const { status, log } = await promisify(execFile)("bash", ["-e", "-c", script], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: work,
      GITHUB_SERVER_URL: base,
      GITHUB_OUTPUT: output,
      SITE_REPOSITORY: "acme/site",
      PUBLISH_TARGET: "cloudflare",
      LOG: path.join(work, "deploy.log"),
      ...git,
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ status: 0, log: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      status: error.code,
      log: error.stdout + error.stderr,
    }),
  );
  const lines = fs.readFileSync(output, "utf8").split("\n").filter(Boolean);
  const outputs = Object.fromEntries(lines.map((line) => line.split(/=(.*)/).slice(0, 2)));
  return { status, log, cwd, outputs };
}

describe("the Forgejo publisher", () => {
  it("takes the release of the site's check that passed on the newest commit of its branch", async () => {
    tasks = [
      task(13, commits.edited, { event: "pull_request" }),
      task(12, commits.edited),
      task(11, commits.content),
    ];
    const found = await run("release", "find");
    expect([found.status, found.outputs]).toEqual([0, { main: commits.edited, run: "12" }]);

    const fetched = await run("release", "fetch", { RUN: "12" });
    expect(fetched.status).toBe(0);
    expect(fs.readFileSync(path.join(fetched.cwd, "release.tar"))).toEqual(release);
    expect(fetched.outputs.sha256).toBe(createHash("sha256").update(release).digest("hex"));
    // A run that packed nothing: the site's repository lacks PUBLISH_TARGET.
    const none = await run("release", "fetch", { RUN: "11" });
    expect(none.status).toBe(1);
    expect(none.log).toContain("is PUBLISH_TARGET set in the site's repository too?");
  });

  it("takes nothing while that commit has not passed the site's check on its branch", async () => {
    tasks = [
      task(16, commits.edited, { status: "running" }),
      task(15, commits.edited, { workflow_id: "other.yml" }),
      // A pull request from a fork whose branch has the same name.
      task(14, commits.edited, { event: "pull_request" }),
      task(13, commits.edited, { status: "failure" }),
      task(12, commits.content),
    ];
    const found = await run("release", "find");
    expect([found.status, found.outputs]).toEqual([0, { main: commits.edited, run: "" }]);
    expect(found.log).toContain(`${commits.edited} has not passed the site's check`);
  });

  it("deploys with deploy.sh and the host's tool at DEPLOY_COMMIT, never those of the commit published", async () => {
    const trusted = await run("deploy", "trusted", { DEPLOY_COMMIT: commits.reviewed });
    expect(trusted.status).toBe(0);
    fs.mkdirSync(path.join(trusted.cwd, "release"));
    fs.copyFileSync(path.join(work, "release.tar"), path.join(trusted.cwd, "release/release.tar"));
    expect((await run("deploy", "deploy", {}, trusted.cwd)).status).toBe(0);
    expect(fs.readFileSync(path.join(work, "deploy.log"), "utf8")).toBe(
      "the reviewed deploy.sh: live release/release.tar\n",
    );
    const tool = fs.readFileSync(path.join(trusted.cwd, "tools/cloudflare/package.json"), "utf8");
    expect(tool).toContain('"1.0.0"');

    // A branch's name or a short id would follow what editors push: refused before any fetch.
    for (const loose of [branch, commits.reviewed.slice(0, 12)]) {
      const refused = await run("deploy", "trusted", { DEPLOY_COMMIT: loose });
      expect(refused.status).toBe(1);
      expect(refused.log).toContain("Set DEPLOY_COMMIT to the full id of a commit of the site");
      expect(fs.readdirSync(refused.cwd)).toEqual([]);
    }
  });

  it("fails, naming what to read, when the deploy files differ from DEPLOY_COMMIT's", async () => {
    const env = { DEPLOY_COMMIT: commits.reviewed, MAIN: commits.edited };
    const moved = await run("in-step", "compare", env);
    expect(moved.status).toBe(1);
    expect(moved.log).toContain(
      `${base}/acme/site/compare/${commits.reviewed}...${commits.edited}`,
    );
    for (const file of [
      "scripts/publish/deploy.sh",
      "tools/cloudflare/",
      "deploy/forgejo-publisher/",
    ]) {
      expect(moved.log).toContain(file);
    }
    // A change of content only is the editors' own.
    expect((await run("in-step", "compare", { ...env, MAIN: commits.content })).status).toBe(0);
  });
});
