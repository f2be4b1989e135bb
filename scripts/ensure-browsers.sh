#!/usr/bin/env bash
# Installs the Debian packages the Firefox and WebKit lane (tests/browsers) needs and this machine
# lacks: Firefox ESR (driven over WebDriver BiDi by puppeteer-core), WebKitGTK's WebDriver and its
# MiniBrowser (webkit2gtk-driver), and Xvfb with xauth (xvfb-run), the screen MiniBrowser draws on.
set -euo pipefail
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
install() {
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
}
echo "[setup] installing Debian's ${missing[*]} …"
# The package lists on the machine usually have them; refresh the lists only when they do not.
install 2>/dev/null || { $SUDO apt-get update -qq && install; }
firefox-esr --version
