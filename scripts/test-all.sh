#!/usr/bin/env bash
# The whole test suite, as the README's test command runs it (and .ci/run calls that).
# Order: cheap static checks first, then unit tests, then the production build and the
# checks and browser tests that run against it.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The day the build takes as today, fixed so the suite gives the same answer every day: open
# roles close on a date (docs/decisions/0907-open-roles.md). On this day one sample role has
# closed (its URL must answer 410) and the others are open.
export BUILD_DATE="${BUILD_DATE:-2026-12-21}"
rm -rf reports && mkdir -p reports
status=0
declare -a summary=()

step() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "=== ${name}"
  if "$@"; then
    summary+=("ok    ${name} ($((SECONDS - started)) s)")
  else
    summary+=("FAIL  ${name} ($((SECONDS - started)) s)")
    status=1
  fi
}

bash scripts/ensure-system-deps.sh || exit 1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || exit 1
fi
# The suite's own time, installs aside: what issues 47-51 hold under 15 minutes (decision 0913).
suite_started=$SECONDS

# The static checks, the unit tests and the build need nothing from each other: they run side
# by side, each into its own log, printed in order once all have ended. Most are one process on
# one core, so on two cores they overlap instead of queueing.
# React Router's route types first: the type check and the dead-code gate both read them, and
# typegen rewrites them.
step "route types" npx react-router typegen
parallel_steps=(
  "typecheck|npx tsc --noEmit"
  "lint|npm run -s lint"
  "format|npm run -s format:check"
  "dead code|npm run -s deadcode"
  "references|npm run -s check:refs"
  "unit tests|npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json"
  "build|npm run -s build"
  # The screenshots' own build, of the frozen copy of the content (decision 0915).
  "frozen build|npm run -s build:frozen"
)
mkdir -p reports/logs
declare -a pids=()
for entry in "${parallel_steps[@]}"; do
  name=${entry%%|*}
  ( started=$SECONDS; bash -c "${entry#*|}" >"reports/logs/${name// /-}.log" 2>&1
    echo "$? $((SECONDS - started))" >"reports/logs/${name// /-}.status" ) &
  pids+=($!)
done
wait "${pids[@]}"
for entry in "${parallel_steps[@]}"; do
  name=${entry%%|*}
  read -r code took <"reports/logs/${name// /-}.status"
  echo
  echo "=== ${name}"
  cat "reports/logs/${name// /-}.log"
  if [ "$code" = 0 ]; then
    summary+=("ok    ${name} (${took} s, alongside the others)")
  else
    summary+=("FAIL  ${name} (${took} s, alongside the others)")
    status=1
  fi
done
if [ -f build/client/index.html ]; then
  for extra in scripts/checks/*.sh; do
    [ -e "$extra" ] && step "check: $(basename "$extra" .sh)" bash "$extra"
  done
  # Every Playwright project in one run, so two workers share all of it: the content editor's
  # tests (a scratch copy of the repository with a build of its own, issue 38; one worker, in
  # order, first in the config) run beside the browser tests instead of after them with a core
  # idle, and the screenshot comparison follows without a second start.
  step "browser tests, screenshots and editor tests" npx playwright test
fi

echo
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "the suite took $((SECONDS - suite_started)) s after the installs ($((SECONDS)) s in all)"
node scripts/test-summary.mjs || status=1
exit $status
