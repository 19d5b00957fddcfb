import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A Debian server for the owner's setup script, on this machine: this machine's own /etc, /srv,
 * /home, /usr/local and /var under a writable overlay, a /run of its own and a network of its own
 * (ports 80 and 443 on 127.0.0.1 and ::1), so the script runs as root as written and changes
 * nothing outside. Needs root (Linux namespaces). What no machine here has is stood in for by
 * commands first on PATH: apt-get (the packages are installed already), systemctl (no systemd)
 * and certbot (no Let's Encrypt: it fetches its HTTP challenge from nginx as the CA would, then
 * signs the names itself). `ssh` runs a command as the user it logs in as, as sshd would.
 */

export type Sandbox = {
  /** `sh -c SCRIPT` inside, as root; its output, or the failure with it. */
  run(script: string, env?: Record<string, string>): { status: number; output: string };
  /** The `ssh` command for PUBLISH_SSH. */
  ssh: string;
  stop(): Promise<void>;
};

const STUBS: Record<string, string> = {
  "apt-get": "exit 0",
  systemctl: [
    'case "$*" in',
    '"enable --now nginx") [ -s /run/nginx.pid ] || nginx ;;',
    '"reload nginx") nginx -s reload ;;',
    '*) echo "systemctl $*: not stood in for" >&2; exit 1 ;;',
    "esac",
  ].join("\n"),
  certbot: [
    'names="" webroot=""',
    'while [ $# -gt 0 ]; do case $1 in -d) names="$names $2"; shift ;; -w) webroot=$2; shift ;; esac; shift; done',
    "set -- $names",
    'mkdir -p "$webroot/.well-known/acme-challenge" && echo token >"$webroot/.well-known/acme-challenge/t"',
    "for name; do",
    '  [ "$(curl -sg --resolve "$name:80:[::1]" "http://$name/.well-known/acme-challenge/t")" = token ] || exit 1',
    "done",
    'live=/etc/letsencrypt/live/$1 && mkdir -p "$live"',
    'san=$(printf "DNS:%s," "$@")',
    'openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$1" -addext "subjectAltName=${san%,}" \\',
    '  -keyout "$live/privkey.pem" -out "$live/fullchain.pem" 2>/dev/null',
  ].join("\n"),
  // ssh [-o OPTION]… [-l USER] [USER@]HOST COMMAND…
  ssh: [
    'user=""',
    "while :; do case $1 in -l) user=$2; shift 2 ;; -*) shift 2 ;; *) break ;; esac; done",
    "case $1 in *@*) user=${1%@*} ;; esac",
    "shift",
    'cd "$(getent passwd "$user" | cut -d: -f6)"',
    'exec runuser -u "$user" -- sh -c "$*"',
  ].join("\n"),
};

export async function startSandbox(): Promise<Sandbox> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "server-sandbox-"));
  const stubs = path.join(work, "bin");
  fs.mkdirSync(stubs);
  for (const [name, body] of Object.entries(STUBS)) {
    fs.writeFileSync(path.join(stubs, name), `#!/bin/sh\nset -eu\n${body}\n`, { mode: 0o755 });
  }
  const mounts = ["etc", "srv", "home", "usr/local", "var"]
    .map((dir) => {
      const [upper, lower] = [path.join(work, "upper", dir), path.join(work, "work", dir)];
      return `mkdir -p ${upper} ${lower} && mount -t overlay overlay -o lowerdir=/${dir},upperdir=${upper},workdir=${lower} /${dir}`;
    })
    .join(" && ");
  const child = spawn(
    "unshare",
    [
      "--mount",
      "--net",
      "--fork",
      "--kill-child",
      "sh",
      "-c",
      `${mounts} && mount -t tmpfs tmpfs /run && ip link set lo up && echo $$ && exec sleep infinity`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  // The shell inside, which becomes `sleep`: unshare itself ignores SIGTERM.
  const inside = await new Promise<number>((resolve, reject) => {
    child.once("exit", () => reject(new Error("no sandbox: it needs root and namespaces")));
    child.stdout.once("data", (pid: Buffer) => resolve(Number(pid.toString())));
  });
  const run = (script: string, env: Record<string, string> = {}) => {
    const result = spawnSync(
      "nsenter",
      ["-t", String(child.pid), "-m", "-n", "--", "sh", "-c", script],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          PATH: `${stubs}:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin`,
          ...env,
        },
      },
    );
    return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
  };
  return {
    run,
    ssh: `sh ${path.join(stubs, "ssh")}`,
    stop: async () => {
      run("[ ! -s /run/nginx.pid ] || nginx -s quit");
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(inside);
      await exited;
      execFileSync("rm", ["-rf", work]);
    },
  };
}
