/**
 * The one nginx configuration of the site, written three ways from the same function: by
 * `npm run serve:nginx` (scripts/nginx.ts) on this machine, by `npm run nginx:config` for an
 * owner's server (its /etc/nginx/nginx.conf), and beside every release by the publish command.
 * A release's folder holds the build and the configuration written for it (`nginx/http.conf`,
 * `nginx/server.conf`); every path in those is the release's own, never the `current` link, so
 * nginx serves a build and the headers written for it together until the next reload.
 */

/** Debian's dynamic modules (scripts/setup.sh): `brotli_static`, `more_set_headers`. */
const MODULES = "/usr/lib/nginx/modules";

/** The committed configuration files that go with every release (deploy/nginx/). */
export const HAND_WRITTEN = ["site.conf", "limits.conf", "tls.conf"];

/** What the host's `http { }` includes: `include <release>/nginx/http.conf;`. */
export function httpConf(release: string, limitExempt: string[]): string {
  return [
    `# The release in ${release}, written by the publish command.`,
    "types { application/manifest+json webmanifest; }",
    `geo $limit_exempt { default 0;${limitExempt.map((address) => ` ${address} 1;`).join("")} }`,
    `include ${release}/nginx/limits.conf;`,
    `include ${release}/nginx/generated/maps.conf;`,
    "",
  ].join("\n");
}

/** What the site's `server { }` includes: `include <release>/nginx/server.conf;`. */
export function serverConf(release: string): string {
  return [
    `root ${release}/public;`,
    `include ${release}/nginx/generated/headers.conf;`,
    `include ${release}/nginx/generated/errors.conf;`,
    `include ${release}/nginx/site.conf;`,
    "",
  ].join("\n");
}

export type NginxConf = {
  /** The release folder nginx serves (or a link to it); null before the first release: 503. */
  site: string | null;
  /** Plain HTTP: `80`, `127.0.0.1:8080`. With `tls`, it only redirects to the site's origin. */
  http?: string;
  tls?: {
    listen: string;
    certificate: string;
    key: string;
    /** `https://www.example.com`: where every other spelling of the site is sent. */
    origin: string;
    /** Other names that redirect there (the bare domain), with a certificate covering them. */
    aliases?: string[];
  };
  /**
   * Debian's own layout (a server's /etc/nginx/nginx.conf): its user, pid and logs. Otherwise
   * everything is relative to nginx's prefix (`nginx -p DIR`), as for a local server.
   */
  system?: boolean;
};

export function nginxConf({ site, http, tls, system = false }: NginxConf): string {
  const lines = [
    `load_module ${MODULES}/ngx_http_brotli_static_module.so;`,
    `load_module ${MODULES}/ngx_http_headers_more_filter_module.so;`,
    ...(system
      ? ["user www-data;", "pid /run/nginx.pid;", "error_log /var/log/nginx/error.log;"]
      : ["pid nginx.pid;", "error_log stderr warn;"]),
    "worker_processes auto;",
    // Every connection holds a descriptor and a static file another one: room for all of them.
    "worker_rlimit_nofile 16384;",
    "events { worker_connections 4096; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    system ? "    access_log /var/log/nginx/access.log;" : "    access_log off;",
    "    sendfile on;",
    "    map_hash_bucket_size 128;",
    ...(system
      ? []
      : ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `    ${kind}_temp_path ${kind}_temp;`,
        )),
    // Behind a proxy or CDN, set real_ip_header/set_real_ip_from here: the limits key on the
    // client's address, and every client would otherwise share the proxy's.
    ...(site ? [`    include ${site}/nginx/http.conf;`] : []),
  ];
  const server = (body: string[]) => ["    server {", ...body.map((l) => `        ${l}`), "    }"];
  const siteBody = site ? [`include ${site}/nginx/server.conf;`] : ["return 503;"];
  if (tls) {
    // Never the client's Host header in a redirect: always the configured origin.
    const redirect = `return 301 ${tls.origin}$request_uri;`;
    if (http) lines.push(...server([`listen ${http};`, "server_name _;", redirect]));
    const certificate = [
      `ssl_certificate ${tls.certificate};`,
      `ssl_certificate_key ${tls.key};`,
      ...(site ? [`include ${site}/nginx/tls.conf;`] : []),
    ];
    // nginx 1.22 (Debian bookworm) turns HTTP/2 on here; from 1.25.1 it is `http2 on;` instead.
    const listen = `listen ${tls.listen} ssl http2;`;
    if (tls.aliases?.length) {
      lines.push(
        ...server([listen, `server_name ${tls.aliases.join(" ")};`, ...certificate, redirect]),
      );
    }
    lines.push(
      ...server([
        listen,
        `server_name ${new URL(tls.origin).hostname};`,
        ...certificate,
        // Plain HTTP sent to the TLS port (nginx's 497): to HTTPS on the configured origin.
        `error_page 497 =301 ${tls.origin}$request_uri;`,
        ...siteBody,
      ]),
    );
  } else if (http) {
    lines.push(...server([`listen ${http};`, "server_name _;", ...siteBody]));
  }
  return [...lines, "}", ""].join("\n");
}
