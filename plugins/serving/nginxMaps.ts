import { ADMIN_PREFIX } from "../shared/adminFolder";
import { TEXT_EXTENSIONS } from "../precompress/precompress";
import { GENERATED_NOTE, quote, quoteKey, splitValue } from "./nginxValues";
import {
  adminHeaders,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CSP_TLS_SUFFIX,
  DEFAULT_CSP,
  HASHED_BUNDLE_NGINX,
  HSTS,
  securityHeaders,
  STATIC_PREFIX,
} from "./policy";
import type { ServingConfig } from "./servingConfig";

/**
 * Node-only, build time. `generated/maps.conf` (http level): the variables that headers.conf,
 * errors.conf and site.conf read, worked out per request from `$uri` and the build's pages.
 */

/**
 * Per-page Content-Security-Policy: hashes of the inline scripts and styles of the final HTML.
 * Volatile: a 412 or 416 is built after the headers of the page it was about, and its error page
 * needs its own policy.
 */
function cspMaps(config: ServingConfig): string[] {
  const split = config.pages.map((page) => ({ page, pieces: splitValue(page.csp) }));
  const parts = Math.max(...split.map(({ pieces }) => pieces.length));
  return Array.from({ length: parts }, (_, index) => {
    const lines = split.flatMap(({ page, pieces }) =>
      page.uris.map((uri) => `    ${quoteKey(uri)} ${quote(pieces[index] ?? "")};`),
    );
    const fallback = index === 0 ? DEFAULT_CSP : "";
    return [
      `map $site_uri $csp_${index} {`,
      "    volatile;",
      `    default ${quote(fallback)};`,
      ...lines,
      "}",
    ].join("\n");
  });
}

/** Each precompressed type as nginx sends it uncoded (mime.types, site.conf's charset_types). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".xml": "text/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/octet-stream",
};

/**
 * The brotli copies, which site.conf finds itself (it says why): whether the request takes
 * brotli (named, and not `;q=0`), the file's own path while its copy is sent (`$site_uri`, which
 * the header maps read; volatile, as the copy's rewrite changes `$uri`), and the copy's type.
 */
function brotliMaps(): string[] {
  const types = [...TEXT_EXTENSIONS].map((extension) => {
    const type = CONTENT_TYPES[extension];
    if (!type) throw new Error(`nginxMaps: no Content-Type for ${extension} copies`);
    return `    ${quoteKey(`~\\${extension}$`)} ${quote(type)};`;
  });
  return [
    "map $http_accept_encoding $brotli_accepted {",
    '    default "";',
    '    "~*(?:^|[ ,])br[ \\t]*(?:,|$|;(?![ \\t]*q[ \\t]*=[ \\t]*0(?:\\.0{0,3})?[ \\t]*(?:,|$)))" "1";',
    "}",
    "map $uri $site_uri {",
    "    volatile;",
    '    "~^(?<file>.+)\\.br$" $file;',
    "    default $uri;",
    "}",
    "map $site_uri $brotli_type {",
    '    default "application/octet-stream";',
    ...types,
    "}",
  ];
}

/** A value per language: `default` for the default language, `~^/es/` for the others. */
function byLanguage(entries: readonly { prefix: string; value: string }[]): string[] {
  const fallback = entries.find(({ prefix }) => prefix === "")?.value ?? "";
  return [
    `    default ${quote(fallback)};`,
    ...entries
      .filter(({ prefix }) => prefix !== "")
      .map(({ prefix, value }) => `    ${quoteKey(`~^${prefix}/`)} ${quote(value)};`),
  ];
}

/**
 * One URL per page. `$page_url` is the URL of the page nginx is serving (its folder, or its
 * index.html after nginx's own internal redirect); `$canonical_redirect` is that URL whenever the
 * path the client sent, byte for byte, is another one. Volatile: `$uri` changes on the internal
 * redirect, and the cached value of the first look would be stale.
 */
function canonicalMaps(config: ServingConfig): string[] {
  const lines = config.pages.flatMap(({ uris, url }) =>
    url === undefined ? [] : uris.map((uri) => `    ${quoteKey(uri)} ${quote(url)};`),
  );
  return [
    "map $uri $page_url {",
    "    volatile;",
    '    default "";',
    ...lines,
    "}",
    "map $request_uri $request_path {",
    '    "~^(?<path>[^?]*)" $path;',
    "}",
    // A page URL has no space, so the first space of the key ends it.
    'map "$page_url $request_path" $canonical_redirect {',
    "    volatile;",
    '    default "";',
    '    "~^(/[^ ]*) \\1$" "";',
    '    "~^(?<url>/[^ ]*) " $url;',
    "}",
  ];
}

/** The nginx variable of a header the CMS's answers set differently (`$admin_x_robots_tag`). */
export const adminHeaderVariable = (name: string) =>
  `$admin_${name.toLowerCase().replace(/-/g, "_")}`;

/** Under /admin/, the CMS's own values; elsewhere the site's (none for a header it lacks). */
function adminMaps(): string[] {
  return adminHeaders.flatMap(([name, value]) => {
    const site = securityHeaders.find(([own]) => own === name)?.[1] ?? "";
    return [
      `map $site_uri ${adminHeaderVariable(name)} {`,
      `    default ${quote(site)};`,
      `    ${quoteKey(`~^${ADMIN_PREFIX}`)} ${quote(value)};`,
      "}",
    ];
  });
}

export function renderNginxMaps(config: ServingConfig): string {
  const ok = "(?:200|206|304)";
  const negotiable = [...TEXT_EXTENSIONS].map((extension) => extension.slice(1)).join("|");
  return [
    `# ${GENERATED_NOTE}`,
    `# Build ${config.compilationHash}. Include at http level.`,
    "",
    "# Brotli: whether the request takes it, the file's own path while its copy is sent, its type.",
    ...brotliMaps(),
    "",
    "# Per-page Content-Security-Policy: hashes of the inline scripts and styles of the final HTML.",
    ...cspMaps(config),
    "",
    "map $https $csp_tls {",
    `    on ${quote(CSP_TLS_SUFFIX)};`,
    `    default "";`,
    "}",
    "",
    "# The CMS (/admin/) is not for search engines, and its sign-in window reports back to it.",
    ...adminMaps(),
    "",
    "# HSTS only means something over TLS.",
    "map $https $hsts {",
    `    on ${quote(HSTS)};`,
    `    default "";`,
    "}",
    "",
    "# Hashed files are immutable for a year; HTML, page-data, errors and everything else revalidate.",
    "# Volatile: a 416 is built after the 200's headers, and must not keep their caching.",
    'map "$status $site_uri" $cache_control {',
    "    volatile;",
    `    default ${quote(CACHE_REVALIDATE)};`,
    `    ${quoteKey(`~^${ok} ${STATIC_PREFIX}`)} ${quote(CACHE_IMMUTABLE)};`,
    `    ${quoteKey(`~^${ok} ${HASHED_BUNDLE_NGINX.slice(1)}`)} ${quote(CACHE_IMMUTABLE)};`,
    "}",
    "",
    "# Every file of a type that has brotli and gzip copies (or is compressed on the fly) is",
    "# negotiated, compressed this time or not: caches must keep one answer per Accept-Encoding.",
    "# Redirects carry no file.",
    'map "$status $site_uri" $vary {',
    "    volatile;",
    '    default "";',
    `    ${quoteKey(`~^(?:2..|304|[45]..) .*\\.(?:${negotiable})$`)} "Accept-Encoding";`,
    "}",
    "",
    "# The not-found page in the language of the path's prefix (from the locales/ folders).",
    "map $site_uri $not_found_page {",
    ...byLanguage(config.notFound.map(({ prefix, page }) => ({ prefix, value: page }))),
    "}",
    "",
    "# The folder of the error pages in the language of the path's prefix.",
    "map $site_uri $error_pages {",
    ...byLanguage(config.errorPages.map(({ prefix, folder }) => ({ prefix, value: folder }))),
    "}",
    "",
    "# One URL per page: the page's own URL when the client spelled its path another way.",
    ...canonicalMaps(config),
    "",
  ].join("\n");
}
