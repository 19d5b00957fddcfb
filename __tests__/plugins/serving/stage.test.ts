/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stageSite } from "../../../plugins/serving/stage";

describe("a host's copy of the site", () => {
  it("leaves out what the host must not serve, rewrites pages, adds its files, keeps public/", () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "stage-"));
    const publicDir = path.join(work, "public");
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), text);
    };
    write("index.html", "<head></head>");
    write("es/index.html", "<head></head>");
    write("app-0123.js", "js");
    write("app-0123.js.br", "br");
    write("_headers", "cloudflare's");
    const outDir = path.join(work, "out");
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, "stale.txt"), "from an earlier staging");

    const staged = stageSite({
      publicDir,
      outDir,
      leaveOut: (file) => file.endsWith(".br"),
      files: { _headers: "the host's" },
      html: (file, text) => text.replace("<head>", `<head><!-- ${file} -->`),
    });

    expect(staged).toEqual(["_headers", "app-0123.js", "es/index.html", "index.html"]);
    expect(fs.readFileSync(path.join(outDir, "_headers"), "utf8")).toBe("the host's");
    expect(fs.readFileSync(path.join(outDir, "es/index.html"), "utf8")).toBe(
      "<head><!-- es/index.html --></head>",
    );
    expect(fs.existsSync(path.join(outDir, "stale.txt"))).toBe(false);
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toBe("cloudflare's");
    fs.rmSync(work, { recursive: true, force: true });
  });
});
