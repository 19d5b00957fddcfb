/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * scripts/publish/deploy.sh, the one step that holds a host's credential, on a checkout of its
 * own: the hosts' CLIs and the nginx client are stand-ins that record what they were given (the
 * hosts suite runs the real ones' dry runs on a real build).
 */

const DEPLOY = path.join(__dirname, "..", "..", "scripts", "publish", "deploy.sh");
const KEY = [
  "-----BEGIN OPENSSH PRIVATE KEY-----",
  "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
  "QyNTUxOQAAACBrZXlib2R5a2V5Ym9keWtleWJvZHlrZXlib2R5a2V5AAAAA=",
  "-----END OPENSSH PRIVATE KEY-----",
].join("\n");

const NETLIFY = { NETLIFY_AUTH_TOKEN: "t", NETLIFY_SITE_ID: "s" };
const CLOUDFLARE = { CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_ACCOUNT_ID: "a" };

let work: string;
let checkout: string;
let log: string;

/** A file, made executable when it is a script. */
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o755 });
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
  checkout = path.join(work, "checkout");
  log = path.join(work, "log");
  write(path.join(checkout, "scripts/publish/deploy.sh"), fs.readFileSync(DEPLOY, "utf8"));
  write(path.join(checkout, "deploy/cloudflare/wrangler.jsonc"), "{}");
  write(path.join(checkout, "tools/cloudflare/node_modules/wrangler/bin/wrangler.js"), "");
  write(path.join(checkout, "tools/netlify/node_modules/netlify-cli/bin/run.js"), "");
  // The hosts' CLIs: what they were run with, from where, and the output each host gives.
  write(
    path.join(work, "node"),
    `#!/bin/sh
echo "$PWD $*" >>"${log}"
ls -A >>"${log}"
[ -z "\${WRANGLER_OUTPUT_FILE_PATH:-}" ] || echo '{"type":"version-upload","preview_alias_url":"https://cms-x-site.acme.workers.dev"}' >"$WRANGLER_OUTPUT_FILE_PATH"
case "$*" in *--json*) printf '{\\n  "deploy_url": "https://cms-x--site.netlify.app"\\n}\\n' ;; esac
`,
  );
  write(
    path.join(checkout, "deploy/nginx/push.sh"),
    `#!/bin/sh
key=$(echo "$PUBLISH_SSH" | sed 's/.*-i \\([^ ]*\\) .*/\\1/')
echo "$* | $(stat -c %a "$key") | $(cmp -s "$key" "${path.join(work, "key")}" && echo same)" >>"${log}"
`,
  );
  fs.writeFileSync(path.join(work, "key"), `${KEY}\n`);
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A release as the check job packs it: `public/` and the settings. */
function release(files: Record<string, string> = {}): { tar: string; sha256: string } {
  const dir = path.join(work, "release");
  for (const [file, text] of Object.entries({
    "public/index.html": "<!doctype html>",
    "public/.well-known/security.txt": "Contact: mailto:a@b.c",
    "public/.DS_Store": "",
    "public/_headers": "/*",
    settings: "domain=www.example.com\nalias=cms-x\n",
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const tar = path.join(work, "release.tar");
  spawnSync("tar", ["-cf", tar, "-C", dir, "."]);
  return { tar, sha256: createHash("sha256").update(fs.readFileSync(tar)).digest("hex") };
}

function deploy(args: string[], env: Record<string, string>) {
  const result = spawnSync("sh", [path.join(checkout, "scripts/publish/deploy.sh"), ...args], {
    cwd: work,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: work, NODE: path.join(work, "node"), ...env },
  });
  // What the stand-ins were run with, then a clean log for the next run.
  const ran = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
  fs.rmSync(log, { force: true });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, ran };
}

/** Refused before anything ran, saying why. */
function expectRefused(result: ReturnType<typeof deploy>, why: string) {
  expect(result).toMatchObject({ status: 1, ran: "" });
  expect(result.output).toContain(why);
}

describe("deploy.sh", () => {
  it("sends nothing that is not the release the check job recorded, nor one holding a link", () => {
    const { tar, sha256 } = release();
    const env = { PUBLISH_TARGET: "netlify", ...NETLIFY };
    const other = deploy(["live", tar], { ...env, RELEASE_SHA256: "0".repeat(64) });
    expectRefused(other, "is not the release the check job built");
    expect(deploy(["live", tar], { ...env, RELEASE_SHA256: sha256 }).ran).toContain("--prod");
    // GitLab's jobs find the record beside the release; it must be a sha256, nothing more.
    fs.writeFileSync(`${tar}.sha256`, `${sha256}\n`);
    expect(deploy(["live", tar], env).ran).toContain("--prod");
    fs.writeFileSync(`${tar}.sha256`, `${sha256}\n${"0".repeat(64)}  /etc/hostname\n`);
    expectRefused(deploy(["live", tar], env), "64 hex digits");

    fs.symlinkSync("/etc/hostname", path.join(work, "release/public/leak.txt"));
    const linked = release();
    expectRefused(
      deploy(["live", linked.tar], { ...env, RELEASE_SHA256: linked.sha256 }),
      "holds a link",
    );
  });

  it("takes the host's configuration from the checkout, never from the release", () => {
    const { tar, sha256 } = release({ "wrangler.jsonc": '{"build":{"command":"cat ~/.token"}}' });
    const cloudflare = { RELEASE_SHA256: sha256, PUBLISH_TARGET: "cloudflare", ...CLOUDFLARE };
    const { status, ran } = deploy(["live", tar], cloudflare);
    expect(status).toBe(0);
    const config = path.join(checkout, "deploy/cloudflare/wrangler.jsonc");
    expect(ran).toMatch(
      new RegExp(`deploy --config ${config} --assets /\\S+/public --domain www.example.com\\n`),
    );
    // Where PUBLISH_DOMAIN is given (the Forgejo publisher), a release for another name is refused.
    expect(deploy(["live", tar], { ...cloudflare, PUBLISH_DOMAIN: "" })).toMatchObject({
      status: 1,
      ran: "",
    });
    expect(deploy(["live", tar], { ...cloudflare, PUBLISH_DOMAIN: "www.example.com" }).status).toBe(
      0,
    );
    // Netlify runs from an empty folder: no netlify.toml or build plugin is read.
    const netlify = release({ "netlify.toml": '[build]\ncommand = "cat ~/.token"' });
    const netlifyEnv = { PUBLISH_TARGET: "netlify", RELEASE_SHA256: netlify.sha256, ...NETLIFY };
    const run = deploy(["live", netlify.tar], netlifyEnv);
    expect(run.status).toBe(0);
    const [netlifyRun, listing] = run.ran.split("\n");
    expect(netlifyRun!.split(" ")[0]).not.toContain(checkout);
    expect(listing).toBe("");
  });

  it("reports a preview's URL where each forge reads it, under the alias the check job chose", () => {
    for (const [target, url] of [
      ["netlify", "https://cms-x--site.netlify.app"],
      ["cloudflare", "https://cms-x-site.acme.workers.dev"],
    ]) {
      const { tar, sha256 } = release();
      const output = path.join(work, "github_output");
      const { status, ran } = deploy(["preview", tar], {
        ...{ PUBLISH_TARGET: target!, RELEASE_SHA256: sha256, GITHUB_OUTPUT: output },
        ...{ ...NETLIFY, ...CLOUDFLARE },
      });
      expect(status).toBe(0);
      expect(ran).toMatch(/--(?:preview-)?alias cms-x/);
      expect(fs.readFileSync(output, "utf8")).toBe(`preview_url=${url}\n`);
      expect(fs.readFileSync(path.join(work, "preview.env"), "utf8")).toBe(`PREVIEW_URL=${url}\n`);
      fs.rmSync(output);
    }
  });

  it("lists Netlify's upload in a dry run, and stops before sending without the owner's settings", () => {
    const { tar, sha256 } = release();
    const env = { PUBLISH_TARGET: "netlify", RELEASE_SHA256: sha256 };
    const dry = deploy(["live", "--dry-run", tar], env);
    expect(dry.status).toBe(0);
    expect(dry.output).toContain(
      "Files to upload (2) to production:\n  .well-known/security.txt\n  index.html\n",
    );
    expect(dry.ran).toBe("");
    expectRefused(deploy(["live", tar], env), "Set NETLIFY_AUTH_TOKEN");
  });

  it("rolls Cloudflare back only with its token, saying what to set instead of the CLI's error", () => {
    expectRefused(
      deploy(["rollback"], { PUBLISH_TARGET: "cloudflare" }),
      "Set CLOUDFLARE_API_TOKEN",
    );
    const env = { PUBLISH_TARGET: "cloudflare", ...CLOUDFLARE };
    expect(deploy(["rollback"], env).ran).toContain("rollback --config");
  });

  it("writes the nginx host's key for ssh alone and never prints it, given the key or a file holding it", () => {
    for (const key of [KEY, path.join(work, "key")]) {
      const { tar, sha256 } = release();
      const { status, output, ran } = deploy(["live", tar], {
        ...{ PUBLISH_TARGET: "nginx", RELEASE_SHA256: sha256 },
        ...{ PUBLISH_SSH_KEY: key, PUBLISH_KNOWN_HOSTS: "web.example ssh-ed25519 AAAA" },
      });
      expect([status, output]).toEqual([0, expect.any(String)]);
      expect(ran).toMatch(/^\/\S+ \| 600 \| same\n$/);
      for (const line of KEY.split("\n")) expect(output).not.toContain(line);
    }
  });
});
