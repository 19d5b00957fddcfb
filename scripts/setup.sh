#!/usr/bin/env bash
# Installs what a fresh Debian machine needs, and nothing more:
#
#   bash scripts/setup.sh site    (npm run site) nginx with its headers-more module,
#                                 and the npm packages the build uses (no devDependencies)
#   bash scripts/setup.sh serving (the pipelines, when the serving files changed) what the
#                                 serving suites need beside the installed packages: nginx and
#                                 its modules, openssl, rsync, sudo, curl, ssh, the Observatory
#   bash scripts/setup.sh tests   (npm run test:all) all of that, the test tools (devDependencies),
#                                 the browsers and programs the suites drive, tools/*: each
#                                 host's runtime and checker in its own folder, and the git
#                                 pre-commit hook (.githooks/pre-commit)
#
# Debian packages come from apt (as root, or with sudo); npm packages exactly as the lockfiles pin
# them, and only when a lockfile changed since the last install, with no install script (the
# root's .npmrc says so; the tools are installed with --ignore-scripts: npm 11's allowScripts
# only warns). Nothing is downloaded at run time.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-site}"

missing=()
need() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || missing+=("$2"); }
need_file() { [ -f "$1" ] || missing+=("$2"); }
modules=/usr/lib/nginx/modules
need nginx nginx
need_file $modules/ngx_http_headers_more_filter_module.so libnginx-mod-http-headers-more-filter
if [ "$mode" != site ]; then
  need openssl openssl # serve:nginx's TLS mode
  need rsync rsync     # publishing to an nginx host
  # The owner's nginx server in a sandbox (e2e/serving/production.spec.ts).
  need sudo sudo
  need curl curl
  need ssh-keygen openssh-client
  need chromium-headless-shell chromium-headless-shell # every Chromium suite
fi
if [ "$mode" = tests ]; then
  need chromium chromium # the bench's, the icons' and the CMS screenshots' browser
  need firefox-esr firefox-esr
  need WebKitWebDriver webkit2gtk-driver
  need Xvfb xvfb
  need faketime faketime
  # The Forgejo publisher's steps unzip the release a stand-in Forgejo zips (forgejoPublisher.test.ts).
  need zip zip
  need unzip unzip
  # vnu-jar's own install script would download a Java runtime (never run: .npmrc).
  need java default-jre-headless
  # WebKit takes its languages from compiled locales (e2e/engines).
  need_file /usr/share/i18n/locales/es_ES locales
elif [ "$mode" != site ] && [ "$mode" != serving ]; then
  echo "usage: bash scripts/setup.sh site|serving|tests" >&2
  exit 2
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# What FOLDER's last install was: its options and its lockfile's hash.
installed() { cat "$1/node_modules/.installed" 2>/dev/null || true; }
wanted() { echo "${*:2}:$(sha256sum "$1/package-lock.json" | cut -c1-64)"; }
# `npm ci` into FOLDER with OPTIONS, unless that is what it already holds.
install() {
  [ "$(installed "$1")" = "$(wanted "$@")" ] && return 0
  npm ci --no-audit --no-fund --prefix "$@"
  wanted "$@" >"$1/node_modules/.installed"
}

# The MDN HTTP Observatory would download the HSTS preload list; a local host is never on it.
observatory() {
  install tools/observatory --ignore-scripts
  preload=tools/observatory/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
  [ -f "$preload" ] || echo '{}' >"$preload"
}
if [ "$mode" = site ]; then
  # A full install (the tests') has all the site needs.
  [ "$(installed .)" = "$(wanted .)" ] || install . --omit=dev
  exit 0
fi
if [ "$mode" = serving ]; then
  observatory
  exit 0
fi
install .
# The pre-commit hook, in a git checkout.
[ ! -e .git ] || git config core.hooksPath .githooks
# Node 24 from the npm registry: the host runtimes need Node 22.12+, and test:node24 builds on it.
install tools/node24
# Each host's runtime and each outside checker (Renovate's validator among them) in its own
# folder: their install scripts would download or compile (so they are skipped), and the site never
# needs them.
for tool in cloudflare netlify renovate; do install "tools/$tool" --ignore-scripts; done
observatory
