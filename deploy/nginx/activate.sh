#!/bin/sh
# site-activate: root's half of publishing to the site's nginx server. The server setup
# (`npm run nginx:config`) installs it as /usr/local/sbin/site-activate, and the deploy user may
# run it through sudo; it is all that user may run as root.
#
#   site-activate ID          makes release ID (/srv/site/releases/ID) live and reloads nginx
#   site-activate rollback    back to the release published before the live one
#   site-activate live        prints the live release (nothing before the first)
#   site-activate check DIR   checks a release's nginx files only (push.sh's dry run)
#
# A release's nginx/ folder (maps.conf, headers.conf, errors.conf, written by plugins/serving)
# is data to root, not configuration: it is read as the deploy user, every line must have a shape
# the build writes, and nginx includes the checked copy in root's own folder, with the `root`
# written here. A stolen deploy key can change the site's files, nothing else: nginx follows no
# symbolic link (site.conf), and nothing root's nginx reads is writable by the deploy user.
set -eu
site=/srv/site state=/etc/nginx/site user=deploy nginx=/usr/sbin/nginx
# Run by hand (as root) or by a test, it takes other folders; through sudo, never.
if [ -z "${SUDO_USER:-}" ]; then
  site=${SITE_ROOT:-$site} state=${SITE_STATE:-$state}
  user=${SITE_USER:-$user} nginx=${SITE_NGINX:-$nginx}
fi
fail() {
  echo "site-activate: $*" >&2
  exit 1
}

# The shapes plugins/serving writes, line by line; the first other line is named and refused.
# A map key "include" would read a file into the map, and an error page URI leaving the release
# (`..`) or built from the request would serve a file outside it: both refused.
check() {
  for file in maps.conf headers.conf errors.conf; do
    [ -f "$1/$file" ] || fail "$1/$file is missing"
  done
  (cd "$1" && LC_ALL=C awk '
    function refuse(why) {
      printf "site-activate: %s, line %d: %s\n", FILENAME, FNR, why > "/dev/stderr"
      bad = 1
      exit 1
    }
    FNR == 1 { if (open) refuse("a map is not closed"); open = 0 }
    /^ *(#.*)?$/ { next }
    FILENAME == "maps.conf" && !open {
      if ($0 !~ /^map (\$[a-z0-9_]+|"[^"\\]*") \$[a-z0-9_]+ \{$/) refuse("not a map")
      open = 1
      literal = $(NF - 1) == "$not_found_page" || $(NF - 1) == "$error_pages"
      next
    }
    FILENAME == "maps.conf" {
      if ($0 ~ /^ *\}$/) { open = 0; next }
      if ($0 ~ /^ *volatile;$/) next
      line = $0
      sub(/^ *([a-z]+|"([^"\\]|\\.)*") /, "", line)
      if (line == $0 || $0 ~ /^ *"?include"? /) refuse("not a map entry")
      if (literal ? line !~ /^"\/[^"\\$]*";$/ || line ~ /\.\./ : line !~ /^("([^"\\]|\\.)*"|\$[a-z0-9_]+);$/)
        refuse("not a value the build writes")
      next
    }
    FILENAME == "headers.conf" && /^more_set_headers "([^"\\]|\\.)*";$/ { next }
    FILENAME == "errors.conf" &&
      /^error_page( [0-9][0-9][0-9])+( =[0-9][0-9][0-9])? (\$not_found_page|\$error_pages\/[0-9][0-9][0-9]\.html);$/ { next }
    { refuse("not a directive the build writes") }
    END { if (!bad && open) refuse("a map is not closed") }
  ' maps.conf headers.conf errors.conf)
}

# Reads a release's file as the deploy user, so a link to a file that user cannot read fails.
as_user() {
  if [ "$(id -u)" = 0 ] && [ "$user" != root ]; then runuser -u "$user" -- "$@"; else "$@"; fi
}

live() {
  name=$(basename "$(readlink "$state/live")")
  [ "$name" = empty ] || echo "$name"
}

# One rename(2) replaces the link: nginx never finds it missing or half-written.
switch_to() {
  ln -sfn "$1" "$state/.live.next"
  mv -T "$state/.live.next" "$state/live"
}

# nginx -t, then the reload; on either failure back to BEFORE, and the new copy removed.
apply() { # ID BEFORE
  if ! $nginx -t -q; then
    switch_to "$2"
    fail "nginx -t refused release $1; the live site is unchanged (if deploy/nginx changed" \
      "since this server was set up, run its setup again)"
  fi
  if ! $nginx -s reload; then
    switch_to "$2"
    fail "nginx did not reload with release $1; switched back, the live site is unchanged"
  fi
}

if [ "${1:-}" = check ]; then
  check "${2:?usage: site-activate check DIR}" || fail "the server would refuse $2"
  exit 0
fi

# Before the first release nginx needs something to include: a 503.
if [ ! -e "$state/live" ]; then
  mkdir -p "$state/empty" "$state/releases"
  : >"$state/empty/maps.conf"
  echo "return 503;" >"$state/empty/server.conf"
  ln -s empty "$state/live"
fi

exec 9>"$state/.lock"
flock 9
case "${1:-}" in
live) live ;;
rollback)
  now=$(live)
  [ -n "$now" ] || fail "no release is live"
  earlier=""
  for dir in "$state"/releases/*/; do
    name=$(basename "$dir")
    [ "$name" = "$now" ] && break
    [ ! -d "$site/releases/$name/public" ] || earlier=$name
  done
  [ -n "$earlier" ] || fail "no release before ${now:-none} to go back to"
  switch_to "releases/$earlier"
  apply "$earlier" "releases/$now"
  echo "$earlier"
  ;;
*)
  id=$1
  # The whole argument, a line break included, is a release's name (push.sh's `date` format).
  case $id in
  [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]Z) ;;
  *) fail "usage: site-activate ID|rollback|live|check DIR" ;;
  esac
  release="$site/releases/$id" copy="$state/releases/$id"
  [ ! -e "$copy" ] || fail "release $id was activated before"
  [ -d "$release/public" ] || fail "$release/public is missing"
  before=$(readlink "$state/live")
  new=$(mktemp -d "$state/releases/.new.XXXXXX")
  trap 'rm -rf "$new"' EXIT
  for file in maps.conf headers.conf errors.conf; do
    as_user head -c 10000000 "$release/nginx/$file" >"$new/$file" ||
      fail "cannot read $release/nginx/$file as $user"
  done
  check "$new" || fail "release $id refused; the live site is unchanged"
  printf 'root %s/public;\ninclude %s/headers.conf;\ninclude %s/errors.conf;\ninclude %s/site.conf;\n' \
    "$release" "$copy" "$copy" "$state" >"$new/server.conf"
  chmod 755 "$new"
  mv -T "$new" "$copy"
  trap 'rm -rf "$copy"' EXIT
  switch_to "releases/$id"
  apply "$id" "$before"
  trap - EXIT
  # Root's copies of releases the deploy user has removed are no longer needed.
  for dir in "$state"/releases/*/; do
    name=$(basename "$dir")
    [ "$name" = "$id" ] || [ -d "$site/releases/$name" ] || rm -rf "${state:?}/releases/$name"
  done
  ;;
esac
