import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { directive } from "./http";
import { ROOT } from "../../../harness/nginx";
import { single } from "./raw";

/** What the serving tests check about the site's own error pages, from the locale files. */

const REVALIDATE = "public, max-age=0, must-revalidate";

type Words = { errorPages: Record<string, { title: string; text: string }> };

/** The title an error page of `status` carries in `language`, as the editors wrote it. */
export function errorTitle(language: string, status: number): string {
  const file = path.join(ROOT, "locales", language, "translations.json");
  const words = JSON.parse(fs.readFileSync(file, "utf8")) as Words;
  const title = words.errorPages[`http${status}`]?.title;
  if (!title) throw new Error(`${file} has no errorPages.http${status}.title`);
  return title;
}

export type SeenAnswer = { status: number; headers: [string, string][]; body: Buffer };

/**
 * The answer is the site's page for `status` in `language`, sent with the site's headers: its CSP
 * allows exactly the page's inline style, nothing is cached, no header comes twice.
 */
export function expectSitePage(
  answer: SeenAnswer,
  { status, language, tls }: { status: number; language: string; tls: boolean },
  label: string,
) {
  expect(answer.status, label).toBe(status);
  expect(single(answer, "content-type"), label).toBe("text/html; charset=utf-8");
  const html = answer.body.toString("utf8");
  expect(html, label).toContain(`<html lang="${language}"`);
  expect(html, label).toContain(`<h1>${errorTitle(language, status)}</h1>`);
  const csp = single(answer, "content-security-policy") ?? "";
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const hash = `'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'`;
  expect(directive(csp, "style-src"), label).toContain(hash);
  expect(directive(csp, "script-src"), label).toEqual(["'self'"]);
  expect(single(answer, "x-content-type-options"), label).toBe("nosniff");
  expect(single(answer, "x-frame-options"), label).toBe("DENY");
  expect(single(answer, "cache-control"), label).toBe(REVALIDATE);
  if (tls) expect(single(answer, "strict-transport-security"), label).toMatch(/^max-age=\d+/);
  else expect(single(answer, "strict-transport-security"), label).toBeUndefined();
}
