/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PREVIEW_CONTEXT } from "../plugins/shared/cmsBackend";
import { PREVIEW_FILE } from "../scripts/publish/cli";
import { cmsBackend } from "../src/config/site";

/**
 * The forges' pipelines (deploy/README.md, "Pipelines"). @action-validator/cli checks the GitHub
 * and Forgejo files against the workflow schema in test:static; this checks what the schema
 * cannot: least privilege, pinned actions, the site's branch, the preview the CMS reads. GitLab
 * has no linter that runs offline: its file is parsed and checked here only.
 */

const root = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = {
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  steps: Step[];
};
type Workflow = {
  on: { push: { branches: string[] }; pull_request: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

describe.each([".github/workflows/publish.yml", ".forgejo/workflows/publish.yml"])("%s", (file) => {
  const source = read(file);
  const workflow = parse(source) as Workflow;
  const jobs = Object.entries(workflow.jobs);

  it("grants nothing by default and declares each job's permissions", () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of jobs)
      expect([name, typeof job.permissions]).toEqual([name, "object"]);
    expect(workflow.jobs.publish!.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.preview!.permissions).toEqual({ contents: "read", statuses: "write" });
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

  it("publishes the site's branch in order and previews the rest", () => {
    expect(workflow.on.push.branches).toEqual([cmsBackend.branch]);
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.jobs.publish!.concurrency!["cancel-in-progress"]).toBe(false);
    expect(workflow.jobs.preview!.concurrency!["cancel-in-progress"]).toBe(true);
    const runs = (name: string) => workflow.jobs[name]!.steps.map((step) => step.run ?? "");
    expect(runs("publish")).toContain("npm run publish");
    expect(runs("preview")).toContain("npm run publish");
    // Never the full setup (Debian's browsers): the publish needs npm's packages only.
    expect(source).not.toContain("setup.sh");
  });

  it("reports the preview under the context the CMS reads", () => {
    const report = workflow.jobs.preview!.steps.find((step) => step.run?.includes("/statuses/"));
    expect(report?.run).toContain(`\\"context\\":\\"${PREVIEW_CONTEXT}\\"`);
  });
});

describe(".gitlab-ci.yml", () => {
  type GitLabJob = {
    rules: { if: string }[];
    script: string[];
    interruptible: boolean;
    resource_group?: string;
    environment: { name: string; url?: string };
    artifacts?: { reports: { dotenv: string } };
  };
  const ci = parse(read(".gitlab-ci.yml"), { merge: true }) as {
    workflow: { rules: { if: string }[] };
    publish: GitLabJob;
    preview: GitLabJob;
  };

  it("runs for a push to the site's branch and for merge requests only", () => {
    expect(ci.workflow.rules.map((rule) => rule.if)).toEqual([
      `$CI_PIPELINE_SOURCE == "push" && $CI_COMMIT_BRANCH == "${cmsBackend.branch}"`,
      '$CI_PIPELINE_SOURCE == "merge_request_event"',
    ]);
  });

  it("publishes one at a time, never cut off, and previews drafts", () => {
    expect(ci.publish).toMatchObject({ resource_group: "production", interruptible: false });
    expect(ci.publish.script).toEqual(["npm run publish"]);
    expect(ci.preview.interruptible).toBe(true);
    expect(ci.preview.script).toEqual(["npm run publish"]);
  });

  it("reports the preview as an environment the CMS reads, its URL from the publish command", () => {
    expect(ci.preview.artifacts?.reports.dotenv).toBe(PREVIEW_FILE);
    expect(ci.preview.environment.url).toBe("$PREVIEW_URL");
    expect(ci.preview.environment.name.startsWith(`${PREVIEW_CONTEXT}/`)).toBe(true);
  });
});
