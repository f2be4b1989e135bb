#!/usr/bin/env bash
# `npm run test:browsers`: the built app in Firefox ESR and WebKitGTK (tests/browsers; docs/testing.md,
# "Firefox and WebKit"). Installs the browsers this machine lacks, then runs vitest's e2e-browsers
# project (extra arguments go to vitest). Not part of `npm test`, which would outgrow CI's six
# minutes with it; CI runs it after `npm test` (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browsers.sh
exec npx vitest run --project e2e-browsers "$@"
