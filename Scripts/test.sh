#!/usr/bin/env bash
# The test command: installs what is missing, checks formatting, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift format lint --strict --recursive --parallel Package.swift Sources Tests
swift test "$@"
