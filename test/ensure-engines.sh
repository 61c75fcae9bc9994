#!/usr/bin/env bash
# Makes sure what `npm test` needs is running: the machine's PostgreSQL, Redis and NATS (JetStream) are started when installed
# but stopped, and Debian's Chromium and Prometheus (promtool) are installed when missing and we are root with apt. Otherwise says in one line what is missing.
set -uo pipefail

missing=()
say() { printf 'ensure-engines: %s\n' "$*" >&2; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
as_root() { [ "$(id -u)" = 0 ]; }

if ! port_open 5432; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    say "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  else
    missing+=("PostgreSQL on 127.0.0.1:5432 (apt-get install postgresql)")
  fi
fi

# Two test workers may each run a platform of fifteen processes, each with its own pool of connections: Debian's
# default of 100 connections is too few, and a refused connection fails a test that did nothing wrong.
MIN_PG_CONNECTIONS=300
if port_open 5432 && as_root && command -v psql >/dev/null 2>&1 && command -v pg_ctlcluster >/dev/null 2>&1; then
  connections=$(psql -h 127.0.0.1 -U postgres -tAc 'show max_connections' 2>/dev/null || echo "")
  if [[ "$connections" =~ ^[0-9]+$ ]] && [ "$connections" -lt "$MIN_PG_CONNECTIONS" ]; then
    say "raising PostgreSQL's max_connections from $connections to $MIN_PG_CONNECTIONS (a restart)"
    psql -h 127.0.0.1 -U postgres -qc "alter system set max_connections = $MIN_PG_CONNECTIONS" &&
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main restart || say "could not raise max_connections"
  fi
fi

if ! port_open 6379; then
  if command -v redis-server >/dev/null 2>&1; then
    say "starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
  else
    missing+=("Redis on 127.0.0.1:6379 (apt-get install redis-server)")
  fi
fi

if ! port_open 4222; then
  if [ -x /usr/sbin/nats-server ]; then
    say "starting NATS with JetStream"
    mkdir -p /var/lib/nats-server 2>/dev/null || true
    if command -v start-stop-daemon >/dev/null 2>&1; then
      start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server
    else
      nohup /usr/sbin/nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server >/dev/null 2>&1 &
    fi
  else
    missing+=("NATS with JetStream on 127.0.0.1:4222 (apt-get install nats-server)")
  fi
fi

if [ ! -x /usr/bin/chromium ]; then
  if as_root && command -v apt-get >/dev/null 2>&1; then
    say "installing Debian's Chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || missing+=("Chromium (apt-get install chromium failed)")
  else
    missing+=("Chromium at /usr/bin/chromium (apt-get install chromium)")
  fi
fi

if ! command -v promtool >/dev/null 2>&1; then
  if as_root && command -v apt-get >/dev/null 2>&1; then
    say "installing Debian's Prometheus (for promtool)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null || missing+=("promtool (apt-get install prometheus failed)")
  else
    missing+=("promtool (apt-get install --no-install-recommends prometheus)")
  fi
fi

for _ in $(seq 1 30); do
  port_open 5432 && port_open 6379 && port_open 4222 && break
  sleep 1
done
port_open 5432 || [[ " ${missing[*]-} " == *PostgreSQL* ]] || missing+=("PostgreSQL did not start on 127.0.0.1:5432")
port_open 6379 || [[ " ${missing[*]-} " == *Redis* ]] || missing+=("Redis did not start on 127.0.0.1:6379")
port_open 4222 || [[ " ${missing[*]-} " == *NATS* ]] || missing+=("NATS did not start on 127.0.0.1:4222")

if [ ${#missing[@]} -gt 0 ]; then
  say "cannot run the tests, missing: $(IFS=';'; echo "${missing[*]}")"
  exit 1
fi
