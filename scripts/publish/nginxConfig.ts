/**
 * The nginx configuration of one release on the host, written by the publish command beside the
 * build: every path in it is the release's own folder, never the `current` link, so nginx serves
 * the build and the headers written for it together until the next reload (the CSP hashes of a
 * page belong to one build).
 */

/** Debian's dynamic modules (scripts/setup.sh): `brotli_static`, `more_set_headers`. */
const MODULES = "/usr/lib/nginx/modules";

/** The committed configuration files that go with every release (deploy/nginx/). */
export const HAND_WRITTEN = ["site.conf", "limits.conf", "negotiation.conf", "tls.conf"];

/** What the host's `http { }` includes: `include <root>/current/nginx/http.conf;`. */
export function httpConf(release: string, limitExempt: string[]): string {
  return [
    `# The release in ${release}, written by the publish command.`,
    "types { application/manifest+json webmanifest; }",
    `geo $limit_exempt { default 0;${limitExempt.map((address) => ` ${address} 1;`).join("")} }`,
    `include ${release}/nginx/limits.conf;`,
    `include ${release}/nginx/negotiation.conf;`,
    `include ${release}/nginx/generated/maps.conf;`,
    "",
  ].join("\n");
}

/** What the site's `server { }` includes: `include <root>/current/nginx/server.conf;`. */
export function serverConf(release: string): string {
  return [
    `root ${release}/public;`,
    `include ${release}/nginx/generated/headers.conf;`,
    `include ${release}/nginx/generated/errors.conf;`,
    `include ${release}/nginx/site.conf;`,
    "",
  ].join("\n");
}

/**
 * A whole nginx.conf serving the site whose http.conf and server.conf are in `siteDir`, with its
 * pid and temp files relative to nginx's prefix (`-p`): the test of one release on its own
 * (`nginx -t -p <temp> -c <release>/nginx/check.conf`), and the tests' local host (which, before
 * its first release, serves no site: `siteDir` null).
 */
export function mainConf(siteDir: string | null, listen: string): string {
  return [
    `load_module ${MODULES}/ngx_http_brotli_static_module.so;`,
    `load_module ${MODULES}/ngx_http_headers_more_filter_module.so;`,
    "pid nginx.pid;",
    "error_log stderr warn;",
    "worker_rlimit_nofile 16384;",
    "events { worker_connections 4096; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    access_log off;",
    "    sendfile on;",
    "    map_hash_bucket_size 128;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `    ${kind}_temp_path ${kind}_temp;`,
    ),
    ...(siteDir ? [`    include ${siteDir}/nginx/http.conf;`] : []),
    "    server {",
    `        listen ${listen};`,
    "        server_name _;",
    siteDir ? `        include ${siteDir}/nginx/server.conf;` : "        return 503;",
    "    }",
    "}",
    "",
  ].join("\n");
}
