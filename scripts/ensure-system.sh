#!/usr/bin/env bash
# Installs and starts what the test suite needs from the machine, never from the network beyond
# Debian's packages: Chromium for e2e, PostgreSQL and Redis for the integration tests.
set -euo pipefail
log() { printf '[ensure-system] %s\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  log "installing Debian chromium"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

if command -v pg_isready >/dev/null && ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

if command -v redis-cli >/dev/null && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  log "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || redis-server --daemonize yes --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
fi
log "chromium $( /usr/bin/chromium --version 2>/dev/null | awk '{print $2}' ), postgres $(pg_isready -h 127.0.0.1 -q && echo up || echo DOWN), redis $(redis-cli -h 127.0.0.1 ping 2>/dev/null || echo DOWN)"
