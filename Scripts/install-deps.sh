#!/usr/bin/env bash
# Installs the system packages Interplay needs, only those missing (Debian/Ubuntu).
set -euo pipefail
need=()
dpkg -s libgraphviz-dev >/dev/null 2>&1 || need+=(libgraphviz-dev)
dpkg -s pkg-config >/dev/null 2>&1 || need+=(pkg-config)
# The renderer lays sequence diagrams out with Helvetica's metrics and Graphviz resolves
# "Helvetica,Arial,sans-serif" through fontconfig: Liberation Sans has those metrics, the
# fonts a bare machine has (DejaVu) are wider, and the render tests then fail.
dpkg -s fonts-liberation >/dev/null 2>&1 || need+=(fonts-liberation)
dpkg -s fontconfig >/dev/null 2>&1 || need+=(fontconfig)
# The SARIF test validates against the official schema with Python's jsonschema.
python3 -c 'import jsonschema' >/dev/null 2>&1 || need+=(python3-jsonschema)
if [ ${#need[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "installing: ${need[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi
