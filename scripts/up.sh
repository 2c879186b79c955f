#!/usr/bin/env bash
# The README's first command: install everything (Debian packages, pnpm, dependencies), build the
# dashboard and the CLI, and start the API host with the dashboard at http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
exec pnpm start
