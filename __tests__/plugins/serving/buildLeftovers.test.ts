/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeBuildLeftovers } from "../../../plugins/serving/buildLeftovers";

let dir: string;
const write = (name: string) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "{}");
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leftovers-"));
  for (const name of [
    "webpack.stats.json",
    "chunk-map.json",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "index.html",
    "page-data/app-data.json",
    "page-data/sq/d/123.json",
  ]) {
    write(name);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("Gatsby's build leftovers", () => {
  it("are removed; what the browser loads stays", () => {
    expect(removeBuildLeftovers(dir)).toEqual(["webpack.stats.json", "chunk-map.json", "_gatsby"]);
    expect(fs.readdirSync(dir).sort()).toEqual(["index.html", "page-data"]);
    expect(fs.existsSync(path.join(dir, "page-data", "sq", "d", "123.json"))).toBe(true);
  });

  it("are looked for only once they exist (a second run removes nothing)", () => {
    removeBuildLeftovers(dir);
    expect(removeBuildLeftovers(dir)).toEqual([]);
  });
});
