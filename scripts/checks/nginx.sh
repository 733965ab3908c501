#!/usr/bin/env bash
# nginx: the shipped configuration (build/deploy/nginx.conf, as the Docker image uses it) must
# pass `nginx -t`; then the HTTP tests run, the same for both servers that ship the site: the
# embedded server and Debian's nginx with the configuration rendered for build/client
# (tests/http/servers.mjs starts both on loopback; nginx's temp, pid and log files go to a
# temp folder, no root needed).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PATH:/usr/sbin"
if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx is not installed (scripts/ensure-system-deps.sh installs nginx-light)" >&2
  exit 1
fi
build_dir=${BUILD_DIR:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Syntax and module check of the generated production configuration (its pid and temp paths
# point at /tmp/nginx; -p/-e keep everything nginx -t writes inside the temp folder).
sed "s|/tmp/nginx|$tmp|g" "$build_dir/deploy/nginx.conf" >"$tmp/nginx.conf"
nginx -t -q -p "$tmp" -e "$tmp/error.log" -c "$tmp/nginx.conf"
echo "nginx -t: $build_dir/deploy/nginx.conf is valid"
node --test --test-reporter=spec tests/http/
