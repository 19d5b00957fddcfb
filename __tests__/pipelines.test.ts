/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PREVIEW_CONTEXT } from "../plugins/shared/cmsBackend";
import { PREVIEW_FILE } from "../scripts/publish/cli";
import { cmsBackend } from "../src/config/site";

/**
 * The forges' pipelines (docs/OWNER.md). `npm run lint:workflows` checks the
 * GitHub and Forgejo files against the workflow schema in test:static; this checks what the schema
 * cannot: which jobs run for which event, that nothing publishes before the check passed, least
 * privilege, pinned actions, where secrets go, the preview the CMS reads. GitLab has no linter that
 * runs offline: its file is parsed and checked here only.
 */

const root = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = {
  if?: string;
  needs?: string | string[];
  container?: { image: string };
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  steps: Step[];
};
type Workflow = {
  on: { push: { branches: string[] }; pull_request: unknown; schedule?: { cron: string }[] };
  permissions: Record<string, string>;
  "enable-email-notifications"?: boolean;
  jobs: Record<string, Job>;
};

/** An event as a job's `if:` sees it. */
type Run = { event: string; fork?: boolean; target?: string; failed?: boolean };

/**
 * Whether a job's `if:` lets it run: the expression, with the contexts it reads replaced by this
 * run's values, evaluated as JavaScript (the operators our conditions use mean the same there).
 * A context not replaced here is left as a name JavaScript does not know, and throws. As on the
 * forge, after a failure only a job that asks for `failure()` runs.
 */
function allows(job: Job, { event, fork = false, target = "", failed = false }: Run): boolean {
  const condition = job.if ?? "true";
  if (failed && !condition.includes("failure()")) return false;
  const expression = condition
    .replace(
      /github\.event\.pull_request\.head\.repo\.full_name/g,
      fork ? "'fork/site'" : "'o/site'",
    )
    .replace(/github\.repository/g, "'o/site'")
    .replace(/github\.event_name/g, `'${event}'`)
    .replace(/vars\.PUBLISH_TARGET/g, `'${target}'`)
    .replace(/failure\(\)/g, String(failed));
  return Boolean(new Function(`return (${expression});`)());
}

const needsOf = (job: Job) => [job.needs ?? []].flat();
const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;
const secretsOf = (job: Job) => [
  ...new Set([...JSON.stringify(job).matchAll(/secrets\.(\w+)/g)].map((match) => match[1]!)),
];

describe.each([
  [".github/workflows/publish.yml", "github"],
  [".forgejo/workflows/publish.yml", "forgejo"],
] as const)("%s", (file, forge) => {
  const source = read(file);
  const workflow = parse(source) as Workflow;
  const jobs = Object.entries(workflow.jobs);
  /**
   * The jobs that run for an event when every job passes: a job's `if:` allows it and the jobs it
   * needs ran. With `failed`, the jobs that run after one failed (only those asking for it).
   */
  const running = (run: Run) => {
    const runs = (name: string): boolean => {
      const job = workflow.jobs[name]!;
      return allows(job, run) && (run.failed === true || needsOf(job).every(runs));
    };
    return jobs.map(([name]) => name).filter(runs);
  };

  it("checks every push, pull request and scheduled run before anything else runs", () => {
    const check = workflow.jobs.check!;
    expect(check.if).toBeUndefined();
    expect(check.steps.map((step) => step.run)).toContain("npm run check");
    // Debian's Chromium, the browser the tests pin (scripts/lib/chromium.cjs), not the runner's Chrome.
    expect(check.container?.image).toMatch(/^node:\d+-bookworm$/);
    expect(check.steps.some((step) => /apt-get install .*\bchromium\b/.test(step.run ?? ""))).toBe(
      true,
    );
    // Every other job waits for the check, directly or through the job it needs.
    const waitsForCheck = (name: string): boolean =>
      needsOf(workflow.jobs[name]!).some((need) => need === "check" || waitsForCheck(need));
    for (const [name] of jobs.filter(([name]) => name !== "check")) {
      expect([name, waitsForCheck(name)]).toEqual([name, true]);
    }
  });

  it("publishes the site's branch on a push and every week, previews drafts, checks forks only", () => {
    expect(workflow.on.push.branches).toEqual([cmsBackend.branch]);
    expect(workflow.on).toHaveProperty("pull_request");
    expect(running({ event: "push" })).toEqual(["check", "publish"]);
    expect(running({ event: "schedule" })).toEqual(["check", "publish"]);
    expect(running({ event: "pull_request" })).toEqual(["check", "preview"]);
    expect(running({ event: "pull_request", fork: true })).toEqual(["check"]);
    const runs = (name: string) => workflow.jobs[name]!.steps.map((step) => step.run ?? "");
    expect(runs("publish")).toContain("npm run publish");
    expect(runs("preview")).toContain("npm run publish");
    // Never the full setup (Debian's browsers): the publish needs npm's packages only.
    expect(source).not.toContain("setup.sh");
  });

  it("runs every week, at a minute that is not the top of the hour", () => {
    const crons = (workflow.on.schedule ?? []).map(({ cron }) => cron.split(" "));
    expect(crons).toHaveLength(1);
    const [minute, hour, dayOfMonth, month, dayOfWeek] = crons[0]!;
    expect(Number(minute)).toBeGreaterThan(0);
    expect(hour).toMatch(/^\d+$/);
    expect([dayOfMonth, month]).toEqual(["*", "*"]);
    expect(dayOfWeek).toMatch(/^[0-6]$/);
  });

  it("publishes in order and never cuts a publish off; a newer save stops an older preview", () => {
    expect(workflow.jobs.publish!.concurrency!["cancel-in-progress"]).toBe(false);
    expect(workflow.jobs.preview!.concurrency!["cancel-in-progress"]).toBe(true);
  });

  it("grants nothing by default and declares each job's permissions", () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of jobs) {
      expect([name, typeof job.permissions]).toEqual([name, "object"]);
    }
    expect(workflow.jobs.check!.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.publish!.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.preview!.permissions).toEqual({ contents: "read", statuses: "write" });
    // Only jobs that run none of our code write more than a commit status.
    for (const [name, job] of jobs) {
      const writes = Object.entries(job.permissions ?? {}).filter(([, level]) => level === "write");
      if (writes.some(([scope]) => scope !== "statuses")) {
        expect([
          name,
          job.steps.filter((step) => step.uses?.startsWith("actions/checkout")),
        ]).toEqual([name, []]);
      }
    }
  });

  it("pins every action by its full commit, with the tag beside it", () => {
    const uses = jobs.flatMap(([, job]) => job.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) {
      expect(action).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/);
      expect(source).toMatch(
        new RegExp(`uses: ${action.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} # v\\d`),
      );
    }
  });

  it("gives production's secrets only to the site's branch, a preview's to drafts, none to forks", () => {
    expect(source).not.toContain("pull_request_target");
    for (const [name, job] of jobs) {
      const secrets = secretsOf(job);
      if (secrets.length === 0) continue;
      expect([name, allows(job, { event: "pull_request", fork: true })]).toEqual([name, false]);
      const drafts = allows(job, { event: "pull_request" });
      if (forge === "github") {
        // Same names, the values of the environment the job is bound to.
        expect([name, environmentOf(job)]).toEqual([name, drafts ? "preview" : "production"]);
      } else {
        // No environments on Forgejo: a preview's secrets have names of their own.
        for (const secret of secrets) {
          expect([name, secret.startsWith("PREVIEW_")]).toEqual([name, drafts]);
        }
      }
    }
    expect(secretsOf(workflow.jobs.publish!)).toContain("CLOUDFLARE_API_TOKEN");
    expect(secretsOf(workflow.jobs.preview!).length).toBeGreaterThan(0);
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

  if (forge === "github") {
    it("tells the CMS that a draft failed, and whoever pushed that the site was not published", () => {
      expect(running({ event: "pull_request", failed: true })).toEqual(["draft-failed"]);
      expect(running({ event: "pull_request", fork: true, failed: true })).toEqual([]);
      expect(running({ event: "push", failed: true })).toEqual(["not-published"]);
      expect(running({ event: "schedule", failed: true })).toEqual(["not-published"]);
      const draft = workflow.jobs["draft-failed"]!.steps[0]!.run!;
      expect(draft).toContain(`\\"state\\":\\"failure\\"`);
      const issue = workflow.jobs["not-published"]!;
      expect(issue.permissions).toEqual({ issues: "write" });
      expect(JSON.stringify(issue)).toContain("@$WHO");
    });

    it("publishes to GitHub Pages instead when that is the target, from a job that runs no code of ours", () => {
      const target = "github-pages";
      expect(running({ event: "push", target })).toEqual(["check", "pages-build", "pages-deploy"]);
      expect(running({ event: "schedule", target })).toEqual([
        "check",
        "pages-build",
        "pages-deploy",
      ]);
      expect(running({ event: "pull_request", target })).toEqual(["check"]);
      const build = workflow.jobs["pages-build"]!;
      const upload = build.steps.find((step) =>
        step.uses?.startsWith("actions/upload-pages-artifact"),
      );
      // .well-known/ (security.txt) is a hidden folder: left out unless asked for.
      expect(upload?.with).toMatchObject({ "include-hidden-files": true });
      const deploy = workflow.jobs["pages-deploy"]!;
      expect(needsOf(deploy)).toEqual(["pages-build"]);
      expect(deploy.permissions).toEqual({ pages: "write", "id-token": "write" });
      expect(environmentOf(deploy)).toBe("github-pages");
      expect(deploy.steps.map((step) => step.uses?.split("@")[0])).toEqual([
        "actions/deploy-pages",
      ]);
    });
  } else {
    it("emails whoever pushed when a run fails (Forgejo 12+)", () => {
      expect(workflow["enable-email-notifications"]).toBe(true);
    });
  }
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
    // Renovate checks its own configuration on the forge; the test command validates it too.
    expect(scripts.test!.split(" && ")).toContain("npm run lint:renovate");
  });
});

describe(".gitlab-ci.yml", () => {
  type GitLabJob = {
    rules?: { if: string }[];
    needs?: string[];
    image?: string;
    script: string[];
    before_script?: string[];
    interruptible: boolean;
    resource_group?: string;
    environment?: { name: string; url?: string };
    artifacts?: { reports: { dotenv: string } };
  };
  const ci = parse(read(".gitlab-ci.yml"), { merge: true }) as {
    workflow: { rules: { if: string }[] };
    default: { image: string };
    check: GitLabJob;
    publish: GitLabJob;
    preview: GitLabJob;
  };
  type Pipeline = { source: string; branch?: string };
  /** Whether any of these rules lets the pipeline through (GitLab's `$VAR == "x"`, `&&`, `||`). */
  const allows = (rules: { if: string }[] | undefined, { source, branch }: Pipeline) =>
    !rules ||
    rules.some((rule) => {
      const expression = rule.if
        .replace(/\$CI_PIPELINE_SOURCE/g, JSON.stringify(source))
        .replace(/\$CI_COMMIT_BRANCH/g, JSON.stringify(branch ?? null));
      return Boolean(new Function(`return (${expression});`)());
    });
  const jobsFor = (pipeline: Pipeline) =>
    allows(ci.workflow.rules, pipeline)
      ? (["check", "publish", "preview"] as const).filter((name) =>
          allows(ci[name].rules, pipeline),
        )
      : [];
  const main = cmsBackend.branch;

  it("checks first, then publishes the site's branch on a push and on a schedule, previews merge requests", () => {
    expect(jobsFor({ source: "push", branch: main })).toEqual(["check", "publish"]);
    expect(jobsFor({ source: "schedule", branch: main })).toEqual(["check", "publish"]);
    expect(jobsFor({ source: "merge_request_event" })).toEqual(["check", "preview"]);
    expect(jobsFor({ source: "push", branch: "cms/posts/en/hello" })).toEqual([]);
    expect(ci.check.script).toContain("npm run check");
    expect(ci.check.image ?? ci.default.image).toMatch(/^node:\d+-bookworm$/);
    expect(ci.check.script.some((line) => /apt-get install .*\bchromium\b/.test(line))).toBe(true);
    expect(ci.publish.needs).toEqual(["check"]);
    expect(ci.preview.needs).toEqual(["check"]);
  });

  it("publishes one at a time, never cut off, and previews drafts", () => {
    expect(ci.publish).toMatchObject({ resource_group: "production", interruptible: false });
    expect(ci.publish.script).toEqual(["npm run publish"]);
    expect(ci.preview.interruptible).toBe(true);
    expect(ci.preview.script).toEqual(["npm run publish"]);
  });

  it("binds production's variables to the production environment, and the check to none", () => {
    expect(ci.publish.environment?.name).toBe("production");
    expect(ci.check.environment).toBeUndefined();
    // The nginx host's key is production's: only the publish job reads it.
    expect(JSON.stringify(ci.publish)).toContain("PUBLISH_SSH_KEY");
    for (const job of [ci.check, ci.preview]) {
      expect(JSON.stringify(job)).not.toContain("PUBLISH_SSH_KEY");
    }
  });

  it("reports the preview as an environment the CMS reads, its URL from the publish command", () => {
    expect(ci.preview.artifacts?.reports.dotenv).toBe(PREVIEW_FILE);
    expect(ci.preview.environment?.url).toBe("$PREVIEW_URL");
    expect(ci.preview.environment?.name.startsWith(`${PREVIEW_CONTEXT}/`)).toBe(true);
  });
});
