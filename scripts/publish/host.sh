#!/bin/sh
# The host's half of publishing to nginx (scripts/publish/nginx.ts), run on the host: over SSH
# (`ssh HOST sh -s -- ARGS` with this file on stdin) or, for a folder on this machine, by sh itself.
#
#   host.sh prepare  ROOT NGINX ID             a new, empty release folder; prints the live release
#   host.sh activate ROOT NGINX ID KEEP CARRY  nginx -t on the release alone, the switch, nginx -t
#                                              on the host's whole configuration, the reload; keeps
#                                              the KEEP newest releases
#   host.sh discard  ROOT NGINX ID             removes a release that never went live
#   host.sh rollback ROOT NGINX                back to the release before the live one
#
# ROOT holds releases/<id>/ and `current`, the link nginx's configuration goes through. NGINX is
# the command that runs the host's nginx (e.g. `sudo -n /usr/sbin/nginx`), split on spaces: only
# `NGINX -t -q` and `NGINX -s reload` are run through it.
# CARRY is the pattern (grep -E, relative to public/) of the content-hashed bundles a page
# already open may still ask for: the live release's own are linked into the new one.
set -eu
command=$1 root=$2 nginx=$3
releases="$root/releases"

live() {
  if [ -L "$root/current" ]; then basename "$(readlink "$root/current")"; fi
}

# One rename(2) replaces the link: nginx never finds it missing or half-written.
switch_to() {
  ln -sfn "releases/$1" "$root/.current.next"
  mv -T "$root/.current.next" "$root/current"
}

# Links the live release's own hashed bundles (not those it carried itself) into the new one.
carry_over() {
  from="$releases/$1/public" to="$releases/$2/public"
  (cd "$from" && find . -type f | grep -E "$3" || true) |
    if [ -f "$releases/$1/carried" ]; then grep -vxF -f "$releases/$1/carried" || true; else cat; fi |
    while IFS= read -r file; do
      [ -e "$to/$file" ] && continue
      mkdir -p "$(dirname "$to/$file")"
      ln "$from/$file" "$to/$file" 2>/dev/null || cp -p "$from/$file" "$to/$file"
      echo "$file"
    done >"$releases/$2/carried"
}

case "$command" in
prepare)
  id=$4 now=$(live)
  mkdir -p "$releases"
  # A release a stopped publish left unfinished never went live: remove it.
  for dir in "$releases"/*/; do
    [ -d "$dir" ] || continue
    name=$(basename "$dir")
    [ -f "$dir/published" ] || [ "$name" = "$now" ] || rm -rf "$dir"
  done
  mkdir "$releases/$id"
  echo "$now"
  ;;
activate)
  id=$4 keep=$5 carry=$6 before=$(live) release="$releases/$4"
  [ -z "$before" ] || carry_over "$before" "$id" "$carry"
  # The release alone, by the host user's own nginx (no root needed: no port is bound, logs go
  # to stderr); then, through NGINX, the host's whole configuration.
  check=$(mktemp -d)
  if ! "$(command -v nginx || echo /usr/sbin/nginx)" -e stderr -t -q -p "$check" -c "$release/nginx/check.conf"; then
    rm -rf "$check" "$release"
    echo "publish: nginx -t refused release $id; the live site is unchanged" >&2
    exit 1
  fi
  rm -rf "$check"
  touch "$release/published"
  switch_to "$id"
  # The host's whole configuration, through the new link: on refusal, back before any reload.
  if ! $nginx -t -q; then
    if [ -n "$before" ]; then switch_to "$before"; else rm -f "$root/current"; fi
    rm -rf "$release"
    echo "publish: nginx -t refused the host's configuration with release $id; switched back" >&2
    exit 1
  fi
  $nginx -s reload
  ls -1 "$releases" | sort -r | tail -n +"$((keep + 1))" | while IFS= read -r old; do
    [ "$old" = "$id" ] || rm -rf "${releases:?}/$old"
  done
  ;;
discard)
  [ "$4" = "$(live)" ] || rm -rf "${releases:?}/$4"
  ;;
rollback)
  now=$(live)
  earlier=""
  # Release names sort by time: the last published one before the live one.
  for name in $(ls -1 "$releases" | sort); do
    [ "$name" = "$now" ] && break
    [ ! -f "$releases/$name/published" ] || earlier=$name
  done
  [ -n "$earlier" ] || { echo "publish: no release before $now to go back to" >&2; exit 1; }
  switch_to "$earlier"
  if ! $nginx -t -q; then
    switch_to "$now"
    echo "publish: nginx -t refused release $earlier; still on $now" >&2
    exit 1
  fi
  $nginx -s reload
  echo "$earlier"
  ;;
*)
  echo "usage: host.sh prepare|activate|discard|rollback ROOT NGINX [ID [KEEP CARRY]]" >&2
  exit 2
  ;;
esac
