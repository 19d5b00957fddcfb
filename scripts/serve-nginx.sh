#!/usr/bin/env bash
# Serves the built public/ with the production nginx configuration, in the foreground:
#
#   PORT=8080 npm run serve:nginx          http://127.0.0.1:8080/
#   TLS=1 PORT=8443 npm run serve:nginx    https://127.0.0.1:8443/ over HTTP/2 or HTTP/1.1 (a
#                                          self-signed certificate made here; plain HTTP on the same
#                                          port is redirected to HTTPS)
#
# Optional: NGINX_PREFIX (default: a new temp dir; the certificate is $NGINX_PREFIX/tls/cert.pem).
# Stop with Ctrl-C.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
public="$root/public"
generated="$root/deploy/nginx/generated"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || { echo "serve:nginx: nginx is not installed (bash scripts/setup.sh site)" >&2; exit 1; }
for file in "$generated/maps.conf" "$public/page-data/app-data.json"; do
  [ -f "$file" ] || { echo "serve:nginx: $file is missing: run npm run build first" >&2; exit 1; }
done
# The generated CSP hashes belong to one build: refuse to serve another with them.
build="$(sed -n 's/.*"webpackCompilationHash":"\([^"]*\)".*/\1/p' "$public/page-data/app-data.json")"
if ! grep -q "^# Build $build\." "$generated/maps.conf"; then
  echo "serve:nginx: $generated does not match the build in $public: run npm run build" >&2
  exit 1
fi
# What the server's site-activate would refuse is refused here too.
sh "$root/deploy/nginx/activate.sh" check "$generated"
prefix="${NGINX_PREFIX:-$(mktemp -d -t serve-nginx.XXXXXX)}"
"$root/node_modules/.bin/tsx" "$root/scripts/nginx.ts" local "$prefix"
"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf"
scheme=http; [ "${TLS:-}" = "1" ] && scheme=https
echo "serve:nginx: $public on $scheme://127.0.0.1:${PORT:-8080}/ (prefix $prefix)"
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -g "daemon off;"
