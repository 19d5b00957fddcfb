import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { nodeFor } from "../../scripts/lib/tools";

/**
 * What a deploy would do, offline, by the pipelines' own path: the build staged and packed as the
 * check job does it (`npm run publish -- --stage`), then scripts/publish/deploy.sh as the deploy
 * job runs it. On Cloudflare, wrangler's dry run of the release with the checkout's
 * configuration (what it uploads, as it reads `.assetsignore`); on Netlify, the upload's list.
 * The upload itself needs the owner's account.
 */

const PUBLIC = path.join(ROOT, "public");

let staged: { target: string; sha256: string } | undefined;

/**
 * Stages the build for `target` (a draft's branch names the preview), once for the tests of one
 * host in a row (deploy.sh only reads the release); returns the release's sha256.
 */
function stage(target: string): string {
  if (staged?.target === target) return staged.sha256;
  const result = spawnSync("npx", ["tsx", "scripts/publish/cli.ts", "--stage"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, PUBLISH_TARGET: target, PUBLISH_BRANCH: "cms/texts/home" },
  });
  expect(result.status, result.stderr).toBe(0);
  staged = {
    target,
    sha256: fs.readFileSync(path.join(ROOT, "release.tar.sha256"), "utf8").trim(),
  };
  return staged.sha256;
}

function deploy(target: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync("sh", ["scripts/publish/deploy.sh", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // Without the owner's settings, and without colours, which the test runner asks for.
    env: {
      ...process.env,
      ...{ CLOUDFLARE_API_TOKEN: "", NETLIFY_AUTH_TOKEN: "", NETLIFY_SITE_ID: "" },
      ...{ PUBLISH_TARGET: target, RELEASE_SHA256: stage(target), NODE: nodeFor("hosts", 22, 13) },
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
  const { status, output } = deploy("cloudflare", ["live", "--dry-run", "release.tar"], {
    WRANGLER_LOG: "debug",
  });
  expect(status, output).toBe(0);
  expect(output).toContain("--dry-run: exiting now.");
  expect(output).toMatch(/env\.ASSETS\s+Assets/);
  expect(output).toContain('"argsUsed":["assets","config","domain","dryRun"]');
  expect(output).toContain("www.sahyadrisoftware.com");

  const ignored = [...output.matchAll(/^Ignoring asset: (.+)$/gm)].map((match) => match[1]!);
  const uploaded = allFiles().filter(
    (file) => !ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)),
  );
  for (const needed of NEEDED) expect(uploaded, needed).toContain(needed);
  expect(uploaded.filter((file) => UNNEEDED.test(file))).toEqual([]);
});

test("a real deploy without the owner's token stops before uploading and says what to set", () => {
  const { status, output } = deploy("cloudflare", ["live", "release.tar"]);
  expect(status).toBe(1);
  expect(output).toContain("Set CLOUDFLARE_API_TOKEN");
});

test("a draft's preview uploads a version under its alias and deploys nothing", () => {
  const { status, output } = deploy("cloudflare", ["preview", "--dry-run", "release.tar"], {
    WRANGLER_LOG: "debug",
  });
  expect(status, output).toBe(0);
  // wrangler's own account of the command it ran (its metrics, not sent: logged at debug level).
  expect(output).toContain('"sanitizedCommand":"versions upload"');
  expect(output).toContain('"argsUsed":["assets","config","dryRun","previewAlias"]');
  expect(output).toMatch(/--preview-alias cms-texts-home\b/);
  // A dry run does not ask Cloudflare: the setting that gives the version its URL is read here.
  expect(fs.readFileSync(path.join(ROOT, "deploy/cloudflare/wrangler.jsonc"), "utf8")).toMatch(
    /^\s*"preview_urls": true,$/m,
  );
  expect(output).toContain("--dry-run: exiting now.");
  const real = deploy("cloudflare", ["preview", "release.tar"]);
  expect(real.status).toBe(1);
  expect(real.output).toContain("Set CLOUDFLARE_API_TOKEN");
});

test("Netlify's upload is every file a client needs and none it does not, sent nowhere", () => {
  const { status, output } = deploy("netlify", ["live", "--dry-run", "release.tar"]);
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
