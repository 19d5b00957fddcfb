// @ts-check
/**
 * `npm run bench:scaling`: how `gatsby build` time grows with the number of languages. Copies the
 * project to a temporary directory (node_modules linked, not copied), builds it cold with the
 * shipped languages, then again with generated ones added (values copied from `en` and prefixed
 * with the code, placeholders kept; a striped flag per code), and prints the medians. It also
 * checks that every page's data carries its own language's strings only.
 *
 * With `--starter DIR` (a checkout of gatsby-starter-default prepared by scripts/bench/starter.mjs:
 * its SSR and DSG pages removed, sharp overridden to ^0.33.5 as here, its packages installed) the starter is built cold in the
 * same alternation and the ratios are against its median of this run instead of the stored
 * figure. `--also DIR` adds another project built as it is (e.g. an earlier commit checked out with
 * its packages) to the alternation. `--warm` also times a second build of each copy right after its
 * cold one (caches kept).
 *
 *   npm run bench:scaling -- [--languages 10] [--runs 2] [--starter DIR] [--also DIR] [--warm]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkStarter } from "./starter.mjs";
import { median } from "../../harness/stats.mjs";
import { STARTER_BUILD_SECONDS, MAX_BUILD_RATIO } from "./stats.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  "reports",
  ".git",
  "coverage",
  "test-results",
  "playwright-report",
]);
/** Codes for generated languages, in order of use. */
const EXTRA_CODES = ["de", "fr", "hi", "it", "ja", "mr", "nl", "pt", "sv", "tr", "pl", "ko"];

function parseArgs(/** @type {string[]} */ argv) {
  const options = { languages: 10, runs: 2, starter: "", also: "", warm: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--languages") options.languages = Number(argv[++i]);
    else if (argv[i] === "--runs") options.runs = Math.max(1, Number(argv[++i]));
    else if (argv[i] === "--starter") options.starter = path.resolve(argv[++i]);
    else if (argv[i] === "--also") options.also = path.resolve(argv[++i]);
    else if (argv[i] === "--warm") options.warm = true;
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return options;
}

/** Every string value prefixed with `[code] `; {{placeholders}} survive untouched. */
function prefixValues(/** @type {unknown} */ value, /** @type {string} */ code) {
  if (typeof value === "string") return `[${code}] ${value}`;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, prefixValues(child, code)]),
    );
  }
  return value;
}

function flagSvg(/** @type {string} */ code) {
  const hue = [...code].reduce((sum, char) => sum + char.charCodeAt(0) * 37, 0) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">',
    `  <rect width="30" height="20" fill="hsl(${hue} 70% 35%)"/>`,
    `  <rect y="7" width="30" height="6" fill="hsl(${(hue + 180) % 360} 70% 80%)"/>`,
    "</svg>",
    "",
  ].join("\n");
}

/** A copy of the project with `count` languages (the shipped ones first). */
function prepareCopy(/** @type {number} */ count) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `build-scaling-${count}-`));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const locales = path.join(dir, "locales");
  const shipped = fs
    .readdirSync(locales)
    .filter((code) => fs.existsSync(path.join(locales, code, "translations.json")));
  const english = JSON.parse(
    fs.readFileSync(path.join(locales, "en", "translations.json"), "utf8"),
  );
  const extra = EXTRA_CODES.filter((code) => !shipped.includes(code)).slice(
    0,
    Math.max(0, count - shipped.length),
  );
  for (const code of extra) {
    const strings = /** @type {Record<string, any>} */ (prefixValues(english, code));
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    strings.lang = { ...english.lang, name, dir: "ltr" };
    fs.mkdirSync(path.join(locales, code), { recursive: true });
    fs.writeFileSync(
      path.join(locales, code, "translations.json"),
      `${JSON.stringify(strings, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(dir, "src", "images", "flags", `${code}.svg`), flagSvg(code));
  }
  return { dir, languages: [...shipped, ...extra] };
}

/**
 * The starter (or another project) as given, refused if it still has SSR or DSG pages: with
 * sharp 0.33 Gatsby's engines cannot load sharp, and the comparison would time a different build.
 */
function checkProject(/** @type {string} */ dir, starter = true) {
  checkStarter(dir);
  return { dir, languages: [], starter, other: !starter };
}

/** A build, timed: cold (no .cache, no public) unless `warm`. */
function timedBuild(/** @type {string} */ dir, warm = false) {
  if (!warm) {
    fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  }
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`gatsby build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
  }
  return seconds;
}

/** Pages whose data holds strings of a language other than their own. */
function foreignStrings(/** @type {string} */ dir) {
  const problems = [];
  const pageData = path.join(dir, "public", "page-data");
  const files = fs
    .readdirSync(pageData, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("page-data.json"));
  for (const file of files) {
    const { result } = JSON.parse(fs.readFileSync(path.join(pageData, file), "utf8"));
    const own = result.pageContext?.i18n?.language;
    const langs = (result.data?.locales?.edges ?? []).map(
      (/** @type {any} */ edge) => edge.node.language,
    );
    if (!own) continue;
    if (langs.some((/** @type {string} */ lng) => lng !== own) || langs.length === 0) {
      problems.push(`${file}: ${own} page carries [${langs.join(", ")}]`);
    }
  }
  return { pages: files.length, problems };
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  // Folders only: locales/ also holds the editors' same-in-all-languages.json.
  const shippedCount = fs
    .readdirSync(path.join(root, "locales"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory()).length;
  const counts = [...new Set([shippedCount, options.languages])];
  // Builds alternate between the copies so that a change in machine load hits all alike.
  const copies = [
    ...counts.map((count) => ({ ...prepareCopy(count), starter: false, other: false })),
    ...(options.starter ? [checkProject(options.starter)] : []),
    ...(options.also ? [checkProject(options.also, false)] : []),
  ].map((copy) => ({
    ...copy,
    times: /** @type {number[]} */ ([]),
    warmTimes: /** @type {number[]} */ ([]),
  }));
  const label = (/** @type {(typeof copies)[number]} */ copy) =>
    copy.starter ? "starter" : copy.other ? copy.dir : `${copy.languages.length} languages`;
  const results = [];
  /** @typedef {{ times: number[], median: number, warmTimes: number[], warmMedian: number }} Figures */
  /** @type {Figures | undefined} */
  let starter;
  /** @type {Figures | undefined} */
  let also;
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const copy of copies) {
        const seconds = timedBuild(copy.dir);
        copy.times.push(seconds);
        const warm = options.warm ? timedBuild(copy.dir, true) : undefined;
        if (warm !== undefined) copy.warmTimes.push(warm);
        console.log(
          `${label(copy)}, run ${run}/${options.runs}: ${seconds.toFixed(1)} s cold` +
            (warm === undefined ? "" : `, ${warm.toFixed(1)} s warm`) +
            ` (load ${os.loadavg()[0].toFixed(2)})`,
        );
      }
    }
    for (const copy of copies) {
      const { languages, times, warmTimes } = copy;
      const figures = { times, median: median(times), warmTimes, warmMedian: median(warmTimes) };
      if (copy.starter) starter = figures;
      else if (copy.other) also = figures;
      else results.push({ languages, ...figures, ...foreignStrings(copy.dir) });
    }
  } finally {
    for (const copy of copies) {
      if (!copy.starter && !copy.other) fs.rmSync(copy.dir, { recursive: true, force: true });
    }
  }
  const reference = starter?.median ?? STARTER_BUILD_SECONDS;

  const measured = starter ? "measured in this run" : "stored figure";
  console.log(
    `\n| languages | pages | cold build, median of ${options.runs} (s) | warm (s) | vs starter ${reference.toFixed(1)} s (${measured}) |`,
  );
  console.log("|---|---|---|---|---|");
  const others = [
    ...(starter ? [{ ...starter, name: "starter" }] : []),
    ...(also ? [{ ...also, name: options.also }] : []),
  ];
  const rows = [
    ...results.map((result) => ({ ...result, name: String(result.languages.length) })),
    ...others.map((figures) => ({ ...figures, pages: "—" })),
  ];
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.pages} | ${row.median.toFixed(1)} | ` +
        `${Number.isNaN(row.warmMedian) ? "—" : row.warmMedian.toFixed(1)} | ` +
        `${(row.median / reference).toFixed(2)}x |`,
    );
  }
  const [first, last] = [results[0], results[results.length - 1]];
  if (first && last && last !== first) {
    const perLanguage =
      (last.median - first.median) / (last.languages.length - first.languages.length);
    console.log(`\nCost per added language: ${perLanguage.toFixed(2)} s`);
  }
  const problems = results.flatMap((result) => result.problems);
  if (problems.length > 0) {
    console.error(`\nPages carrying another language's strings:\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("Every page carries its own language's strings only.");
  }
  const limit = reference * MAX_BUILD_RATIO;
  if (first && first.median > limit) {
    console.warn(
      `Note: ${first.median.toFixed(1)} s is over the ${limit.toFixed(1)} s target (machine load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}).`,
    );
  }
  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "reports", "build-scaling.json"),
    `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, results, starter, also }, null, 2)}\n`,
  );
}

main();
