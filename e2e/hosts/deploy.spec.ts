import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";

/**
 * What a deploy would do, offline: on Cloudflare, the files `npm run deploy:cloudflare` uploads
 * (its own list, checked against wrangler's reading of `.assetsignore`) and wrangler's dry run of
 * the configuration; on Netlify, the staged folder's upload. The upload itself needs the owner's
 * account.
 */

const PUBLIC = path.join(ROOT, "public");

function deploy(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  command = "deploy",
  host = "cloudflare",
) {
  const result = spawnSync("npx", ["tsx", `scripts/${host}.ts`, command, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // Without the owner's settings, and without colours, which the test runner asks for.
    env: {
      ...process.env,
      ...{ CLOUDFLARE_API_TOKEN: "", NETLIFY_AUTH_TOKEN: "", NETLIFY_SITE_ID: "" },
      ...{ FORCE_COLOR: "0", NO_COLOR: "1", ...env },
    },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function allFiles(dir = PUBLIC, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? allFiles(full, root)
      : [path.relative(root, full).split(path.sep).join("/")];
  });
}

/** What a client never requests: precompressed copies, nginx's error pages, folder copies of the not-found pages, the hosts' own files. */
const UNNEEDED =
  /\.(?:br|gz)$|^_errors\/|^(?:[^/]+\/)?404\/|^_headers$|^_redirects$|^\.(?!well-known\/)/;

const NEEDED = [
  "index.html",
  "es/privacy-policy/index.html",
  "404.html",
  "es/404.html",
  "page-data/app-data.json",
  "locales/es/translations.json",
  ".well-known/security.txt",
];

test("the upload is what clients need, as wrangler itself reads .assetsignore", () => {
  const { status, output } = deploy(["--dry-run"], { WRANGLER_LOG: "debug" });
  expect(status, output).toBe(0);
  expect(output).toContain("--dry-run: exiting now.");
  expect(output).toMatch(/env\.ASSETS\s+Assets/);
  expect(output).toContain("custom domain www.sahyadrisoftware.com");

  const listed = output
    .slice(output.indexOf("Files to upload"), output.indexOf("Configuration:"))
    .split("\n")
    .slice(1)
    .filter((line) => line.startsWith("  "))
    .map((line) => line.trim());
  const ignored = [...output.matchAll(/^Ignoring asset: (.+)$/gm)].map((match) => match[1]!);
  const byWrangler = allFiles().filter(
    (file) => !ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)),
  );
  expect(listed.sort()).toEqual(byWrangler.sort());

  for (const needed of NEEDED) expect(listed, needed).toContain(needed);
  expect(listed.filter((file) => UNNEEDED.test(file))).toEqual([]);
});

test("a real deploy without the owner's token stops before uploading and says what to set", () => {
  const { status, output } = deploy([]);
  expect(status).toBe(1);
  expect(output).toContain("Set CLOUDFLARE_API_TOKEN");
});

test("a draft's preview uploads a version under its alias and deploys nothing", () => {
  const { status, output } = deploy(
    ["cms-texts-home", "--dry-run"],
    { WRANGLER_LOG: "debug" },
    "preview",
  );
  expect(status, output).toBe(0);
  expect(output).toContain("preview alias cms-texts-home");
  // wrangler's own account of the command it ran (its metrics, not sent: logged at debug level).
  expect(output).toContain('"sanitizedCommand":"versions upload"');
  expect(output).toContain('"argsUsed":["config","dryRun","previewAlias"]');
  // A dry run does not ask Cloudflare: the setting that gives the version its URL is read here.
  expect(fs.readFileSync(path.join(ROOT, "deploy/cloudflare/wrangler.jsonc"), "utf8")).toMatch(
    /^\s*"preview_urls": true,$/m,
  );
  expect(output).toContain("--dry-run: exiting now.");
  expect(output).not.toContain("custom domain");
  const real = deploy(["cms-texts-home"], {}, "preview");
  expect(real.status).toBe(1);
  expect(real.output).toContain("Set CLOUDFLARE_API_TOKEN");
});

test("Netlify's upload is every file a client needs and none it does not, sent nowhere", () => {
  const { status, output } = deploy(["--dry-run"], {}, "deploy", "netlify");
  expect(status, output).toBe(0);
  const listed = output
    .slice(output.indexOf("Files to upload"))
    .split("\n")
    .slice(1)
    .filter((line) => line.startsWith("  "))
    .map((line) => line.trim());
  expect(listed.sort()).toEqual(
    allFiles()
      .filter((file) => !UNNEEDED.test(file))
      .sort(),
  );
  for (const needed of NEEDED) expect(listed, needed).toContain(needed);
  // Its rules go with the upload as Netlify's configuration, written for this build.
  const { webpackCompilationHash } = JSON.parse(
    fs.readFileSync(path.join(PUBLIC, "page-data", "app-data.json"), "utf8"),
  ) as { webpackCompilationHash: string };
  for (const file of ["_headers", "_redirects"]) {
    expect(fs.readFileSync(path.join(ROOT, "deploy/netlify/site", file), "utf8")).toContain(
      file === "_headers" ? `# Build ${webpackCompilationHash}.` : "/* /404.html 404",
    );
  }
});

test("a Netlify deploy or preview without the owner's settings stops before sending and says what to set", () => {
  for (const args of [["deploy"], ["preview", "cms-texts-home"], ["rollback"]]) {
    const { status, output } = deploy(args.slice(1), {}, args[0], "netlify");
    expect(status, output).toBe(1);
    expect(output).toContain("Set NETLIFY_AUTH_TOKEN");
  }
});
