#!/usr/bin/env bash
# Fails when a drizzle schema and its committed migrations differ (decision 0076): drizzle-kit generates into a copy of
# each migration folder, which must come out unchanged. Needs no database.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kit="$root/node_modules/.bin/drizzle-kit"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
drifted=0
for config in "$root"/platform/drizzle.config.ts "$root"/services/*/drizzle.config.ts; do
  dir=$(dirname "$config")
  schema=$(sed -n "s/.*schema: '\([^']*\)'.*/\1/p" "$config")
  out=$(sed -n "s/.*out: '\([^']*\)'.*/\1/p" "$config")
  copy="$tmp/${dir#"$root"/}"
  mkdir -p "$copy"
  cp -r "$dir/$out/." "$copy"
  (cd "$dir" && "$kit" generate --dialect postgresql --schema "$schema" --out "$copy" > "$copy.log" 2>&1) || { cat "$copy.log"; exit 1; }
  if ! diff -r -q "$dir/$out" "$copy" > /dev/null; then
    echo "${dir#"$root"/}: $schema differs from $out; run \`npx drizzle-kit generate\` in ${dir#"$root"/} and commit the migration" >&2
    drifted=1
  fi
done
exit "$drifted"
