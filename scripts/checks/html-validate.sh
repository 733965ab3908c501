#!/usr/bin/env bash
# Validates the HTML of every built page (build/client/**/*.html) with html-validate's
# recommended rules; .htmlvalidate.json adjusts only what React's own output cannot meet, each
# adjustment with its reason. Usage: bash scripts/checks/html-validate.sh (BUILD_DIR=build).
set -euo pipefail
cd "$(dirname "$0")/../.."
client="${BUILD_DIR:-build}/client"
if [ ! -d "$client" ]; then
  echo "html-validate: no build at $client (run npm run build first)" >&2
  exit 1
fi
mapfile -t files < <(find "$client" -name '*.html' -type f | sort)
echo "html-validate: ${#files[@]} pages in $client"
npx --no-install html-validate --config .htmlvalidate.json --formatter stylish "${files[@]}"
echo "html-validate: all ${#files[@]} pages valid"
