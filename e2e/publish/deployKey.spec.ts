import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { startHost, type Host } from "../../harness/publishHost";
import { get } from "./support/client";
import { request } from "../serving/support/clients";

/**
 * What a stolen deploy key can do to an nginx server: change the site's files, nothing else. The
 * key is a shell as the deploy user, who may write release folders and run site-activate as
 * root (deploy/nginx/activate.sh). So these tests write releases as that user would, by hand,
 * and hand them to site-activate: each release that would make root's nginx read, write or load
 * anything outside the release is refused, and the live site is served as it was, byte for byte.
 * The build in public/ is the live release, sent by deploy/nginx/push.sh.
 */

test.describe.configure({ mode: "serial" });

let host: Host;
let work: string;
/** Each page's status and a digest of its bytes, as the live release serves them. */
let served: string[];

const PAGES = ["/", "/es/", "/no-such-page/", "/.well-known/security.txt"];
const fetchAll = () =>
  Promise.all(
    PAGES.map(async (page) => {
      const answer = await get(host.origin + page);
      const bytes = Buffer.from(await answer.arrayBuffer());
      return `${page} ${answer.status} ${createHash("sha256").update(bytes).digest("hex")}`;
    }),
  );

/** A release folder holding the build and its generated nginx files (links to the repository's). */
function stage(dir: string): string {
  fs.mkdirSync(dir);
  fs.symlinkSync(path.join(ROOT, "public"), path.join(dir, "public"));
  fs.symlinkSync(path.join(ROOT, "deploy", "nginx", "generated"), path.join(dir, "nginx"));
  return dir;
}

function push(args: string[]) {
  return spawnSync("sh", [path.join(ROOT, "deploy", "nginx", "push.sh"), ...args], {
    encoding: "utf8",
    env: { ...process.env, PUBLISH_HOST: host.root, PUBLISH_ACTIVATE: host.activate },
  });
}

/** The live release's folder on the host. */
const liveDir = () => path.join(host.root, "releases", host.live());

/** A release made by hand from the live one, as the deploy user; `change` plants in it. */
function plantRelease(change: (release: string) => void): string {
  const id = new Date().toISOString().replace(/[-:.]/g, "");
  const release = path.join(host.root, "releases", id);
  fs.mkdirSync(release);
  execFileSync("cp", ["-al", path.join(liveDir(), "public"), path.join(release, "public")]);
  fs.cpSync(path.join(liveDir(), "nginx"), path.join(release, "nginx"), { recursive: true });
  change(release);
  return id;
}

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-key-"));
  fs.chmodSync(work, 0o755);
  host = await startHost();
  const result = push([stage(path.join(work, "build"))]);
  expect(result.status, result.stderr).toBe(0);
  // nginx's new workers start after the reload.
  await expect.poll(async () => (await get(host.origin)).status).toBe(200);
  served = await fetchAll();
});

test.afterAll(async () => {
  await host?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** A file root can read and the deploy user cannot. */
function rootOnly(name: string, text: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}

const append = (release: string, file: string, text: string) =>
  fs.appendFileSync(path.join(release, "nginx", file), `\n${text.replace(/WORK/g, work)}\n`);

/** What the deploy user could add to a release's nginx files: what it is, the file, the lines. */
const LINES: [string, string, string][] = [
  ["an access_log outside the release", "headers.conf", "access_log WORK/access.log;"],
  ["an error_log outside the release", "maps.conf", "error_log WORK/error.log;"],
  ["an include of a file only root can read", "headers.conf", "include WORK/x.conf;"],
  ["a root outside the release", "headers.conf", "location /etc/ { root /; }"],
  ["an alias outside the release", "headers.conf", "location /planted/ { alias /etc/; }"],
  [
    "a load_module",
    "maps.conf",
    "load_module /usr/lib/nginx/modules/ngx_http_xslt_filter_module.so;",
  ],
  ["a line nginx -t refuses", "headers.conf", 'more_set_headers "X: $no_such_variable";'],
  [
    "a map entry that includes a file only root can read",
    "maps.conf",
    'map $uri $planted {\n    "include" "WORK/secret.map";\n}',
  ],
];

const PLANTS: [string, (release: string) => void][] = [
  ...LINES.map(([name, file, line]): [string, (release: string) => void] => [
    name,
    (release) => append(release, file, line),
  ]),
  [
    "a not-found page above the release (error_page would serve /etc/hostname)",
    (release) => {
      const maps = path.join(release, "nginx", "maps.conf");
      const text = fs.readFileSync(maps, "utf8");
      const planted = text.replace(
        /(map \$site_uri \$not_found_page \{\n\s+default )"[^"]*"/,
        `$1"${"/..".repeat(12)}/etc/hostname"`,
      );
      expect(planted).not.toBe(text);
      fs.writeFileSync(maps, planted);
    },
  ],
  [
    "a link to a file the deploy user cannot read",
    (release) => {
      const maps = path.join(release, "nginx", "maps.conf");
      const secret = rootOnly("maps.conf", fs.readFileSync(maps, "utf8"));
      fs.rmSync(maps);
      fs.symlinkSync(secret, maps);
    },
  ],
];

for (const [name, plant] of PLANTS) {
  test(`refused: ${name}; the live site is served as it was`, async () => {
    const live = host.live();
    rootOnly("x.conf", 'more_set_headers "X: 1";');
    rootOnly("secret.map", '"/" "root-only";');
    const id = plantRelease(plant);
    const result = spawnSync(host.activate, [id], { encoding: "utf8" });
    expect(result.status, result.stderr).not.toBe(0);
    expect(result.stderr).toMatch(/site-activate: .*(line \d+|cannot read|nginx -t refused)/);
    expect(host.live()).toBe(live);
    expect(await fetchAll()).toEqual(served);
    // nginx -t, run as root, would have created a log file named in a release.
    expect(fs.readdirSync(work).filter((file) => file.endsWith(".log"))).toEqual([]);
    fs.rmSync(path.join(host.root, "releases", id), { recursive: true });
  });
}

test("a link the deploy user puts into the live release is not followed", async () => {
  fs.symlinkSync("/etc/hostname", path.join(liveDir(), "public", "leak.txt"));
  fs.symlinkSync("/etc", path.join(liveDir(), "public", "etc"));
  for (const leak of ["/leak.txt", "/etc/hostname"]) {
    expect([leak, (await get(host.origin + leak)).status]).toEqual([leak, 404]);
  }
});

test("a file named .br, or a gzip copy of the brotli copy, is not what a page sends", async () => {
  fs.writeFileSync(path.join(liveDir(), "public", ".br"), "planted");
  fs.writeFileSync(path.join(liveDir(), "public", "index.html.br.gz"), "planted");
  const home = await request(host.origin, "/", {
    protocol: "http/1.1",
    headers: { "accept-encoding": "gzip, br" },
  });
  const copy = fs.readFileSync(path.join(liveDir(), "public", "index.html.br"));
  expect(home.body.equals(copy)).toBe(true);
});

test("links in a release are not sent", () => {
  const release = path.join(work, "with-link");
  fs.mkdirSync(release);
  execFileSync("cp", ["-a", path.join(ROOT, "public"), path.join(release, "public")]);
  fs.symlinkSync(path.join(ROOT, "deploy", "nginx", "generated"), path.join(release, "nginx"));
  fs.symlinkSync("/etc/hostname", path.join(release, "public", "leak.txt"));
  const result = push([release]);
  expect(result.status, result.stderr).toBe(0);
  expect(fs.readdirSync(path.join(liveDir(), "public"))).not.toContain("leak.txt");
});

test("a failed reload switches back and removes the release", async () => {
  const live = host.live();
  const releases = fs.readdirSync(path.join(host.root, "releases")).sort();
  const pidFile = `${host.pidFile}.away`;
  fs.renameSync(host.pidFile, pidFile); // `nginx -s reload` finds no master to signal
  try {
    const result = push([path.join(work, "build")]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("did not reload");
  } finally {
    fs.renameSync(pidFile, host.pidFile);
  }
  expect(host.live()).toBe(live);
  expect(fs.readdirSync(path.join(host.root, "releases")).sort()).toEqual(releases);
  expect(await fetchAll()).toEqual(served);
});

test("a release cannot redefine root's variables: the per-client limit still holds", async () => {
  const id = plantRelease((release) => {
    append(release, "maps.conf", 'map $uri $limit_key {\n    default "";\n}');
    append(release, "maps.conf", 'map $uri $limit_exempt {\n    default "1";\n}');
    fs.writeFileSync(path.join(release, "public", "marker.txt"), "planted");
  });
  const result = spawnSync(host.activate, [id], { encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  await expect.poll(async () => (await get(`${host.origin}/marker.txt`)).status).toBe(200);
  // 2000 at once, as in limits.spec.ts: past the burst even when the machine is busy (600 were
  // not, at a load average of 27).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20, localAddress: "127.0.0.8" });
  const answers = await Promise.all(
    Array.from({ length: 2000 }, () => request(host.origin, "/", { protocol: "http/1.1", agent })),
  );
  agent.destroy();
  expect(answers.filter(({ status }) => status === 429).length).toBeGreaterThan(0);
});
