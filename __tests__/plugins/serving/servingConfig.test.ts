/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ERROR_STATUSES } from "../../../plugins/error-pages/statuses";
import { ServingConfigError } from "../../../plugins/serving/nginxValues";
import { readServingConfig } from "../../../plugins/serving/servingConfig";

let dir: string;
const write = (name: string, content = "<!doctype html><html><body></body></html>") => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A built site in two languages: two pages each, the not-found pages, the error pages. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serving-config-"));
  write("page-data/app-data.json", JSON.stringify({ webpackCompilationHash: "abc123" }));
  write("app-0123456789abcdef0123.js", "");
  for (const prefix of ["", "es/"]) {
    write(`${prefix}index.html`);
    write(`${prefix}privacy-policy/index.html`);
    write(`${prefix}404.html`);
    write(`${prefix}404/index.html`);
  }
  for (const language of ["en", "es"]) {
    for (const status of ERROR_STATUSES) write(`_errors/${language}/${status}.html`);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = () => readServingConfig(dir, ["en", "es"], "en");

describe("the serving configuration", () => {
  it("fails the build when a language lacks an error page", () => {
    fs.rmSync(path.join(dir, "_errors", "es", "429.html"));
    expect(read).toThrow(ServingConfigError);
    expect(read).toThrow("public/_errors/es/429.html is missing");
  });
});
