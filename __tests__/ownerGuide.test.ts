/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { TARGETS } from "../scripts/publish/cli";

/**
 * docs/OWNER.md cannot drift from the code: every `npm run` it gives is a script of the project,
 * with a target, options and arguments the code takes, and a suite of the test command runs it
 * (as far as it runs without an account).
 */
const ROOT = path.join(__dirname, "..");
const guide = fs.readFileSync(path.join(ROOT, "docs", "OWNER.md"), "utf8");
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/** Which suite runs each command of the guide: the file must name it. */
const RUN_BY: Record<string, { file: string; names: string }> = {
  build: { file: "scripts/build-test.sh", names: "build-clean" },
  "serve:cloudflare": { file: "e2e/hosts/support/hosts.ts", names: "serve:${host.name}" },
  "serve:netlify": { file: "e2e/hosts/support/hosts.ts", names: "serve:${host.name}" },
  "serve:nginx": { file: "harness/nginx.ts", names: "serve-nginx.sh" },
  "serve:pages": { file: "e2e/pages/global-setup.ts", names: "servePages(" },
  "nginx:config": { file: "e2e/serving/production.spec.ts", names: '"server"' },
  "publish nginx --dry-run": { file: "e2e/publish/publish.spec.ts", names: "dryRun(" },
  "publish nginx --rollback": { file: "e2e/publish/publish.spec.ts", names: '["--rollback"]' },
  "publish cloudflare --dry-run": { file: "e2e/hosts/deploy.spec.ts", names: '"--dry-run"' },
  "publish netlify --dry-run": { file: "e2e/hosts/deploy.spec.ts", names: '"netlify"' },
  "publish cloudflare --rollback": {
    file: "__tests__/scripts/publish.test.ts",
    names: '"cloudflare"',
  },
  "publish netlify --rollback": { file: "__tests__/scripts/publish.test.ts", names: '"netlify"' },
  "publish github-pages": { file: "e2e/pages/global-setup.ts", names: '"github-pages"' },
};

type Command = { env: Record<string, string>; script: string; args: string[] };

/** Every `npm run …` in the guide's code, with the variables set before it. */
function commands(): Command[] {
  const code = [...guide.matchAll(/`([^`\n]*npm run [^`\n]*)`/g)].map(([, text]) => text!);
  return code.flatMap((text) =>
    text.split("&&").flatMap((part) => {
      const words = part.trim().split(/\s+/);
      const run = words.indexOf("run");
      if (words[run - 1] !== "npm") return [];
      const env = Object.fromEntries(
        words.slice(0, run - 1).map((word) => word.split("=") as [string, string]),
      );
      const rest = words.slice(run + 2);
      const end = rest.indexOf(">");
      return [{ env, script: words[run + 1]!, args: end < 0 ? rest : rest.slice(0, end) }];
    }),
  );
}

describe("the owner's guide", () => {
  const found = commands();

  it("gives commands at all, each a script of the project", () => {
    expect(found.length).toBeGreaterThan(10);
    for (const { script } of found) expect(Object.keys(scripts)).toContain(script);
  });

  it("publishes only to targets the publish command has, with options it takes", () => {
    for (const { script, env, args } of found.filter(({ script }) => script === "publish")) {
      // The command needs it: no host is assumed.
      expect(Object.keys(TARGETS)).toContain(env.PUBLISH_TARGET);
      for (const arg of args.filter((word) => word !== "--")) {
        expect([script, arg]).toEqual([script, expect.stringMatching(/^--(?:dry-run|rollback)$/)]);
      }
    }
  });

  it("sets the Forgejo publisher up with the file, variables and jobs its template has", () => {
    const prose = guide.replace(/\s+/g, " ");
    const file = ".forgejo/workflows/publish.yml";
    const template = fs.readFileSync(path.join(ROOT, "deploy/forgejo-publisher", file), "utf8");
    expect(prose).toContain(
      `\`${file}\`, copied from this project's \`deploy/forgejo-publisher/\``,
    );
    for (const [, name] of template.matchAll(/vars\.(\w+)/g)) expect(prose).toContain(`\`${name}`);
    expect(template).toMatch(/^name: Publish$/m);
    expect(prose).toContain("Actions → Publish → _Run workflow_");
    expect(template).toMatch(/^ {2}in-step:$/m);
    expect(prose).toContain("_in-step_ job");
  });

  it("gives only commands a suite of the test command runs", () => {
    for (const { script, env, args } of found) {
      const flag = args.find((arg) => arg.startsWith("--") && arg !== "--");
      const key =
        script === "publish"
          ? ["publish", env.PUBLISH_TARGET, flag].filter(Boolean).join(" ")
          : script;
      const runner = RUN_BY[key];
      expect([key, runner]).toEqual([key, expect.anything()]);
      const source = fs.readFileSync(path.join(ROOT, runner!.file), "utf8");
      expect([key, source.includes(runner!.names)]).toEqual([key, true]);
    }
  });
});
