/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PREVIEW_CONTEXT } from "../plugins/shared/cmsBackend";
import { RELEASE_SHA256_FILE, RELEASE_TAR } from "../scripts/publish/cli";
import { cmsBackend } from "../src/config/site";

/**
 * The forges' pipelines (docs/OWNER.md): our own rules, on top of what actionlint checks
 * (`npm run lint:workflows`, GitHub's and Forgejo's files). Above all: a job that can see a
 * secret runs nothing but the deploy script and what brings it the checked release, and on
 * Forgejo, where every workflow reads every secret, the site's repository holds none.
 */

const root = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Step = {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: object;
};
type Job = {
  if?: string;
  needs?: string | string[];
  container?: { image: string };
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  concurrency?: { "cancel-in-progress": boolean };
  outputs?: Record<string, string>;
  steps: Step[];
};
type Workflow = { on: Record<string, unknown>; permissions: object; jobs: Record<string, Job> };

/** What a job that holds a credential may run: the deploy script, and what brings it its input. */
const TRUSTED_ACTIONS = /^actions\/(?:checkout|download-artifact|deploy-pages)@/;
const TRUSTED_LINES = [
  // The job token out of the host tool's reach where the forge puts it in every step (Forgejo).
  /^(?:env -u FORGEJO_TOKEN -u GITHUB_TOKEN -u GITEA_TOKEN )?sh scripts\/publish\/deploy\.sh (?:live|preview) (?:release\/)?release\.tar$/,
  /^(?:if \[ "\$PUBLISH_TARGET" = nginx \]; then )?apt-get update -qq && apt-get install -y -qq --no-install-recommends rsync(?:; fi)?$/,
  /^echo "\$SHA256 {2}release\/artifact\.tar" \| sha256sum -c -$/,
  /^curl --fail-with-body -sS -X POST .*\/statuses\/\$SHA" -d .*$/,
];
const trusted = (script: string) =>
  script
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .every((line) => TRUSTED_LINES.some((rule) => rule.test(line)));

/** The host each secret belongs to: a job gets a secret only when that host is the target. */
const HOST_OF: [RegExp, string][] = [
  [/^CLOUDFLARE_/, "cloudflare"],
  [/^NETLIFY_/, "netlify"],
  [/^PUBLISH_(?:SSH_KEY|KNOWN_HOSTS)$/, "nginx"],
];

const IMAGE = /^node:\d+-bookworm@sha256:[0-9a-f]{64}$/;
const needsOf = (job: Job) => [job.needs ?? []].flat();
const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;
const secretsOf = (job: object) => [...JSON.stringify(job).matchAll(/secrets\.(\w+)/g)];

/** Every action pinned by its full commit with the tag beside it, every image by its digest. */
function expectPinned(source: string, workflow: Workflow) {
  const jobs = Object.values(workflow.jobs);
  for (const action of jobs.flatMap((job) => job.steps.flatMap((step) => step.uses ?? []))) {
    expect(action).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/);
    expect(source).toContain(`uses: ${action} # v`);
  }
  for (const job of jobs) if (job.container) expect(job.container.image).toMatch(IMAGE);
}

/** Every push to main, pull request and manual run, and weekly at a minute not on the hour. */
function expectTriggers(workflow: Workflow) {
  expect(workflow.on).toMatchObject({ push: { branches: [cmsBackend.branch] } });
  expect(Object.keys(workflow.on).sort()).toEqual([
    "pull_request",
    "push",
    "schedule",
    "workflow_dispatch",
  ]);
  const crons = (workflow.on.schedule as { cron: string }[]).map(({ cron }) => cron.split(" "));
  expect(crons).toHaveLength(1);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = crons[0]!;
  expect(Number(minute)).toBeGreaterThan(0);
  expect(hour).toMatch(/^\d+$/);
  expect([dayOfMonth, month]).toEqual(["*", "*"]);
  expect(dayOfWeek).toMatch(/^[0-6]$/);
}

/** A deploy's secret is passed only when its host is the target. */
function expectHostSecrets(name: string, job: Job) {
  for (const step of job.steps) {
    for (const [key, value] of Object.entries(step.env ?? {})) {
      const secret = /secrets\.(\w+)/.exec(String(value))?.[1];
      if (!secret) continue;
      const host = HOST_OF.find(([pattern]) => pattern.test(secret))?.[1];
      expect([name, key, String(value)]).toEqual([
        name,
        key,
        `\${{ env.PUBLISH_TARGET == '${host}' && secrets.${secret} || '' }}`,
      ]);
    }
  }
}

describe(".github/workflows/publish.yml", () => {
  const source = read(".github/workflows/publish.yml");
  const workflow = parse(source) as Workflow;
  const jobs = Object.entries(workflow.jobs);
  /**
   * A job that can see a host's credential: a secret, an environment's, or a token that deploys
   * (the job token's commit statuses and issues are the forge's own, and reach no host).
   */
  const holdsCredential = (job: Job) =>
    secretsOf(job).length > 0 ||
    job.environment !== undefined ||
    Object.entries(job.permissions ?? {}).some(
      ([scope, level]) => level === "write" && !["statuses", "issues"].includes(scope),
    );

  it("checks every push to main, pull request, weekly and manual run before anything else runs", () => {
    expectTriggers(workflow);
    expectPinned(source, workflow);
    const check = workflow.jobs.check!;
    expect(check.if).toBeUndefined();
    expect(check.steps.map((step) => step.run)).toContain("npm run check");
    const waitsForCheck = (name: string): boolean =>
      needsOf(workflow.jobs[name]!).some((need) => need === "check" || waitsForCheck(need));
    for (const [name] of jobs.filter(([name]) => name !== "check")) {
      expect([name, waitsForCheck(name)]).toEqual([name, true]);
    }
  });

  it("builds and tests once, where no secret is, and hands the deploy jobs that release and its sha256", () => {
    const check = workflow.jobs.check!;
    expect(secretsOf(check)).toEqual([]);
    expect(check.environment).toBeUndefined();
    const stage = check.steps.find((step) => step.run === "npm run publish -- --stage");
    expect(stage).toMatchObject({ id: "stage" });
    expect(check.outputs?.sha256).toContain("steps.stage.outputs.sha256");
    const upload = check.steps.find((step) => step.uses?.includes("/upload-artifact@"));
    expect(upload?.with?.path).toBe(RELEASE_TAR);
    for (const name of ["publish", "preview"]) {
      const deploy = workflow.jobs[name]!;
      expect(JSON.stringify(deploy)).toContain("RELEASE_SHA256");
      expect(JSON.stringify(deploy)).toContain("needs.check.outputs.sha256");
      // Live or preview is the job's, never a branch's name.
      const runs = deploy.steps.flatMap((step) => step.run ?? []);
      expect(runs).toContain(
        `sh scripts/publish/deploy.sh ${name === "publish" ? "live" : "preview"} release/${RELEASE_TAR}`,
      );
    }
    expect(workflow.jobs.publish!.if).toContain("github.event_name != 'pull_request'");
    expect(workflow.jobs.preview!.if).toContain("github.event_name == 'pull_request'");
    // A fork's pull request gets no secrets: no preview for it.
    expect(workflow.jobs.preview!.if).toContain(
      "github.event.pull_request.head.repo.full_name == github.repository",
    );
  });

  it("runs nothing in a job that holds a credential but the deploy script and what brings it the release", () => {
    const holders = jobs.filter(([, job]) => holdsCredential(job));
    expect(holders.map(([name]) => name)).toEqual(expect.arrayContaining(["publish", "preview"]));
    for (const [name, job] of holders) {
      for (const step of job.steps) {
        const ok = step.uses ? TRUSTED_ACTIONS.test(step.uses) : trusted(step.run ?? "");
        expect([name, step.uses ?? step.run, ok]).toEqual([name, step.uses ?? step.run, true]);
        // An artifact lands in a folder of its own, never over the checkout's deploy script.
        if (step.uses?.includes("/download-artifact@")) expect(step.with?.path).toBe("release");
      }
    }
  });

  it("gives a deploy only the chosen host's secrets, production's to main alone and a preview's to drafts", () => {
    expect(source).not.toContain("pull_request_target");
    for (const [name, job] of jobs) expectHostSecrets(name, job);
    expect(environmentOf(workflow.jobs.publish!)).toBe("production");
    expect(environmentOf(workflow.jobs.preview!)).toBe("preview");
  });

  it("grants nothing by default; publishes in order, never cut off; a newer save stops an older preview", () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of jobs)
      expect([name, typeof job.permissions]).toEqual([name, "object"]);
    expect(workflow.jobs.publish!.concurrency!["cancel-in-progress"]).toBe(false);
    expect(workflow.jobs.preview!.concurrency!["cancel-in-progress"]).toBe(true);
  });

  it("reports the preview under the context the CMS reads", () => {
    const reports = jobs.flatMap(([, job]) =>
      job.steps.filter((step) => step.run?.includes("/statuses/")),
    );
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report.run).toContain(`\\"context\\":\\"${PREVIEW_CONTEXT}\\"`);
    }
  });

  it("deploys to GitHub Pages the artifact the check job built and tested under Pages' prefix", () => {
    const check = workflow.jobs.check!;
    expect(check.permissions).toEqual({ contents: "read", pages: "read" });
    const pagesRun = check.steps.find((step) => step.run?.includes("npm run test:pages"));
    expect(pagesRun?.env).toMatchObject({ PATH_PREFIX: expect.stringContaining("base_path") });
    const deploy = workflow.jobs["pages-deploy"]!;
    expect(deploy.permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(deploy.steps.map((step) => step.uses?.split("@")[0] ?? "verify")).toEqual([
      "actions/download-artifact",
      "verify",
      "actions/deploy-pages",
    ]);
  });
});

describe(".forgejo/workflows/check.yml, the site's pipeline on Forgejo", () => {
  const source = read(".forgejo/workflows/check.yml");
  const workflow = parse(source) as Workflow;

  it("holds no secret: any workflow on any branch an editor pushes would read it", () => {
    expect(secretsOf(workflow)).toEqual([]);
    expect(Object.keys(workflow.jobs)).toEqual(["check"]);
    expect(workflow.jobs.check!.environment).toBeUndefined();
  });

  it("checks every push to main, pull request, weekly and manual run, and packs main's release", () => {
    expectTriggers(workflow);
    const { steps } = workflow.jobs.check!;
    expect(steps.map((step) => step.run)).toContain("npm run check");
    const stage = steps.find((step) => step.run === "npm run publish -- --stage");
    expect(stage?.if).toContain("github.event_name != 'pull_request'");
    const upload = steps.find((step) => step.uses?.includes("/upload-artifact@"));
    expect(upload?.with).toMatchObject({ name: "release", path: RELEASE_TAR });
    expectPinned(source, workflow);
  });
});

describe("deploy/forgejo-publisher, the repository that puts a Forgejo site live", () => {
  const file = "deploy/forgejo-publisher/.forgejo/workflows/publish.yml";
  const source = read(file);
  const workflow = parse(source) as Workflow & { concurrency: object };
  const jobs = Object.entries(workflow.jobs);
  const runs = (job: Job) => job.steps.flatMap((step) => step.run ?? []).join("\n");

  it("looks every few minutes and on demand, one run at a time, none cut off, each release once", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    const [cron] = workflow.on.schedule as { cron: string }[];
    expect(cron!.cron).toMatch(/^\*\/([1-9]|10) \* \* \* \*$/);
    expect(workflow.concurrency).toEqual({ group: "publish", "cancel-in-progress": false });
    // Each run of the site's check is taken once: recorded before its release is fetched, so a
    // publish that fails is mailed once, not every few minutes.
    const uses = workflow.jobs.release!.steps.map((step) => step.uses?.split("@")[0] ?? step.id);
    expect(uses.indexOf("actions/cache/save")).toBeLessThan(uses.indexOf("fetch"));
  });

  it("runs no code of the site: no checkout, install, build or cache of it", () => {
    for (const [name, job] of jobs) {
      expect([name, runs(job)]).toEqual([name, expect.not.stringMatching(/\b(?:npm|npx|tsx)\b/)]);
      for (const { uses, with: inputs } of job.steps.filter((step) => step.uses)) {
        expect([name, uses]).toEqual([
          name,
          expect.stringMatching(
            /^actions\/(?:cache\/restore|cache\/save|(?:up|down)load-artifact)@/,
          ),
        ]);
        // Its one cache is its own record, looked up, never restored.
        if (uses!.startsWith("actions/cache/restore@")) expect(inputs?.["lookup-only"]).toBe(true);
      }
    }
    expectPinned(source, workflow);
  });

  it("gives the host's secrets to the deploy alone, which runs the reviewed deploy.sh on the release", () => {
    for (const [name, job] of jobs) {
      expect([name, secretsOf(job).length > 0]).toEqual([name, name === "deploy"]);
    }
    const deploy = workflow.jobs.deploy!;
    expectHostSecrets("deploy", deploy);
    // deploy.sh and the host's tool come from DEPLOY_COMMIT before the release arrives, and the
    // release lands in a folder of its own.
    const [code, download, ...rest] = deploy.steps;
    expect(code!.run).toContain(
      'git fetch -q --depth 1 "$GITHUB_SERVER_URL/$SITE_REPOSITORY.git" "$DEPLOY_COMMIT"',
    );
    expect(download!.uses).toMatch(/^actions\/download-artifact@/);
    expect(download!.with).toEqual({ name: "release", path: "release" });
    expect(rest.every((step) => trusted(step.run ?? ""))).toBe(true);
    expect(rest.at(-1)!.run).toBe(
      `env -u FORGEJO_TOKEN -u GITHUB_TOKEN -u GITEA_TOKEN sh scripts/publish/deploy.sh live release/${RELEASE_TAR}`,
    );
    expect(JSON.stringify(deploy)).toContain("needs.release.outputs.sha256");
  });
});

describe(".gitlab-ci.yml", () => {
  type GitLabJob = {
    rules?: { if: string }[];
    needs?: string[];
    cache?: unknown;
    script: string[];
    before_script?: string[];
    environment?: { name: string; url?: string };
    artifacts?: { paths?: string[]; reports: { dotenv: string } };
    resource_group?: string;
    interruptible: boolean;
  };
  const ci = parse(read(".gitlab-ci.yml"), { merge: true }) as Record<string, GitLabJob> & {
    default: { image: string };
  };

  it("checks first, without secrets, and hands on one release and its sha256", () => {
    expect(ci.default.image).toMatch(IMAGE);
    expect(ci.check!.environment).toBeUndefined();
    expect(ci.check!.script).toContain("npm run check");
    expect(ci.check!.script.join("\n")).toContain("npm run publish -- --stage");
    // No dotenv report: its variables would reach the deploy jobs' environment (NODE_OPTIONS).
    expect(ci.check!.artifacts).toEqual({
      paths: [RELEASE_TAR, RELEASE_SHA256_FILE],
      expire_in: "1 week",
    });
    for (const name of ["publish", "preview"]) expect(ci[name]!.needs).toEqual(["check"]);
  });

  it("runs nothing in a job that holds a credential but the deploy script: no cache, no install, no build", () => {
    expect(ci.publish!.script).toEqual([`sh scripts/publish/deploy.sh live ${RELEASE_TAR}`]);
    expect(ci.preview!.script).toEqual([`sh scripts/publish/deploy.sh preview ${RELEASE_TAR}`]);
    for (const name of ["publish", "preview"]) {
      const job = ci[name]!;
      expect(job.cache).toEqual([]);
      expect([...(job.before_script ?? []), ...job.script].every(trusted)).toBe(true);
      // The SSH key reaches deploy.sh alone, which writes it without printing it, whatever the
      // variable's type (__tests__/scripts/deploy.test.ts).
      expect(JSON.stringify(job)).not.toContain("PUBLISH_SSH_KEY");
    }
  });

  it("publishes main one at a time, never cut off, with production's variables; previews merge requests", () => {
    expect(ci.publish).toMatchObject({ resource_group: "production", interruptible: false });
    expect(ci.publish!.environment?.name).toBe("production");
    expect(ci.publish!.rules![0]!.if).toMatch(/push\|schedule\|web/);
    expect(ci.preview!.rules![0]!.if).toContain('$CI_PIPELINE_SOURCE == "merge_request_event"');
    expect(ci.preview!.interruptible).toBe(true);
    // deploy.sh writes the preview's URL to preview.env; the environment the CMS reads takes it.
    expect(ci.preview!.artifacts?.reports.dotenv).toBe("preview.env");
    expect(read("scripts/publish/deploy.sh")).toContain('>"$here/preview.env"');
    expect(ci.preview!.environment?.url).toBe("$PREVIEW_URL");
    expect(ci.preview!.environment?.name.startsWith(`${PREVIEW_CONTEXT}/`)).toBe(true);
  });
});

describe("package.json", () => {
  const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

  it("has one check for the pipelines: static checks, unit tests, the clean build, Chromium", () => {
    expect(scripts.check!.split(" && ")).toEqual([
      "npm run test:static",
      "npm run test:unit",
      "npm run build:clean",
      "npm run e2e",
    ]);
    expect(scripts["test:static"]!.split(" && ")).toContain("npm run lint:workflows");
    expect(scripts.test!.split(" && ")).toContain("npm run lint:renovate");
  });
});

describe("the serving suites in each forge's check", () => {
  it.each([".github/workflows/publish.yml", ".forgejo/workflows/check.yml", ".gitlab-ci.yml"])(
    "%s runs them when deploy/ or plugins/serving/ change, leaving out only the sandboxed server",
    (file) => {
      const text = read(file);
      expect(text).toMatch(/if git diff --quiet \S+ HEAD -- deploy plugins\/serving; then/);
      // Each project alone: Playwright's filters do not reach a project another depends on.
      expect(text).toMatch(
        /\n +npm run test:serving:run -- --project serving --grep-invert @sandbox\n +npm run test:publish\n/,
      );
      expect(read("e2e/serving/production.spec.ts")).toMatch(/^test\(".*@sandbox",/m);
    },
  );
});
