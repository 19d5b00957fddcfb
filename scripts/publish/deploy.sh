#!/bin/sh
# The one step that holds a host's credential (docs/OWNER.md). It puts a release that the check
# job built, tested and packed (`npm run publish -- --stage`) live or on a preview, or rolls the
# host back. The pipelines' deploy jobs run it alone, after `npm ci --ignore-scripts --prefix
# tools/<host>`: no build, none of the site's packages, and nothing of the release but its files
# (the host's configuration comes from this checkout). `npm run publish` runs it too.
#
#   sh scripts/publish/deploy.sh live     [--dry-run] RELEASE.tar    RELEASE_SHA256 set, or
#   sh scripts/publish/deploy.sh preview  [--dry-run] RELEASE.tar    RELEASE.tar.sha256 beside it
#   sh scripts/publish/deploy.sh rollback [--dry-run]
#
# PUBLISH_TARGET: cloudflare, netlify, nginx or github-pages. The host's settings:
# CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID; NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID;
# PUBLISH_DOMAIN when set (the release's address must be it); PUBLISH_HOST, PUBLISH_SSH_KEY and PUBLISH_KNOWN_HOSTS (each the value, or a path to a file holding
# it: a GitLab variable of type File), or PUBLISH_SSH as deploy/nginx/push.sh takes it. NODE runs
# the host's CLI (default `node`, 22.13 or later). A preview's URL is printed, written to preview.env (GitLab) and $GITHUB_OUTPUT.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$PWD
usage() {
  echo "usage: deploy.sh live|preview [--dry-run] RELEASE.tar | rollback [--dry-run]" >&2
  exit 2
}
fail() {
  echo "publish: $*" >&2
  exit 1
}
mode=${1:-}
[ $# -eq 0 ] || shift
dry=""
if [ "${1:-}" = --dry-run ]; then
  dry=--dry-run
  shift
fi
target=${PUBLISH_TARGET:-}
case "$target" in
cloudflare) tool=cloudflare cli=wrangler/bin/wrangler.js ;;
netlify) tool=netlify cli=netlify-cli/bin/run.js ;;
nginx | github-pages) tool="" cli="" ;;
*) fail "set PUBLISH_TARGET to cloudflare, netlify, nginx or github-pages (it is '$target'); nothing was sent" ;;
esac
wrangler_config="$root/deploy/cloudflare/wrangler.jsonc"

# The host's CLI, pinned in tools/<host> by its own lockfile, installed without install scripts,
# quiet (no metrics, no update check) and with its settings in a folder of its own.
host_cli() {
  dir="$root/tools/$tool"
  [ -f "$dir/node_modules/$cli" ] || npm ci --ignore-scripts --no-audit --no-fund --prefix "$dir" >&2
  echo "publish: $tool $*"
  "${NODE:-node}" "$dir/node_modules/$cli" "$@"
}
XDG_CONFIG_HOME=$(mktemp -d)
mkdir -p "$XDG_CONFIG_HOME/netlify"
echo '{"telemetryDisabled":true}' >"$XDG_CONFIG_HOME/netlify/config.json"
export XDG_CONFIG_HOME WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true NO_UPDATE_NOTIFIER=1
cleanup=$XDG_CONFIG_HOME
trap 'rm -rf $cleanup' EXIT

# The nginx host's deploy key and known host key, written to files only this user reads and
# never printed (a multi-line value cannot be masked in a job's log); ssh then refuses any host
# whose key is not the one given.
ssh_from_secrets() {
  [ -n "${PUBLISH_SSH_KEY:-}" ] || return 0
  keys=$(mktemp -d)
  cleanup="$cleanup $keys"
  (
    umask 077
    if [ -f "$PUBLISH_SSH_KEY" ]; then cat -- "$PUBLISH_SSH_KEY"; else printf '%s\n' "$PUBLISH_SSH_KEY"; fi >"$keys/key"
    if [ -f "${PUBLISH_KNOWN_HOSTS:-}" ]; then cat -- "$PUBLISH_KNOWN_HOSTS"; else printf '%s\n' "${PUBLISH_KNOWN_HOSTS:-}"; fi >"$keys/known_hosts"
  )
  PUBLISH_SSH="ssh -i $keys/key -o UserKnownHostsFile=$keys/known_hosts -o StrictHostKeyChecking=yes -o BatchMode=yes"
  export PUBLISH_SSH
}

# Stops before anything is sent unless the host's settings are there.
settings() {
  case "$target" in
  cloudflare)
    [ -z "${CLOUDFLARE_API_TOKEN:-}" ] || [ -z "${CLOUDFLARE_ACCOUNT_ID:-}" ] || return 0
    fail "Set CLOUDFLARE_API_TOKEN (an API token allowed to edit Workers) and CLOUDFLARE_ACCOUNT_ID, then run this again; docs/OWNER.md says how. Nothing was sent."
    ;;
  netlify)
    [ -z "${NETLIFY_AUTH_TOKEN:-}" ] || [ -z "${NETLIFY_SITE_ID:-}" ] || return 0
    fail "Set NETLIFY_AUTH_TOKEN (a Netlify personal access token) and NETLIFY_SITE_ID (the site's Project ID), then run this again; docs/OWNER.md says how. Nothing was sent."
    ;;
  esac
}

if [ "$mode" = rollback ]; then
  [ $# -eq 0 ] || usage
  case "$target" in
  cloudflare) set -- rollback --config "$wrangler_config" --yes --message "npm run publish -- --rollback" ;;
  netlify) set -- api rollbackSiteDeploy --data "{\"site_id\":\"${NETLIFY_SITE_ID:-}\"}" ;;
  nginx)
    ssh_from_secrets
    sh "$root/deploy/nginx/push.sh" --rollback $dry
    exit
    ;;
  github-pages)
    fail "GitHub Pages keeps no release to switch back to. Actions → Publish → the last good run before the live one → Re-run all jobs (a run can be re-run for 30 days); older: revert the commits since on main and push."
    ;;
  esac
  if [ -n "$dry" ]; then
    echo "publish: would run: $tool $*; nothing was sent"
    exit 0
  fi
  settings
  host_cli "$@"
  exit
fi

case "$mode" in live | preview) ;; *) usage ;; esac
[ $# -eq 1 ] || usage
release=$1
[ -n "${RELEASE_SHA256:-}" ] || [ ! -f "$release.sha256" ] || RELEASE_SHA256=$(cat -- "$release.sha256")
case "${RELEASE_SHA256:-}" in *[!0-9a-f]* | "") sha256="" ;; *) sha256=$RELEASE_SHA256 ;; esac
[ ${#sha256} -eq 64 ] ||
  fail "set RELEASE_SHA256 (the check job's record of the release, 64 hex digits); nothing was sent"
echo "$RELEASE_SHA256  $release" | sha256sum -c --status - 2>/dev/null ||
  fail "$release is not the release the check job built (its sha256 differs); nothing was sent"
# Files and folders only, all inside the release: a link or an odd name could reach out of it.
if tar -tvf "$release" | grep -qv '^[-d]' || tar -tf "$release" | grep -qE '^/|(^|/)\.\.(/|$)'; then
  fail "$release holds a link, a device or a path out of it; nothing was sent"
fi
unpacked=$(mktemp -d)
cleanup="$cleanup $unpacked"
tar -xf "$release" -C "$unpacked" --no-same-owner --no-same-permissions
site="$unpacked/public"
# A setting the check job wrote (settings: name=value), only in the characters it may hold.
setting() { sed -n "s/^$1=\([a-z0-9][a-z0-9.-]*\)\$/\1/p" "$unpacked/settings"; }
echo "publish: release $(echo "$RELEASE_SHA256" | cut -c1-12) verified; $mode on $target${dry:+ (a dry run)}"

# The preview's URL, where the pipeline reads it.
report() {
  case "$1" in https://*) ;; *) fail "the host gave no preview URL" ;; esac
  echo "publish: preview at $1"
  echo "PREVIEW_URL=$1" >"$here/preview.env"
  [ -z "${GITHUB_OUTPUT:-}" ] || echo "preview_url=$1" >>"$GITHUB_OUTPUT"
}

# What Netlify takes of the folder: no dotfiles but .well-known/; _headers and _redirects go as
# its configuration.
netlify_files() {
  (cd "$site" && find . -type f) | sed 's|^\./||' |
    awk '!/^_(headers|redirects)$/ && (!/(^|\/)\./ || /^\.well-known\//)' | sort
}

case "$target:$mode" in
cloudflare:live)
  [ -n "$dry" ] || settings
  domain=$(setting domain)
  # Where the release's address is not the owner's to trust (the Forgejo publisher sets
  # PUBLISH_DOMAIN), the Worker is attached to no other name in the zone than the one given.
  [ -z "${PUBLISH_DOMAIN+set}" ] || [ "$PUBLISH_DOMAIN" = "$domain" ] ||
    fail "the release is for $domain, not PUBLISH_DOMAIN ('${PUBLISH_DOMAIN}'); set PUBLISH_DOMAIN if the site's address changed. Nothing was sent."
  host_cli deploy --config "$wrangler_config" --assets "$site" --domain "$domain" $dry
  ;;
cloudflare:preview)
  [ -n "$dry" ] || settings
  out="$unpacked/wrangler.jsonl"
  WRANGLER_OUTPUT_FILE_PATH=$out host_cli versions upload --config "$wrangler_config" \
    --assets "$site" --preview-alias "$(setting alias)" $dry
  [ -z "$dry" ] || exit 0
  url=$(sed -n 's/.*"preview_alias_url":"\(https:[^"]*\)".*/\1/p' "$out" | head -n 1)
  [ -n "$url" ] || url=$(sed -n 's/.*"preview_url":"\(https:[^"]*\)".*/\1/p' "$out" | head -n 1)
  report "$url"
  ;;
netlify:*)
  echo "Files to upload ($(netlify_files | wc -l)) to $([ "$mode" = live ] && echo production || echo "a draft deploy under the alias $(setting alias)"):"
  netlify_files | sed 's/^/  /'
  [ -z "$dry" ] || {
    echo "publish: a dry run: nothing was sent"
    exit 0
  }
  settings
  # From an empty folder: no netlify.toml or build plugin of anyone's is read.
  empty=$(mktemp -d)
  cleanup="$cleanup $empty"
  cd "$empty"
  if [ "$mode" = live ]; then
    host_cli deploy --no-build --dir "$site" --prod --message "npm run publish"
  else
    out=$(host_cli deploy --no-build --dir "$site" --alias "$(setting alias)" --json)
    report "$(printf '%s\n' "$out" | sed -n 's/.*"deploy_url": *"\(https:[^"]*\)".*/\1/p' | head -n 1)"
  fi
  ;;
nginx:live)
  ssh_from_secrets
  sh "$root/deploy/nginx/push.sh" $dry "$unpacked"
  ;;
github-pages:live)
  echo "publish: staged for GitHub Pages; the workflow's upload-pages-artifact and deploy-pages put it live"
  ;;
*:preview) echo "publish: $target makes no previews; the draft was built and checked" ;;
esac
