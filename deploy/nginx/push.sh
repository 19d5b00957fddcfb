#!/bin/sh
# Publishes a tested build to the site's nginx server, or goes back one release: POSIX sh, rsync
# and ssh, nothing of the build. A pipeline's deploy job (the one that holds the SSH key) runs it
# on the build its check job tested; `npm run publish` (PUBLISH_TARGET=nginx) runs it too.
#
#   push.sh RELEASE             sends RELEASE, a folder holding public/ (the build) and nginx/ (the
#                               maps.conf, headers.conf and errors.conf written with it into
#                               deploy/nginx/generated/), as a new release; the server's
#                               site-activate (activate.sh) checks it and makes it live
#   push.sh --dry-run RELEASE   checks RELEASE as the server would; sends nothing
#   push.sh --rollback          back to the release published before the live one
#
# Environment:
#   PUBLISH_HOST      deploy@server:/srv/site (over SSH), or an absolute folder on this machine
#   PUBLISH_SSH       the ssh command and its options (a key, a known_hosts file); BatchMode and
#                     strict host key checking are added (default: ssh)
#   PUBLISH_KEEP      releases kept on the server (default 5)
#   PUBLISH_ACTIVATE  the server's activation (default: sudo -n /usr/local/sbin/site-activate)
#
# Prints `publish: release ID is live`, or exits 1 with the live site as it was.
set -eu

fail() {
  echo "publish: $*" >&2
  exit 1
}

# The server's half, run as the deploy user: `sh -s -- host COMMAND ROOT ACTIVATE ...` with this
# file on stdin (or by sh itself for a folder here).
if [ "${1:-}" = host ]; then
  command=$2 root=$3 activate=$4 releases="$3/releases"
  site_activate() { sh -c "$activate \"\$@\"" site-activate "$@" </dev/null; }
  case $command in
  prepare)
    live=$(site_activate live)
    mkdir -p "$releases"
    # A release a stopped publish left behind never went live: removed.
    for dir in "$releases"/*/; do
      name=$(basename "$dir")
      [ ! -d "$dir" ] || [ -f "$dir/published" ] || [ "$name" = "$live" ] || rm -rf "$dir"
    done
    id=$(date -u +%Y%m%dT%H%M%S%3NZ)
    mkdir "$releases/$id"
    echo "$id $live"
    ;;
  activate)
    id=$5 keep=$6 live=$(site_activate live)
    # The live release's content-hashed bundles (not those it carried itself) are linked into the
    # new one: a page already open may still ask for them.
    if [ -n "$live" ]; then
      from="$releases/$live/public" to="$releases/$id/public"
      (cd "$from" && find . -type f | grep -E '^\./(static/.*|[^/]+-[0-9a-f]{20}\.(js|css)(\.br|\.gz)?)$' || true) |
        if [ -f "$releases/$live/carried" ]; then grep -vxF -f "$releases/$live/carried" || true; else cat; fi |
        while IFS= read -r file; do
          [ -e "$to/$file" ] && continue
          mkdir -p "$(dirname "$to/$file")"
          ln "$from/$file" "$to/$file" 2>/dev/null || cp -p "$from/$file" "$to/$file"
          echo "$file"
        done >"$releases/$id/carried"
    fi
    if ! site_activate "$id"; then
      rm -rf "${releases:?}/$id"
      exit 1
    fi
    touch "$releases/$id/published"
    for dir in $(cd "$releases" && ls -r | tail -n +"$((keep + 1))"); do rm -rf "${releases:?}/$dir"; done
    ;;
  discard) rm -rf "${releases:?}/$5" ;;
  rollback) site_activate rollback ;;
  esac
  exit 0
fi

host=${PUBLISH_HOST:?set PUBLISH_HOST: deploy@server:/srv/site, or an absolute folder}
case $host in
/*) remote="" root=$host ;;
*:/*) remote=${host%%:*} root=${host#*:} ;;
*) fail "PUBLISH_HOST must name an absolute folder: $host" ;;
esac
root=${root%/}
ssh="${PUBLISH_SSH:-ssh} -o BatchMode=yes -o StrictHostKeyChecking=yes"
activate=${PUBLISH_ACTIVATE:-sudo -n /usr/local/sbin/site-activate}
keep=${PUBLISH_KEEP:-5}
case $keep in '' | *[!0-9]* | 0 | 1) fail "PUBLISH_KEEP must be 2 or more" ;; esac

# This file's host half, on the server over SSH (each argument quoted for its shell) or here.
on_host() {
  if [ -z "$remote" ]; then
    sh "$0" host "$@"
    return
  fi
  args=""
  for arg in host "$@"; do args="$args '$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")'"; done
  # shellcheck disable=SC2086 # PUBLISH_SSH is a command line
  $ssh "$remote" "sh -s --$args" <"$0"
}

case "${1:-}" in
--rollback)
  back=$(on_host rollback "$root" "$activate") || fail "no rollback; the live site is as it was"
  echo "publish: back to release $back"
  exit 0
  ;;
--dry-run) dry=1 release=${2:-} ;;
*) dry="" release=${1:-} ;;
esac
[ -n "$release" ] || fail "usage: push.sh [--dry-run] RELEASE | push.sh --rollback"
for file in public/page-data/app-data.json nginx/maps.conf; do
  [ -f "$release/$file" ] || fail "$release/$file is missing"
done
# The generated files belong to one build: the one beside them.
build=$(sed -n 's/.*"webpackCompilationHash":"\([^"]*\)".*/\1/p' "$release/public/page-data/app-data.json")
grep -q "^# Build $build\." "$release/nginx/maps.conf" ||
  fail "$release/nginx was not written for the build in $release/public"
sh "$(dirname "$0")/activate.sh" check "$release/nginx"
if [ -n "$dry" ]; then
  echo "publish: $release would go to $host; nothing was sent"
  exit 0
fi

prepared=$(on_host prepare "$root" "$activate") || fail "could not prepare a release on $host"
# shellcheck disable=SC2086 # two words: the new release and the live one
set -- $prepared
id=$1 live=${2:-}
dest="$root/releases/$id"
[ -z "$remote" ] || dest="$remote:$dest"
# Files only (no -l: links are not copied), readable by nginx's workers; unchanged files are hard
# links to the live release's, so only what changed is sent.
set -- --recursive --times --perms --chmod=D755,F644 -e "$ssh"
[ -z "$live" ] || set -- "$@" --link-dest="$root/releases/$live/public"
if ! rsync "$@" "$release/public/" "$dest/public/" || ! rsync "$@" "$release/nginx/" "$dest/nginx/"; then
  on_host discard "$root" "$activate" "$id" || true
  fail "the upload failed; the live site is unchanged"
fi
on_host activate "$root" "$activate" "$id" "$keep" || fail "release $id did not go live"
echo "publish: release $id is live"
