#!/usr/bin/env bash
# Fails when a drizzle schema and its committed migrations differ (decision 0076): drizzle-kit generates into a copy of
# each migration folder, and must find nothing to write. Needs no database.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kit="$root/node_modules/.bin/drizzle-kit"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The schemas build their shared columns and tables with @gv/platform, which drizzle-kit loads from platform/dist.
"$root/node_modules/.bin/tsc" -b "$root/platform"
drifted=0
for config in "$root"/platform/drizzle.config.ts "$root"/services/*/drizzle.config.ts; do
  dir=$(dirname "$config")
  schema=$(sed -n "s/.*schema: '\([^']*\)'.*/\1/p" "$config")
  out=$(sed -n "s/.*out: '\([^']*\)'.*/\1/p" "$config")
  copy="$tmp/${dir#"$root"/}"
  mkdir -p "$copy"
  cp -r "$dir/$out/." "$copy"
  # drizzle-kit takes --out relative to the working folder, and exits 0 even when it fails: its message is the verdict.
  (cd "$dir" && "$kit" generate --dialect postgresql --schema "$schema" --out "$(realpath --relative-to=. "$copy")" > "$copy.log" 2>&1) || true
  if ! grep -q 'No schema changes' "$copy.log"; then
    cat "$copy.log" >&2
    echo "${dir#"$root"/}: $schema differs from $out: run \`npx drizzle-kit generate\` in ${dir#"$root"/} and commit the migration" >&2
    drifted=1
  fi
done
exit "$drifted"
