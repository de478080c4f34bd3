#!/usr/bin/env bash
# Outside scan of a local production build with Debian's wapiti (apt-get install wapiti), bounded in time, on
# 127.0.0.1 only. Builds the app with the e2e profile (its own embedded database, fresh, demo data), starts it as
# playwright.config.ts's webServer does, scans it, stops it. Not part of `npm test`.
#   npm run scan                      # build, start, scan (writes reports/wapiti/)
#   SCAN_SKIP_BUILD=1 npm run scan    # reuse the last e2e build
# Anything that runs Next.js on the shared machine goes under the lock:
#   flock /tmp/beans-next.lock npm run scan
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${SCAN_PORT:-3210}"
BASE="http://127.0.0.1:${PORT}/"
MODULES="${SCAN_MODULES:-sql,xss,crlf,redirect,csrf,http_headers,cookieflags}"
OUT="reports/wapiti"
command -v wapiti >/dev/null || { echo "wapiti is not installed (apt-get install wapiti)" >&2; exit 2; }

if [ -z "${SCAN_SKIP_BUILD:-}" ]; then BEANS_PROFILE=e2e npx tsx scripts/build.ts; fi

export BEANS_PROFILE=e2e PORT BIND_HOST=127.0.0.1 APP_URL="http://127.0.0.1:${PORT}" NODE_ENV=production SEED_DEMO_DATA=true \
  STRIPE_STANDIN=true AUTH_SECRET="${AUTH_SECRET:-scan-only-secret-scan-only-secret-scan-only-secret}"
mkdir -p reports
# The server in a process group of its own (npx → tsx → scripts/start.ts → next start, the embedded PostgreSQL,
# the Stripe stand-in): on exit the whole group gets SIGTERM, as Playwright's webServer stops it, and SIGKILL if
# anything is still there after 30 s — so no Next server on $PORT or database is left behind for the next run.
setsid npx tsx scripts/start.ts > reports/scan-server.log 2>&1 &
SERVER=$!
stop_server() {
  kill -TERM -- "-$SERVER" 2>/dev/null || return 0
  for _ in $(seq 1 60); do
    kill -0 -- "-$SERVER" 2>/dev/null || return 0
    sleep 0.5
  done
  echo "scan: the server's process group did not stop within 30 s; killing it" >&2
  kill -KILL -- "-$SERVER" 2>/dev/null || true
}
trap stop_server EXIT
for _ in $(seq 1 120); do
  curl -fsS "${BASE}api/health" >/dev/null 2>&1 && break
  sleep 1
done
curl -fsS "${BASE}api/health" >/dev/null

rm -rf "$OUT" && mkdir -p "$OUT"
wapiti -u "$BASE" --scope folder -m "$MODULES" --flush-session \
  --max-scan-time "${SCAN_MAX_SECONDS:-600}" --max-attack-time 120 -d 4 --max-links-per-page 40 \
  -f json -o "$OUT/report.json" --no-bugreport
# Findings by module and level (1 low, 2 medium, 3 high); exits 1 on any medium or higher.
# The visitors' password forms (/auth/*) carry an anti-CSRF token (csrf_token, lib/auth/csrf.ts) that wapiti's
# csrf module finds, changes and sees refused; there is no exception for them any more.
node -e '
  const r = require(process.argv[1]);
  let worst = 0;
  for (const kind of ["vulnerabilities", "anomalies", "additionals"])
    for (const [name, list] of Object.entries(r[kind] ?? {}))
      for (const f of list) {
        if (kind === "vulnerabilities") worst = Math.max(worst, Number(f.level));
        console.log(`${kind} | ${name} | level ${f.level} | ${f.method} ${f.path} | ${f.info}`);
      }
  process.exit(worst >= 2 ? 1 : 0);
' "$PWD/$OUT/report.json"
