#!/bin/sh
# Runs pnpm whether or not it is installed: a fresh machine has only node and npm.
PNPM_VERSION=12.21.0
if command -v pnpm >/dev/null 2>&1; then
  exec pnpm "$@"
fi
exec npm exec --yes "pnpm@$PNPM_VERSION" -- "$@"
