#!/usr/bin/env bash
# The HTTP tests, the same for both servers that ship the site: the embedded server and
# Debian's nginx with the generated configuration (tests/http/servers.mjs starts both on
# loopback; nginx's temp, pid and log files go to a temp folder, no root needed).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "nginx is not installed (scripts/ensure-system-deps.sh installs nginx-light)" >&2
  exit 1
fi
export PATH="$PATH:/usr/sbin"
node --test --test-reporter=spec tests/http/
