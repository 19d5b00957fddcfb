import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";

/**
 * What `npm run deploy:cloudflare` would do, offline: the files it uploads (its own list, checked
 * against wrangler's reading of `.assetsignore`) and wrangler's dry run of the configuration.
 * The upload itself needs the owner's account.
 */

const PUBLIC = path.join(ROOT, "public");

function deploy(args: string[], env: NodeJS.ProcessEnv = {}, command = "deploy") {
  const result = spawnSync("npx", ["tsx", "scripts/cloudflare.ts", command, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // Without colours, which the test runner asks for.
    env: { ...process.env, CLOUDFLARE_API_TOKEN: "", FORCE_COLOR: "0", NO_COLOR: "1", ...env },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function allFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? allFiles(full)
      : [path.relative(PUBLIC, full).split(path.sep).join("/")];
  });
}

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

  for (const needed of [
    "index.html",
    "es/privacy-policy/index.html",
    "404.html",
    "es/404.html",
    "page-data/app-data.json",
    "locales/es/translations.json",
    ".well-known/security.txt",
  ]) {
    expect(listed, needed).toContain(needed);
  }
  const unneeded = listed.filter((file) =>
    /\.(?:br|gz)$|^_errors\/|^(?:[^/]+\/)?404\/|^_headers$|^_redirects$|^\.(?!well-known\/)/.test(
      file,
    ),
  );
  expect(unneeded).toEqual([]);
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
