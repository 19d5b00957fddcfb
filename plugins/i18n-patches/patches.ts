import fs from "node:fs";
import path from "node:path";
import { escapeRegExp } from "../shared/escapeRegExp";

/**
 * Requests made inside gatsby-plugin-react-i18next that webpack swaps for our modules in
 * `src/i18n/pluginShims/` (each shim says why). `from` is the folder of the plugin's file making the
 * request, relative to the plugin's package; `file` is that file, checked before the build.
 */
export type ModuleShim = { from: string; file: string; request: string; shim: string };

export const PATCHED_PACKAGE = "gatsby-plugin-react-i18next";

export const MODULE_SHIMS: readonly ModuleShim[] = [
  {
    from: ".",
    file: "gatsby-browser.js",
    request: "./dist/plugin/wrapPageElement",
    shim: "wrapPageElement.ts",
  },
  {
    from: ".",
    file: "gatsby-ssr.js",
    request: "./dist/plugin/wrapPageElement",
    shim: "wrapPageElement.ts",
  },
];

/** Exactly the shimmed requests, so webpack asks the replacement callback about nothing else. */
export function shimmedRequests(shims: readonly ModuleShim[]): RegExp {
  return new RegExp(`^(${shims.map(({ request }) => escapeRegExp(request)).join("|")})$`);
}

/**
 * Before the build: every patched file must still exist and still make its request. Returns one
 * sentence per broken patch (empty when all apply).
 */
export function stalePatches(packageDir: string, shims: readonly ModuleShim[]): string[] {
  return shims.flatMap(({ from, file, request }) => {
    const target = path.join(packageDir, from, file);
    if (!fs.existsSync(target)) {
      return [`${PATCHED_PACKAGE}/${path.posix.join(from, file)} no longer exists`];
    }
    const source = fs.readFileSync(target, "utf8");
    const requires = new RegExp(`require\\(\\s*["']${escapeRegExp(request)}["']\\s*\\)`);
    return requires.test(source)
      ? []
      : [`${PATCHED_PACKAGE}/${path.posix.join(from, file)} no longer requires "${request}"`];
  });
}

/** The shim for a request webpack is resolving from `context`, if it is one of ours. */
export function shimFor(
  shims: readonly ModuleShim[],
  packageDir: string,
  request: string,
  context: string,
): ModuleShim | undefined {
  return shims.find(
    ({ from, request: shimmed }) =>
      shimmed === request && path.resolve(context) === path.resolve(packageDir, from),
  );
}
