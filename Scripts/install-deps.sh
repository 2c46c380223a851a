#!/usr/bin/env bash
# Installs the system packages Interplay needs, only those missing (Debian/Ubuntu).
# The list is Scripts/debian-packages.txt; SystemPackagesTests checks it is all there.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
while read -r package; do
  case "$package" in '' | '#'*) continue ;; esac
  dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
done < Scripts/debian-packages.txt
# The SARIF test validates against the official schema with Python's jsonschema.
python3 -c 'import jsonschema' >/dev/null 2>&1 || need+=(python3-jsonschema)
if [ ${#need[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "installing: ${need[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi
