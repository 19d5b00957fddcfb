import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../harness/nginx";
import { startSandbox, type Sandbox } from "../../harness/serverSandbox";

/**
 * The owner's nginx server as docs/OWNER.md sets it up: the script `npm run nginx:config` prints,
 * run once as root on a Debian machine (this one, in a sandbox: harness/serverSandbox.ts), then
 * releases sent over "SSH" as the deploy user by deploy/nginx/push.sh, and a rollback.
 * Not tried here: a real SSH server, DNS, and Let's Encrypt itself. Tagged @sandbox: it needs
 * root with mount and network namespaces, which the forges' job containers lack, so their
 * pipelines leave it out (`--grep-invert @sandbox`); `npm test` runs it.
 */

test.describe.configure({ timeout: 120_000 });

let work: string;
let server: Sandbox;

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "owner-server-"));
  fs.chmodSync(work, 0o755);
  server = await startSandbox();
});

test.afterAll(async () => {
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Runs inside the server; fails the test with the output when it fails. */
function onServer(script: string, env: Record<string, string> = {}): string {
  const { status, output } = server.run(script, env);
  expect(status, `${script}\n${output}`).toBe(0);
  return output;
}

/** `curl` inside the server, to the site's name at an address: "STATUS LOCATION". */
const curl = (url: string, address: string, args = "") =>
  onServer(
    `curl -sg -o /dev/null -w '%{http_code} %{redirect_url}' --cacert /etc/letsencrypt/live/www.example.test/fullchain.pem --resolve 'www.example.test:443:${address}' --resolve 'www.example.test:80:${address}' --resolve 'example.test:443:${address}' ${args} '${url}'`,
  ).trim();

test("the owner's server: one setup script as root, then releases over SSH as the deploy user, IPv4 and IPv6, and a rollback @sandbox", async () => {
  execFileSync("ssh-keygen", [
    "-q",
    "-t",
    "ed25519",
    "-N",
    "",
    "-f",
    path.join(work, "publish_key"),
  ]);
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const setup = execFileSync(
    tsx,
    [path.join(ROOT, "scripts", "nginx.ts"), "server", "https://www.example.test"].concat([
      "--alias",
      "example.test",
      "--key",
      path.join(work, "publish_key.pub"),
    ]),
    { encoding: "utf8" },
  );
  fs.writeFileSync(path.join(work, "setup.sh"), setup);

  onServer(`sh ${work}/setup.sh`);
  // Before the first release, HTTPS answers 503; another site on the server (Debian's own) stays.
  expect(curl("https://www.example.test/", "::1")).toBe("503");
  expect(onServer("curl -s http://127.0.0.1/")).toContain("Welcome to nginx");

  const release = path.join(work, "release");
  fs.mkdirSync(release);
  fs.symlinkSync(path.join(ROOT, "public"), path.join(release, "public"));
  fs.symlinkSync(path.join(ROOT, "deploy", "nginx", "generated"), path.join(release, "nginx"));
  const push = () =>
    onServer(`sh ${ROOT}/deploy/nginx/push.sh ${release}`, {
      PUBLISH_HOST: "deploy@www.example.test:/srv/site",
      PUBLISH_SSH: server.ssh,
    }).match(/release (\S+) is live/)![1]!;
  const first = push();
  const index = fs.readFileSync(path.join(ROOT, "public", "index.html"));
  for (const address of ["127.0.0.1", "::1"]) {
    // nginx's new workers start after the reload; until every old one has stopped, any of them
    // may still answer (503) on either address.
    await expect(() => {
      const body = onServer(
        `curl -sg --cacert /etc/letsencrypt/live/www.example.test/fullchain.pem --resolve 'www.example.test:443:${address}' https://www.example.test/`,
      );
      expect(Buffer.from(body).equals(index), `the page over ${address}`).toBe(true);
      expect(curl("http://www.example.test/es/?a=1", address)).toBe(
        "301 https://www.example.test/es/?a=1",
      );
      expect(curl("https://example.test/es/", address)).toBe("301 https://www.example.test/es/");
    }).toPass({ timeout: 10_000 });
  }

  // The deploy user may run site-activate as root, and nothing else; nothing root's nginx
  // reads is writable by it.
  expect(server.run("runuser -u deploy -- sudo -n /usr/sbin/nginx -t").status).not.toBe(0);
  const read = onServer("nginx -T 2>/dev/null | sed -n 's/^# configuration file \\(.*\\):$/\\1/p'")
    .trim()
    .split("\n");
  expect(read).toContain(`/etc/nginx/site/releases/${first}/headers.conf`);
  const writable = onServer(
    `for f in ${read.join(" ")}; do while [ "$f" != / ]; do runuser -u deploy -- test -w "$f" && echo "$f"; f=$(dirname "$f"); done; done; true`,
  );
  expect(writable.trim()).toBe("");

  const second = push();
  expect(second > first).toBe(true);
  // docs/OWNER.md's rollback, as root on the server.
  expect(onServer("site-activate rollback")).toMatch(new RegExp(`^${first}$`, "m"));
  expect(onServer("site-activate live").trim()).toBe(first);
});
