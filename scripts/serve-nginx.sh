#!/usr/bin/env bash
# Serves the built public/ with the production nginx configuration (deploy/nginx), in the foreground.
#
#   PORT=8080 npm run serve:nginx          http://127.0.0.1:8080/
#   TLS=1 PORT=8443 npm run serve:nginx    https://127.0.0.1:8443/ over HTTP/2 or HTTP/1.1 (ALPN;
#                                          self-signed certificate made here; plain HTTP on the
#                                          same port is redirected to HTTPS)
#
# Optional: PUBLIC_DIR (default public/), GENERATED_DIR (default deploy/nginx/generated: the
# files written for that build by plugins/serving/generate.ts), NGINX_PREFIX (default: a new temp dir; the certificate
# is written to $NGINX_PREFIX/tls/cert.pem), LIMIT_EXEMPT (space-separated addresses or CIDR ranges
# the per-client limits of deploy/nginx/limits.conf never apply to, e.g. a load generator's).
# Stop with Ctrl-C (or SIGTERM/SIGQUIT).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${PORT:-8080}"
public="$(cd "${PUBLIC_DIR:-$root/public}" && pwd)"
deploy="$root/deploy/nginx"
generated="$(cd "${GENERATED_DIR:-$deploy/generated}" 2>/dev/null && pwd || echo "${GENERATED_DIR:-$deploy/generated}")"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
# Debian's dynamic modules (scripts/setup.sh installs them): brotli_static serves the build's .br
# files, headers-more sets each header once even when nginx builds a response twice (a 416).
modules=/usr/lib/nginx/modules

[ -x "$nginx_bin" ] || { echo "serve:nginx: nginx is not installed (run scripts/setup.sh)" >&2; exit 1; }
for module in ngx_http_brotli_static_module ngx_http_headers_more_filter_module; do
  [ -f "$modules/$module.so" ] || { echo "serve:nginx: $modules/$module.so is missing (run scripts/setup.sh)" >&2; exit 1; }
done
for file in "$generated/maps.conf" "$generated/headers.conf" "$generated/errors.conf" \
  "$public/page-data/app-data.json"; do
  [ -f "$file" ] || { echo "serve:nginx: $file is missing: run npm run build first" >&2; exit 1; }
done
# The generated CSP hashes belong to one build: refuse to serve another with them.
build="$(sed -n 's/.*"webpackCompilationHash":"\([^"]*\)".*/\1/p' "$public/page-data/app-data.json")"
if ! grep -q "^# Build $build\." "$generated/maps.conf"; then
  echo "serve:nginx: $generated does not match the build in $public: run npm run build" >&2
  exit 1
fi

prefix="${NGINX_PREFIX:-$(mktemp -d -t serve-nginx.XXXXXX)}"
mkdir -p "$prefix/logs" "$prefix/temp"

listen="listen 127.0.0.1:$port;"
tls=""
exempt=""
for address in ${LIMIT_EXEMPT:-}; do exempt="$exempt $address 1;"; done
if [ "${TLS:-}" = "1" ]; then
  mkdir -p "$prefix/tls"
  if [ ! -f "$prefix/tls/cert.pem" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=127.0.0.1" \
      -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
      -keyout "$prefix/tls/key.pem" -out "$prefix/tls/cert.pem" 2>/dev/null
  fi
  # nginx 1.22 (Debian bookworm) turns HTTP/2 on here; from 1.25.1 it is `http2 on;` instead.
  listen="listen 127.0.0.1:$port ssl http2;"
  tls="ssl_certificate $prefix/tls/cert.pem;
        ssl_certificate_key $prefix/tls/key.pem;
        include $deploy/tls.conf;
        # Plain HTTP sent to this TLS port: nginx's error 497 becomes a redirect to HTTPS on the
        # configured address, never on the client's Host header.
        error_page 497 =301 https://127.0.0.1:$port\$request_uri;"
fi

cat > "$prefix/nginx.conf" <<CONF
load_module $modules/ngx_http_brotli_static_module.so;
load_module $modules/ngx_http_headers_more_filter_module.so;
daemon off;
worker_processes auto;
# Every connection holds a descriptor and a static file another one: room for all of them.
worker_rlimit_nofile 16384;
pid $prefix/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    types { application/manifest+json webmanifest; }
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $prefix/temp/body;
    proxy_temp_path $prefix/temp/proxy;
    fastcgi_temp_path $prefix/temp/fastcgi;
    uwsgi_temp_path $prefix/temp/uwsgi;
    scgi_temp_path $prefix/temp/scgi;
    map_hash_bucket_size 128;

    geo \$limit_exempt {
        default 0;$exempt
    }
    include $deploy/limits.conf;
    include $deploy/negotiation.conf;
    include $generated/maps.conf;

    server {
        $listen
        server_name _;
        root $public;
        $tls
        include $generated/headers.conf;
        include $generated/errors.conf;
        include $deploy/site.conf;
    }
}
CONF

"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf"
scheme=http; [ "${TLS:-}" = "1" ] && scheme=https
echo "serve:nginx: $public on $scheme://127.0.0.1:$port/ (prefix $prefix)"
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf"
