#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium (the benches), its
# headless shell (every browser test and the screenshots' baselines, decisions 0005 and 0006)
# and nginx (the shipped nginx configuration is tested too). Needs root, as on this machine kind.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
fc-list 2>/dev/null | grep -qi "dejavu" || missing+=(fonts-dejavu-core)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
apt_install() {
  echo "Installing system packages: $*"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi
