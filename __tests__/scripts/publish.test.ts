/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { previewAlias } from "../../scripts/publish/branch";
import { parseOptions } from "../../scripts/publish/cli";

const ROOT = path.join(__dirname, "..", "..");

describe("the publish command", () => {
  it("reads each option the same, after `--` or as npm passes it without (npm_config_*)", () => {
    for (const [flag, variable] of [
      ["--dry-run", "npm_config_dry_run"],
      ["--rollback", "npm_config_rollback"],
      ["--preview", "npm_config_preview"],
      ["--stage", "npm_config_stage"],
    ] as const) {
      expect([flag, parseOptions([], { [variable]: "true" })]).toEqual([
        flag,
        parseOptions([flag], {}),
      ]);
    }
    expect(parseOptions([], {})).toEqual({ mode: "live", dryRun: false });
    expect(parseOptions(["--preview", "--dry-run"], {})).toEqual({ mode: "preview", dryRun: true });
    expect(() => parseOptions(["--dryrun"], {})).toThrow(/unknown option --dryrun\nusage:/);
    expect(() => parseOptions(["--stage"], { npm_config_rollback: "true" })).toThrow(
      /one at a time/,
    );
  });

  it("through npm, `npm run publish --rollback --dry-run` only says what it would roll back", () => {
    for (const [target, command] of [
      ["cloudflare", "cloudflare rollback --config"],
      ["netlify", "netlify api rollbackSiteDeploy"],
    ]) {
      const result = spawnSync("npm", ["run", "--silent", "publish", "--rollback", "--dry-run"], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, PUBLISH_TARGET: target, FORCE_COLOR: "0" },
      });
      expect([result.status, result.stderr]).toEqual([0, ""]);
      expect(result.stdout).toContain(`would run: ${command}`);
      expect(result.stdout).toContain("nothing was sent");
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/build|staged/);
    }
  });

  it("names a draft's preview with a valid alias that stays unique when cut", () => {
    expect(previewAlias("cms/texts/Nuevo_Título", 37)).toBe("cms-texts-nuevo-t-tulo");
    expect(previewAlias("42-fix", 37)).toBe("b-42-fix");
    const long = (end: string) => previewAlias(`cms/texts/${"a".repeat(60)}${end}`, 37);
    expect(long("x").length).toBeLessThanOrEqual(37);
    expect(long("x")).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    expect(long("x")).not.toBe(long("y"));
  });

  it("carries over the live release's content-hashed files only", () => {
    const push = fs.readFileSync(path.join(__dirname, "../../deploy/nginx/push.sh"), "utf8");
    const carried = new RegExp(/grep -E '(\^\\\.\/.*)'/.exec(push)![1]!);
    for (const file of [
      "./app-0123456789abcdef0123.js",
      "./component---src-pages-index-tsx-0123456789abcdef0123.js.br",
      "./styles-0123456789abcdef0123.css.gz",
      "./static/0a1b/photo.avif",
    ]) {
      expect([file, carried.test(file)]).toEqual([file, true]);
    }
    for (const file of ["./index.html", "./page-data/app-data.json", "./sw.js", "./es/a-0123.js"]) {
      expect([file, carried.test(file)]).toEqual([file, false]);
    }
  });
});
