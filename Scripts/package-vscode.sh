#!/usr/bin/env bash
# Packages the VS Code extension (Editors/vscode) as Editors/vscode/interplay-<version>.vsix
# with `npx @vscode/vsce package`.
#
#   ./Scripts/package-vscode.sh           # check the manifest, then package
#   ./Scripts/package-vscode.sh --check   # only check that `vsce package` would not stop
#                                         # to ask anything (no node needed)
#
# The check: package.json has name, version, publisher, engines.vscode, main, a licence
# (Apache-2.0), a repository and a PNG icon that exists; LICENSE and README.md are in the
# extension folder (vsce packages only that folder, and asks before packaging without a
# LICENSE or a repository); no '*' activation (vsce asks about that too).
#
# Packaging needs node and npx, the extension's dependencies (`npm install` in
# Editors/vscode) and vsce (`npm install --no-save @vscode/vsce` there, or
# `npm install -g @vscode/vsce`); both installs need the npm registry. When one of them is
# missing the script names it and exits 1. It never runs npm install itself.
set -euo pipefail
folder="$(cd "$(dirname "$0")/../Editors/vscode" && pwd)"
cd "$folder"

check_only=0
case "${1:-}" in
  --check) check_only=1 ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 64 ;;
esac

command -v python3 >/dev/null || { echo "error: the manifest check needs python3 (apt-get install -y python3)" >&2; exit 1; }
python3 - <<'PY'
import json, pathlib, sys
folder = pathlib.Path(".")
manifest = json.loads((folder / "package.json").read_text(encoding="utf-8"))
problems = []
for key in ["name", "displayName", "description", "version", "publisher", "main", "license"]:
    if not isinstance(manifest.get(key), str) or not manifest[key]:
        problems.append(f"package.json has no '{key}'")
if not isinstance(manifest.get("engines"), dict) or "vscode" not in manifest["engines"]:
    problems.append("package.json has no 'engines.vscode'")
if manifest.get("license") != "Apache-2.0":
    problems.append("package.json's 'license' is not 'Apache-2.0'")
repository = manifest.get("repository")
url = repository.get("url") if isinstance(repository, dict) else repository
if not isinstance(url, str) or not url.startswith("https://"):
    problems.append("package.json has no 'repository' URL (vsce would ask whether to go on)")
icon = manifest.get("icon")
if not isinstance(icon, str) or not icon.endswith(".png"):
    problems.append("package.json has no PNG 'icon' (vsce refuses SVG icons)")
elif not (folder / icon).is_file() or (folder / icon).read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
    problems.append(f"the icon '{icon}' is missing or not a PNG file")
if "*" in manifest.get("activationEvents", []):
    problems.append("'*' activation (vsce would ask whether to go on)")
main = manifest.get("main", "")
if main and not (folder / main).is_file():
    problems.append(f"the entry point '{main}' is missing")
if not any((folder / name).is_file() for name in ["LICENSE", "LICENSE.md", "LICENSE.txt"]):
    problems.append("no LICENSE in Editors/vscode (vsce would ask whether to go on)")
elif (folder / "LICENSE").read_bytes() != (folder / "../../LICENSE").read_bytes():
    problems.append("Editors/vscode/LICENSE differs from the repository's LICENSE")
if not (folder / "README.md").is_file():
    problems.append("no README.md in Editors/vscode")
for problem in problems:
    print("error: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"ok: {manifest['name']}-{manifest['version']}.vsix can be packaged without questions")
PY
((check_only)) && exit 0

missing=()
command -v node >/dev/null || missing+=("node (apt-get install -y nodejs)")
command -v npx >/dev/null || missing+=("npx (apt-get install -y npm)")
[[ -d node_modules/vscode-languageclient ]] ||
  missing+=("the extension's dependencies: run 'npm install' in Editors/vscode (needs the npm registry)")
if [[ -x node_modules/.bin/vsce ]]; then
  vsce=(npx --no-install @vscode/vsce)
elif command -v vsce >/dev/null; then
  vsce=(vsce)
else
  vsce=()
  missing+=("vsce: run 'npm install --no-save @vscode/vsce' in Editors/vscode, or 'npm install -g @vscode/vsce' (needs the npm registry)")
fi
if ((${#missing[@]} > 0)); then
  echo "error: cannot package the extension; missing:" >&2
  for need in "${missing[@]}"; do echo "  - $need" >&2; done
  exit 1
fi
# No standard input: should vsce still ask anything, it reads no answer and stops.
"${vsce[@]}" package </dev/null
