#!/usr/bin/env bash
# The test command: installs what is missing, checks formatting, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz
# The stepping and searching targets are built with -O (see Package.swift), so the suite
# searches the heavy bundled models whole in seconds; the tests stay debug builds.
export INTERPLAY_OPTIMIZED_ENGINE=1
# Whatever fonts this machine has: sequence layouts measure text with Graphviz's own
# text layout, and TextFitsTests draws with each listed font family alone.
swift test "$@"
