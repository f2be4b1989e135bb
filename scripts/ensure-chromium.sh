#!/usr/bin/env bash
# Installs Debian's Chromium packages this machine lacks (`npx playwright install` cannot work
# here; playwright-core drives what Debian ships):
#   - chromium-headless-shell, for the e2e, accessibility and PWA tests: Chromium's headless
#     shell, which Playwright itself uses for headless runs, takes about half the CPU of the
#     full browser run headless (docs/testing.md);
#   - chromium, the full browser, for the benchmark and Lighthouse, which measure what a
#     visitor's browser does.
set -euo pipefail
missing=()
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
install() {
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" fonts-noto-core >/dev/null
}
echo "[setup] installing Debian's ${missing[*]} …"
# The package lists on the machine usually have them; refresh the lists only when they do not.
install 2>/dev/null || { $SUDO apt-get update -qq && install; }
/usr/lib/chromium/chromium-headless-shell --version
