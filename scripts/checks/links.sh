#!/usr/bin/env bash
# Link check over the built site: serves build/client (or $BUILD_DIR/client) with the embedded
# server on a free port and runs linkinator from every prerendered page. Every internal href
# and src (including srcset candidates and stylesheet/preload links) must answer 200, after
# following redirects (the only one is /services/custom-hybrid -> 301 -> /services/custom).
# External links are skipped: this machine cannot reach them. Report: reports/links.json.
set -euo pipefail
cd "$(dirname "$0")/../.."

build_dir="${BUILD_DIR:-build}"
client_dir="$build_dir/client"
[ -f "$client_dir/index.html" ] || { echo "links: no build at $client_dir" >&2; exit 1; }
mkdir -p reports

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
origin="http://127.0.0.1:$port"

node server/serve.mjs --host 127.0.0.1 --port "$port" --dir "$client_dir" >/dev/null 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT

up=0
for _ in $(seq 1 100); do
  if curl -fsS -o /dev/null "$origin/" 2>/dev/null; then up=1 && break; fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.2
done
[ "$up" = 1 ] || { echo "links: the server did not start on $origin" >&2; exit 1; }

# Every prerendered page (dir/index.html -> /dir), the 404 page excluded.
mapfile -t pages < <(
  cd "$client_dir" && find . -name index.html -not -path "./404/*" | sed -e 's#^\./##' -e 's#/\?index\.html$##' | sort
)
urls=()
for p in "${pages[@]}"; do urls+=("$origin/$p"); done
echo "links: checking ${#urls[@]} pages at $origin"

status=0
npx --no-install linkinator "${urls[@]}" \
  --recurse \
  --skip "^(?!${origin//./\\.})" \
  --concurrency 20 \
  --timeout 10000 \
  --format json >reports/links.json || status=$?

node -e '
const r = require("./reports/links.json");
const links = r.links ?? [];
const broken = links.filter((l) => l.state === "BROKEN");
const ok = links.filter((l) => l.state === "OK").length;
console.log(`links: ${ok} ok, ${broken.length} broken, ${links.length - ok - broken.length} skipped`);
for (const l of broken) console.log(`  BROKEN ${l.status} ${l.url} (on ${l.parent ?? "a start page"})`);
process.exit(broken.length || !r.passed ? 1 : 0);
' || status=1
exit "$status"
