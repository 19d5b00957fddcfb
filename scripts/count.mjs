// @ts-check
/**
 * `npm run count`: how much there is to read and keep, on fixed definitions, so that two commits
 * can be compared.
 *
 * - Code: non-blank lines of the tracked files, by top-level folder. Left out: Markdown,
 *   lockfiles, generated files (GENERATED below), content editors own (locales/, company.json,
 *   static/) and its shipped copy the tests work on (harness/shipped-content/), and images and
 *   other binary files.
 * - Docs: words (`wc -w`'s rule: runs of non-space) of every tracked Markdown file.
 * - Mechanisms: every place that reaches into a dependency's internals (a module swapped, a
 *   private global or store read, a dependency's code or output rewritten) carries one comment
 *   starting `internals:`; each is listed with what it buys (docs/PERFORMANCE.md).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const GENERATED = [/(^|\/)package-lock\.json$/, /^src\/gatsby-types\.d\.ts$/, /\.generated\.ts$/];
const CONTENT = [
  /^locales\//,
  /^src\/config\/company\.json$/,
  /^static\//,
  /^harness\/shipped-content\//,
];
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|svg|woff2?)$/i;
const MARKER = /(?:\/\/|#|\*)\s*internals:\s*(.+)$/;

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter(Boolean)
  .filter((file) => fs.existsSync(file));

const read = (/** @type {string} */ file) => fs.readFileSync(file, "utf8");
const isCode = (/** @type {string} */ file) =>
  !file.endsWith(".md") &&
  !BINARY.test(file) &&
  ![...GENERATED, ...CONTENT].some((rule) => rule.test(file));

/** @type {Map<string, number>} */
const lines = new Map();
/** @type {string[]} */
const mechanisms = [];
for (const file of files.filter(isCode)) {
  const text = read(file);
  const folder = file.includes("/") ? `${file.split("/")[0]}/` : "(root)";
  const count = text.split("\n").filter((line) => line.trim() !== "").length;
  lines.set(folder, (lines.get(folder) ?? 0) + count);
  text.split("\n").forEach((line, index) => {
    const marker = MARKER.exec(line);
    if (marker && file !== "scripts/count.mjs") {
      mechanisms.push(`${file}:${index + 1}  ${marker[1]}`);
    }
  });
}

const words = files
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, words: read(file).split(/\s+/).filter(Boolean).length }));

const total = (/** @type {number[]} */ values) => values.reduce((sum, value) => sum + value, 0);
const row = (/** @type {string} */ name, /** @type {number} */ value) =>
  `  ${name.padEnd(40)} ${String(value).padStart(7)}`;

console.log("Code: non-blank lines");
for (const [folder, count] of [...lines].sort((a, b) => b[1] - a[1]))
  console.log(row(folder, count));
console.log(row("total", total([...lines.values()])));
console.log("\nDocs: Markdown words");
for (const { file, words: count } of words.sort((a, b) => b.words - a.words)) {
  console.log(row(file, count));
}
console.log(row("total", total(words.map(({ words: count }) => count))));
console.log(`\nMechanisms into dependencies' internals: ${mechanisms.length}`);
for (const mechanism of mechanisms) console.log(`  ${mechanism}`);
