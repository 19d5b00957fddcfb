import fs from "node:fs";
import path from "node:path";

/**
 * The site's one nginx configuration, for every place it runs: `npm run serve:nginx` on this
 * machine and the tests' publish host (a whole nginx.conf around it), and the owner's server (a
 * site file beside Debian's own nginx.conf and any other site, installed by the setup script
 * `npm run nginx:config` prints). The live release comes through one folder, `live/`: maps.conf
 * (http level) and server.conf (the site's `root` and its generated includes), which on a server
 * only root's site-activate writes (deploy/nginx/activate.sh).
 */

export type Site = {
  /** The hand-written rules: deploy/nginx here, /etc/nginx/site on a server. */
  rules: string;
  /** The live release's maps.conf and server.conf. */
  live: string;
  /** Plain HTTP: a port (`80`, over IPv4 and IPv6) or `127.0.0.1:8080`. */
  http?: string;
  /** `https://www.example.com`: with it, plain HTTP and every other name redirect there. */
  origin?: string;
  /** Other names that redirect to the origin (the bare domain). */
  aliases?: string[];
  tls?: { listen: string; certificate: string; key: string };
  /** The folder certbot leaves its HTTP challenges in. */
  acme?: string;
  /** Addresses the per-client limits never apply to. */
  limitExempt?: string[];
};

/** A port (`80`) on every IPv4 and IPv6 address; `127.0.0.1:8080` on that address only. */
const listen = (spec: string, options = "") =>
  [spec, ...(/^\d+$/.test(spec) ? [`[::]:${spec}`] : [])].map((on) => `listen ${on}${options};`);

const server = (body: string[]) => ["server {", ...body.map((line) => `    ${line}`), "}"];

/** The http-level site file (a server's /etc/nginx/conf.d/<host>.conf). */
export function siteConf(site: Site): string {
  const body = [`include ${site.live}/server.conf;`];
  const origin = site.origin ? new URL(site.origin) : undefined;
  const host = origin?.hostname ?? "_";
  // Never the client's Host header in a redirect: always the configured origin.
  const redirect = `return 301 ${origin?.origin}$request_uri;`;
  const lines = [
    "types { application/manifest+json webmanifest; }",
    "map_hash_bucket_size 128;",
    // Of two definitions of a variable nginx keeps the last: a release's come first.
    `include ${site.live}/maps.conf;`,
    // Behind a proxy or CDN, set real_ip_header/set_real_ip_from here: the limits key on the
    // client's address, and every client would otherwise share the proxy's.
    `geo $limit_exempt { default 0;${(site.limitExempt ?? []).map((a) => ` ${a} 1;`).join("")} }`,
    `include ${site.rules}/limits.conf;`,
  ];
  if (site.http) {
    const names = [host, ...(site.aliases ?? [])].join(" ");
    const acme = site.acme
      ? [
          `location /.well-known/acme-challenge/ { root ${site.acme}; }`,
          `location / { ${redirect} }`,
        ]
      : [redirect];
    lines.push(
      ...server([...listen(site.http), `server_name ${names};`, ...(origin ? acme : body)]),
    );
  }
  if (site.tls) {
    const tls = [
      ...listen(site.tls.listen, " ssl http2"), // nginx 1.22 (Debian 12); 1.25.1+: `http2 on;`
      `ssl_certificate ${site.tls.certificate};`,
      `ssl_certificate_key ${site.tls.key};`,
      `include ${site.rules}/tls.conf;`,
    ];
    if (site.aliases?.length) {
      lines.push(...server([...tls, `server_name ${site.aliases.join(" ")};`, redirect]));
    }
    lines.push(
      ...server([
        ...tls,
        `server_name ${host};`,
        // Plain HTTP sent to the TLS port (nginx's 497): to HTTPS on the configured origin.
        `error_page 497 =301 ${origin?.origin}$request_uri;`,
        ...body,
      ]),
    );
  }
  return [...lines, ""].join("\n");
}

/** What site-activate writes for a release: the `server.conf` of a build in `public`. */
export function serverConf(publicDir: string, generated: string, rules: string): string {
  return [
    `root ${publicDir};`,
    `include ${generated}/headers.conf;`,
    `include ${generated}/errors.conf;`,
    `include ${rules}/site.conf;`,
    "",
  ].join("\n");
}

/**
 * A whole nginx.conf for nginx run unprivileged in PREFIX (`nginx -p PREFIX`): Debian's
 * nginx.conf as far as the site depends on it, around the site file.
 */
export function nginxConf(site: Site): string {
  return [
    "load_module /usr/lib/nginx/modules/ngx_http_headers_more_filter_module.so;",
    "pid nginx.pid;",
    "error_log stderr warn;",
    "worker_processes auto;",
    "events { worker_connections 768; }",
    "http {",
    ...[
      "include /etc/nginx/mime.types;",
      "default_type application/octet-stream;",
      "sendfile on;",
      "tcp_nopush on;",
      "types_hash_max_size 2048;",
      "access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (k) => `${k}_temp_path ${k}_temp;`,
      ),
      ...siteConf(site).trimEnd().split("\n"),
    ].map((line) => `    ${line}`),
    "}",
    "",
  ].join("\n");
}

export type Setup = {
  origin: string;
  aliases: string[];
  /** The deploy key's public half (`ssh-ed25519 AAAA… comment`). */
  key: string;
  /** For Let's Encrypt's expiry mails; none without it. */
  email?: string;
};

/** The files of deploy/nginx/ a server gets: root's rules and its activation command. */
const DEPLOY = path.join(__dirname, "..", "..", "deploy", "nginx");
const RULES = ["site.conf", "limits.conf", "tls.conf"];

/** A file written by the setup script, its text as it is. */
function heredoc(target: string, text: string): string {
  if (text.includes("\nEND_OF_FILE\n")) throw new Error(`${target} cannot be embedded`);
  return `cat >${target} <<'END_OF_FILE'\n${text.trimEnd()}\nEND_OF_FILE`;
}

/**
 * The owner's server, set up by one run as root on Debian 12: `sh setup.sh` (`npm run
 * nginx:config` prints it). It can be run again: it changes only what it writes.
 */
export function serverSetup({ origin, aliases, key, email }: Setup): string {
  const host = new URL(origin).hostname;
  // Each goes into shell and nginx syntax as it is.
  for (const name of [host, ...aliases]) {
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(name)) throw new Error(`not a host name: ${name}`);
  }
  if (email !== undefined && !/^[^\s'"\\$`;&|<>()]+@[a-z0-9.-]+$/i.test(email)) {
    throw new Error(`not an e-mail address: ${email}`);
  }
  if (!/^(ssh|ecdsa-sha2)-[a-z0-9-]+ [A-Za-z0-9+/=]+( [^\n']*)?$/.test(key.trim())) {
    throw new Error("the deploy key is not an SSH public key (publish_key.pub)");
  }
  const base: Site = {
    rules: "/etc/nginx/site",
    live: "/etc/nginx/site/live",
    http: "80",
    origin,
    aliases,
    acme: "/var/www/letsencrypt",
  };
  const live = `/etc/letsencrypt/live/${host}`;
  const tls = { listen: "443", certificate: `${live}/fullchain.pem`, key: `${live}/privkey.pem` };
  const siteFile = `/etc/nginx/conf.d/${host}.conf`;
  const names = [host, ...aliases].map((name) => `-d ${name}`).join(" ");
  return [
    "#!/bin/sh",
    `# ${origin} on this Debian 12 server: run once as root (again after deploy/nginx changes).`,
    "# Written by `npm run nginx:config`; docs/OWNER.md says what each step is for.",
    "set -eu",
    "export DEBIAN_FRONTEND=noninteractive",
    "apt-get update -qq",
    "apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-headers-more-filter \\",
    "  rsync sudo certbot",
    "",
    "# The deploy user logs in with the pipeline's key only (no password, no forwarding, no",
    "# terminal) and may write release folders, and run site-activate as root: nothing else.",
    "id deploy >/dev/null 2>&1 || useradd --create-home --shell /bin/sh deploy",
    "usermod -p '*' deploy",
    "install -d -o deploy -g deploy -m 700 /home/deploy/.ssh",
    `echo 'restrict ${key.trim()}' >/home/deploy/.ssh/authorized_keys`,
    "chown deploy:deploy /home/deploy/.ssh/authorized_keys",
    "install -d -m 755 /srv/site /etc/nginx/site /var/www/letsencrypt",
    "install -d -o deploy -g deploy -m 755 /srv/site/releases",
    ...RULES.map((file) =>
      heredoc(`/etc/nginx/site/${file}`, fs.readFileSync(path.join(DEPLOY, file), "utf8")),
    ),
    heredoc(
      "/usr/local/sbin/site-activate",
      fs.readFileSync(path.join(DEPLOY, "activate.sh"), "utf8"),
    ),
    "chmod 755 /usr/local/sbin/site-activate",
    "echo 'deploy ALL=(root) NOPASSWD: /usr/local/sbin/site-activate' >/etc/sudoers.d/site-activate",
    "chmod 440 /etc/sudoers.d/site-activate",
    "visudo -cq",
    "site-activate live >/dev/null",
    "",
    "# nginx: plain HTTP first, for the certificate's challenge; then HTTPS with it.",
    heredoc(siteFile, siteConf(base)),
    "nginx -t -q",
    "systemctl enable --now nginx",
    "systemctl reload nginx",
    `certbot certonly --webroot -w ${base.acme} ${names} --non-interactive --agree-tos \\`,
    `  ${email ? `--email ${email}` : "--register-unsafely-without-email"} --deploy-hook "systemctl reload nginx"`,
    heredoc(siteFile, siteConf({ ...base, tls })),
    "nginx -t -q",
    "systemctl reload nginx",
    "",
    "echo 'Done. PUBLISH_KNOWN_HOSTS for the pipeline (this server as ssh will see it):'",
    `for key in /etc/ssh/ssh_host_*_key.pub; do [ ! -f "$key" ] || echo "${host} $(cut -d' ' -f1,2 "$key")"; done`,
    "",
  ].join("\n");
}
