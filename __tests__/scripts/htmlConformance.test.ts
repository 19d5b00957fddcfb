/**
 * @jest-environment node
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CHECKER_LAGS, type CheckerLag } from "../../scripts/html-conformance/checkerLags";
import {
  formatProblems,
  judge,
  requiredPages,
  type NuMessage,
} from "../../scripts/html-conformance/conformance";

const publicDir = path.resolve("public");
const BLOCKING =
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";

/** A message as the checker writes it, pointing at `markup` inside its extract. */
function message(text: string, markup: string, page = "es/index.html"): NuMessage {
  const extract = `<head>${markup}</head>`;
  return {
    type: "error",
    url: pathToFileURL(path.join(publicDir, page)).href,
    lastLine: 7,
    firstColumn: 120,
    message: text,
    extract,
    hiliteStart: "<head>".length,
    hiliteLength: markup.length,
  };
}

const expectLink =
  '<link rel="expect" href="#main-content" blocking="render" data-gatsby-head="true"/>';

describe("HTML conformance: the checker's errors against the list of its lags", () => {
  it("fails on an error that no lag names, with the page, line and markup", () => {
    const ariaExpanded = message(
      "The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute.",
      '<button aria-expanded="false" popovertarget="site-menu">',
    );
    const verdict = judge([ariaExpanded, message(BLOCKING, expectLink)], CHECKER_LAGS);
    expect(verdict.errors).toEqual([ariaExpanded]);
    expect(formatProblems(verdict, publicDir)).toEqual([
      `es/index.html:7:120: ${ariaExpanded.message}\n    <button aria-expanded="false" popovertarget="site-menu">`,
    ]);
  });

  it("lets <link rel=expect blocking=render> through, and neither other markup nor another wording", () => {
    const preload = message(
      BLOCKING,
      '<link rel="preload" href="/a.css" as="style" blocking="render">',
    );
    const reworded = message(
      BLOCKING.replace("“stylesheet”", "“stylesheet” or “expect”"),
      expectLink,
    );
    const verdict = judge([message(BLOCKING, expectLink), preload, reworded], CHECKER_LAGS);
    expect(verdict.excused).toHaveLength(1);
    expect(verdict.errors).toEqual([preload, reworded]);
  });

  it("fails on a lag that excused nothing, naming it", () => {
    const stale: CheckerLag = {
      message: "Bad value “x” for attribute “y” on element “z”.",
      markup: /^<z\b/,
      why: "a test",
      standard: "https://html.spec.whatwg.org/multipage/dom.html#global-attributes",
    };
    const verdict = judge([message(BLOCKING, expectLink)], [...CHECKER_LAGS, stale]);
    expect(verdict.errors).toEqual([]);
    expect(verdict.unusedLags).toEqual([stale]);
    expect(formatProblems(verdict, publicDir)).toEqual([
      expect.stringContaining(`"${stale.message}" (${stale.standard}) excused nothing`),
    ]);
  });

  it("names, for every lag, the HTML Standard's section", () => {
    for (const lag of CHECKER_LAGS) {
      expect(lag.standard).toMatch(
        /^https:\/\/html\.spec\.whatwg\.org\/multipage\/[\w-]+\.html#.+/,
      );
    }
  });

  it("requires each language's landing, not-found and error pages and the CMS's page", () => {
    const pages = requiredPages(
      ["en", "es"],
      "en",
      (code) => [`_errors/${code}/500.html`],
      "admin/index.html",
    );
    expect(pages).toEqual([
      "index.html",
      "404.html",
      "_errors/en/500.html",
      "es/index.html",
      "es/404.html",
      "_errors/es/500.html",
      "admin/index.html",
    ]);
  });
});
