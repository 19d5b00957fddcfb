/** @jest-environment node */
import path from "node:path";
import { ROLLBACK_ARGS } from "../../scripts/cloudflare";
import { rollbackArgs } from "../../scripts/netlify";
import { previewAlias } from "../../scripts/publish/branch";
import { CARRIED, parseHost, releaseId } from "../../scripts/publish/nginx";

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

  it("reaches a host over SSH or a folder here, always by an absolute path", () => {
    expect(parseHost("deploy@web.example:/srv/site/")).toEqual({
      remote: "deploy@web.example",
      root: "/srv/site",
    });
    expect(parseHost("/srv/site")).toEqual({ root: "/srv/site" });
    expect(() => parseHost("web.example:srv/site")).toThrow(/absolute/);
  });

  it("carries over the live release's content-hashed files only", () => {
    const carried = new RegExp(CARRIED);
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

  it("names releases so that they sort by time", () => {
    const earlier = releaseId(new Date("2026-11-26T09:59:59.999Z"));
    expect(earlier).toBe("20261126T095959999Z");
    expect(earlier < releaseId(new Date("2026-11-26T10:00:00.000Z"))).toBe(true);
  });
});
