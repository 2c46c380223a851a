#!/usr/bin/env bash
# Where a cold build's time goes: builds one product in a new scratch folder (every module
# compiled; SwiftPM's repository cache used as it is) with each compiler call timed, then
# prints the build's wall and CPU time and each module's compiler CPU time, by package:
#   Benchmarks/build/cold.sh [PRODUCT] [CONFIGURATION]    (default: interplay release)
# `Scripts/run-diagrams.sh`, the README's first command, builds `interplay` in release.
# Each swiftc call goes through a wrapper (SWIFT_EXEC) that logs its module and its
# user + system CPU time, the frontends it runs included; C files (SwiftNIO's
# and Yams' C targets) and linking are in the build's total only. Needs python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
product="${1:-interplay}"
configuration="${2:-release}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
real="$(dirname "$(readlink -f "$(command -v swift)")")/swiftc"
cat > "$work/swiftc" <<WRAPPER
#!/usr/bin/env bash
module=unknown; previous=
for argument in "\$@"; do
  [ "\$previous" = "-module-name" ] && module=\$argument; previous=\$argument
done
TIMEFORMAT='%U %S'
exec 3>&2
{ time "$real" "\$@" 2>&3; } 2> "$work/time.\$\$"
status=\$?
read -r user system < "$work/time.\$\$"
printf '%s\t%s\t%s\n' "\$module" "\$user" "\$system" >> "$work/calls.tsv"
exit \$status
WRAPPER
chmod +x "$work/swiftc"
unset INTERPLAY_OPTIMIZED_ENGINE
echo "==> swift build -c $configuration --product $product --scratch-path <new folder>"
TIMEFORMAT='build: %R s wall, %U s user + %S s system CPU'
time SWIFT_EXEC="$work/swiftc" swift build -c "$configuration" --product "$product" \
  --scratch-path "$work/build" >"$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
python3 - "$work/calls.tsv" "$work/build/checkouts" <<'PY'
import collections, os, sys
calls, checkouts = sys.argv[1:]
def package(module):
    """The package a module comes from: this one's Sources/, else a checkout's."""
    if module == "unknown":
        return "(manifests)"
    # A target named with a hyphen (interplay-preview) is a module with an underscore.
    if any(os.path.isdir(os.path.join("Sources", name))
           for name in (module, module.replace("_", "-"))):
        return "Interplay"
    for name in sorted(os.listdir(checkouts)):
        if os.path.isdir(os.path.join(checkouts, name, "Sources", module)):
            return name
    return "(other)"
modules = collections.defaultdict(float)
for line in open(calls):
    module, user, system = line.rstrip("\n").split("\t")
    modules[module] += float(user) + float(system)
packages = collections.defaultdict(float)
for module, cpu in modules.items():
    packages[package(module)] += cpu
total = sum(modules.values())
print(f"compiler CPU: {total:.0f} s in {len(modules)} modules")
for name, cpu in sorted(packages.items(), key=lambda item: -item[1]):
    print(f"  {name:32} {cpu:6.0f} s  {100 * cpu / total:4.0f}%")
print("modules above 5 s:")
for module, cpu in sorted(modules.items(), key=lambda item: -item[1]):
    if cpu >= 5:
        print(f"  {module:32} {cpu:6.1f} s  ({package(module)})")
PY
