/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { recordOrigin, staleCache, startClean } from "../../../plugins/cache-guard/cacheGuard";

describe("the cache guard", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cache-guard-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const at = (pathPrefix: string, directory = root) => ({ directory, pathPrefix });

  it("keeps a cache made here under the same prefix, and has nothing to do without one", () => {
    expect(staleCache(root, at(""))).toBeUndefined();
    recordOrigin(root, at("/website"));
    expect(staleCache(root, at("/website"))).toBeUndefined();
  });

  it("refuses a cache made under another prefix, either way, or in another folder", () => {
    recordOrigin(root, at("/website"));
    expect(staleCache(root, at(""))).toMatch(/path prefix "\/website"/);
    recordOrigin(root, at(""));
    expect(staleCache(root, at("/website"))).toMatch(/path prefix ""/);
    recordOrigin(root, at("", "/home/owner/old-name"));
    expect(staleCache(root, at(""))).toMatch(/another folder \(\/home\/owner\/old-name\)/);
  });

  it("refuses a cache that does not say where it was made", () => {
    fs.mkdirSync(path.join(root, ".cache"));
    expect(staleCache(root, at(""))).toMatch(/does not say/);
  });

  it("starts clean as Gatsby's own rule for an incomplete cache expects", () => {
    for (const dir of ["public/static", ".cache/redux", ".cache/webpack", ".cache/compiled"]) {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    recordOrigin(root, at("/website"));
    startClean(root);
    expect(fs.readdirSync(root)).toEqual([".cache"]);
    expect(fs.readdirSync(path.join(root, ".cache")).sort()).toEqual(["caches-lmdb", "compiled"]);
  });
});
