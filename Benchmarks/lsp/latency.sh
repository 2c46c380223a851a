#!/usr/bin/env bash
# Diagnostics-as-you-type latency of `interplay lsp`: builds interplay in release, opens a
# model (default: Diagrams/AccountApp/AccountApp.ipl) in the server and measures, over EDITS
# full-text edits that alternately break and fix it, the time from didChange sent to
# publishDiagnostics received. Goal: median under 50 ms.
# Usage: Benchmarks/lsp/latency.sh [MODEL] [EDITS]
set -euo pipefail
cd "$(dirname "$0")/../.."
model="${1:-Diagrams/AccountApp/AccountApp.ipl}"
edits="${2:-50}"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
python3 Benchmarks/lsp/lsp_latency.py "$bin" "$model" "$edits"
