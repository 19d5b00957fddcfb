#!/usr/bin/env bash
# Serves the built public/ with the production nginx configuration (deploy/nginx), in the foreground.
#
#   PORT=8080 npm run serve:nginx          http://127.0.0.1:8080/
#   TLS=1 PORT=8443 npm run serve:nginx    https://127.0.0.1:8443/ (self-signed certificate made
#                                          here; plain HTTP on the same port is redirected to HTTPS)
#
# Optional: PUBLIC_DIR (default public/), GENERATED_DIR (default deploy/nginx/generated: the
# files written for that build by plugins/serving/generate.ts), NGINX_PREFIX (default: a new temp dir; the certificate
# is written to $NGINX_PREFIX/tls/cert.pem). Stop with Ctrl-C (or SIGTERM/SIGQUIT).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${PORT:-8080}"
public="$(cd "${PUBLIC_DIR:-$root/public}" && pwd)"
deploy="$root/deploy/nginx"
generated="$(cd "${GENERATED_DIR:-$deploy/generated}" 2>/dev/null && pwd || echo "${GENERATED_DIR:-$deploy/generated}")"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

[ -x "$nginx_bin" ] || { echo "serve:nginx: nginx is not installed (run scripts/setup.sh)" >&2; exit 1; }
for file in "$generated/maps.conf" "$generated/headers.conf" "$public/page-data/app-data.json"; do
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
if [ "${TLS:-}" = "1" ]; then
  mkdir -p "$prefix/tls"
  if [ ! -f "$prefix/tls/cert.pem" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=127.0.0.1" \
      -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
      -keyout "$prefix/tls/key.pem" -out "$prefix/tls/cert.pem" 2>/dev/null
  fi
  listen="listen 127.0.0.1:$port ssl;"
  tls="ssl_certificate $prefix/tls/cert.pem;
        ssl_certificate_key $prefix/tls/key.pem;
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_prefer_server_ciphers off;
        ssl_session_cache shared:SSL:1m;
        # Plain HTTP sent to this TLS port: nginx's error 497 becomes a redirect to HTTPS.
        error_page 497 =301 https://\$host:\$server_port\$request_uri;"
fi

cat > "$prefix/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $prefix/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
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

    include $generated/maps.conf;

    server {
        $listen
        server_name _;
        root $public;
        $tls
        include $generated/headers.conf;
        include $deploy/site.conf;
    }
}
CONF

"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf"
scheme=http; [ "${TLS:-}" = "1" ] && scheme=https
echo "serve:nginx: $public on $scheme://127.0.0.1:$port/ (prefix $prefix)"
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf"
