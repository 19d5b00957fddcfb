/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROLLBACK_ARGS } from "../../scripts/cloudflare";
import { rollbackArgs } from "../../scripts/netlify";
import { previewAlias } from "../../scripts/publish/branch";
import { forgetOtherPrefix } from "../../scripts/publish/steps";

describe("the publish command", () => {
  it("rolls Cloudflare back with the Worker's configuration, from any folder, without a prompt", () => {
    const config = ROLLBACK_ARGS[ROLLBACK_ARGS.indexOf("--config") + 1]!;
    expect(path.isAbsolute(config)).toBe(true);
    expect(path.relative(path.join(__dirname, "..", ".."), config)).toBe(
      path.join("deploy", "cloudflare", "wrangler.jsonc"),
    );
    expect(ROLLBACK_ARGS).toContain("--yes");
  });

  it("rolls Netlify back through its API's rollback of the site named by NETLIFY_SITE_ID", () => {
    const [command, method, flag, data] = rollbackArgs("3f2a-site");
    expect([command, method, flag]).toEqual(["api", "rollbackSiteDeploy", "--data"]);
    expect(JSON.parse(data!)).toEqual({ site_id: "3f2a-site" });
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

  it("builds from clean under a new path prefix, and keeps Gatsby's cache under the same one", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "prefix-"));
    fs.mkdirSync(path.join(root, "public"));
    fs.mkdirSync(path.join(root, ".cache"));
    const manifest = { start_url: "/website/" };
    fs.writeFileSync(path.join(root, "public", "manifest.webmanifest"), JSON.stringify(manifest));
    expect(forgetOtherPrefix(root, { PATH_PREFIX: "/website/" })).toBe(false);
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(true);
    expect(forgetOtherPrefix(root, {})).toBe(true);
    expect(fs.readdirSync(root)).toEqual([]);
    fs.rmSync(root, { recursive: true });
  });
});
