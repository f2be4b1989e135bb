#!/usr/bin/env bash
# Installs Debian's Chromium when this machine lacks it (the e2e, accessibility and PWA tests
# and the benchmark drive it with playwright-core; `npx playwright install` cannot work here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
echo "[setup] installing Debian chromium …"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
chromium --version
