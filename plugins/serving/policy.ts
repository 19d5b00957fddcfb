/**
 * Node-only, build time. The serving policy of the built site in one place: caching rules,
 * security headers and the shape of the Content-Security-Policy. Both the nginx configuration and
 * the `_headers` file are rendered from these values, so the two never disagree.
 */

/** HTML, page-data, app-data and anything unhashed: always revalidate (Gatsby's guidance). */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Content-hashed files: cache for a year, never revalidate. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Gatsby's content-hashed bundles at the root of `public/`: `app-0123456789abcdef0123.js`. */
export const HASHED_BUNDLE = /^\/[^/]+-[0-9a-f]{20}\.(?:js|css)$/;
/** Same rule written for nginx's PCRE (quoted in the config). */
export const HASHED_BUNDLE_NGINX = "^/[^/]+-[0-9a-f]{20}\\.(?:js|css)$";
/** `static/` holds files Gatsby names after their content hash. */
export const STATIC_PREFIX = "/static/";

/** Sent with every response (over TLS, HSTS as well). */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    [
      "accelerometer=()",
      "autoplay=()",
      "camera=()",
      "display-capture=()",
      "encrypted-media=()",
      "fullscreen=()",
      "geolocation=()",
      "gyroscope=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "picture-in-picture=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "sync-xhr=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  ],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  // Older browsers that ignore CSP frame-ancestors.
  ["X-Frame-Options", "DENY"],
];

/** Two years; no `preload` (submitting the domain to the preload list is the owner's call). */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Emotion inserts empty <style> tags at runtime and fills them through the CSSOM (insertRule),
 * which CSP does not police; the empty tag itself needs the hash of the empty string.
 */
export const EMPTY_STRING_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export type InlineSources = {
  /** `'sha256-…'` of every inline script of the page. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` of every inline <style> of the page (Emotion's SSR styles). */
  styleHashes: readonly string[];
  /** The HTML carries `style="…"` attributes (Gatsby's focus wrapper and route announcer). */
  styleAttributes: boolean;
};

/** The policy of any response that is not one of the built pages: nothing may load. */
export const DEFAULT_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Appended over TLS only (over plain HTTP it would break every subresource). */
export const CSP_TLS_SUFFIX = "; upgrade-insecure-requests";

/** What every answer carries on the HTTPS-only hosts (their `/*` rule), as nginx over TLS. */
export const tlsDefaultHeaders: ReadonlyArray<readonly [string, string]> = [
  ...securityHeaders,
  ["Strict-Transport-Security", HSTS],
  ["Cache-Control", CACHE_REVALIDATE],
  ["Content-Security-Policy", `${DEFAULT_CSP}${CSP_TLS_SUFFIX}`],
];

/**
 * A page's policy: same-origin files plus exactly the inline code that page ships.
 *
 * The web app manifest is the one same-origin fetch without a directive of its own here:
 * `manifest-src` is unknown to WebKit, which logs it as a console error on every page, so the
 * manifest comes under `default-src 'self'`. Every other fetch directive the engines know is
 * spelled out (the ones that were `'none'` by default stay `'none'`), so what loads is the same
 * as under `default-src 'none'; manifest-src 'self'` in every engine.
 */
export function pageCsp({ scriptHashes, styleHashes, styleAttributes }: InlineSources): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scriptHashes)].join(" "),
    ["style-src 'self'", ...unique([...styleHashes, EMPTY_STRING_HASH])].join(" "),
    ...(styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What answers under /admin/ carry instead of, or besides, the site's: no search engine lists the
 * CMS, and its sign-in window (GitHub's, GitLab's…) may report back to the page that opened it.
 */
export const adminHeaders: ReadonlyArray<readonly [string, string]> = [
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
];

/**
 * The CMS page's policy: its own scripts (its import map by hash), and what Sveltia CMS needs,
 * measured in Chromium (plugins/cms/sveltiaFiles.ts): inline styles (its components set them),
 * data: images and fetches (its built-in pictures, read before its configuration), blob: images
 * and fetches (a photo's preview before it is uploaded), the backend's API and its users'
 * avatars, and the web app manifest it makes as a blob. No 'unsafe-eval' and nothing else from
 * outside.
 */
export function adminCsp(
  { scriptHashes }: InlineSources,
  backend: { connect: readonly string[]; images: readonly string[] },
): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...backend.images].join(" "),
    ["connect-src 'self' data: blob:", ...backend.connect].join(" "),
    "font-src 'self'",
    "manifest-src blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
