#!/usr/bin/env bash
# The test command: installs what is missing, checks formatting, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz
# The stepping and searching targets are built with -O (see Package.swift), so the suite
# searches the heavy bundled models whole in seconds; the tests stay debug builds.
export INTERPLAY_OPTIMIZED_ENGINE=1
# Only the fonts install-deps.sh installs are visible (Scripts/fontconfig.conf), whatever
# else this machine has.
export FONTCONFIG_FILE="$PWD/Scripts/fontconfig.conf"
swift test "$@"
