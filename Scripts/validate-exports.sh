#!/usr/bin/env bash
# Exports every bundled model (Diagrams/, the bad examples' counterexamples and failed
# runs included) as Mermaid and PlantUML, and checks the text with the real tools:
# `plantuml -checkonly` for every .puml, and Mermaid's own library rendering every
# .mmd in headless Chromium. Fails on any syntax or render error.
#
# Run by hand; not part of the test suite. Needs `apt-get install -y plantuml chromium`
# and Mermaid's browser build (mermaid.min.js): set MERMAID_JS to it, or the script
# takes the copy the artoo-mermaid wheel ships on PyPI into .build/mermaid/.
#
#   ./Scripts/validate-exports.sh [OUT]     # OUT defaults to .build/exports
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/exports}")
for tool in plantuml chromium python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install -y plantuml chromium)" >&2; exit 1; }
done

if [[ -z "${MERMAID_JS:-}" ]]; then
  MERMAID_JS=.build/mermaid/artoo_mermaid/assets/mermaid.min.js
  if [[ ! -f $MERMAID_JS ]]; then
    mkdir -p .build/mermaid
    pip download --quiet --no-deps --python-version 3.12 --only-binary=:all: \
      -d .build/mermaid artoo-mermaid
    (cd .build/mermaid && python3 -m zipfile -e artoo_mermaid-*.whl .)
  fi
fi
MERMAID_JS=$(realpath "$MERMAID_JS")

export INTERPLAY_OPTIMIZED_ENGINE=1
swift build --product interplay >/dev/null
bin=.build/debug/interplay

rm -rf "$out"
models=()
for folder in Diagrams/*/; do [[ $folder == Diagrams/bad/ ]] || models+=("$folder"); done
for format in mermaid plantuml; do
  "$bin" render "${models[@]}" --kind all --format "$format" --output "$out/$format" >/dev/null
  # Counterexamples and failed runs of the bad examples (they fail: exit 1 is expected).
  for bad in Diagrams/bad/*/; do
    "$bin" check "$bad" --render "$out/$format" --render-format "$format" >/dev/null 2>&1 || true
    "$bin" run "$bad" --render "$out/$format" --render-format "$format" >/dev/null 2>&1 || true
  done
  # Hostile names: every fixture that draws at all.
  for fixture in Tests/Fixtures/Hostile/*.ipl; do
    "$bin" render "$fixture" --format "$format" --output "$out/$format" >/dev/null 2>&1 || true
  done
done

failed=0
puml_total=0
puml_failed=0
for file in "$out"/plantuml/*.puml; do
  puml_total=$((puml_total + 1))
  if ! plantuml -checkonly -charset UTF-8 "$file" >/dev/null 2>&1; then
    puml_failed=$((puml_failed + 1))
    echo "FAIL plantuml $file"
  fi
done

page=$out/mermaid-check
mkdir -p "$page"
cp "$MERMAID_JS" "$page/mermaid.min.js"
python3 - "$out/mermaid" "$page/diagrams.js" <<'PY'
import json, pathlib, sys
files = sorted(pathlib.Path(sys.argv[1]).glob("*.mmd"))
data = [[f.name, f.read_text(encoding="utf-8")] for f in files]
pathlib.Path(sys.argv[2]).write_text("window.DIAGRAMS=" + json.dumps(data) + ";", encoding="utf-8")
PY
cat > "$page/index.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8">
<script src="diagrams.js"></script><script src="mermaid.min.js"></script></head>
<body><pre id="result">pending</pre><script>
(async () => {
  mermaid.initialize({startOnLoad: false, securityLevel: "strict"});
  const lines = [];
  for (const [index, [name, text]] of window.DIAGRAMS.entries()) {
    try {
      await mermaid.parse(text);
      const {svg} = await mermaid.render("d" + index, text);
      lines.push((svg.includes("error-icon") && svg.includes("Syntax error") ? "FAIL " : "OK ") + name);
    } catch (error) {
      lines.push("FAIL " + name + ": " + String(error && error.message || error).split("\n").slice(0, 3).join(" | "));
    }
  }
  document.getElementById("result").textContent = lines.join("\n") + "\nDONE";
})();
</script></body></html>
HTML
result=$(timeout 600 chromium --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
  --virtual-time-budget=300000 --dump-dom "file://$page/index.html" 2>/dev/null |
  python3 -c 'import html,re,sys; m=re.search(r"<pre id=\"result\">(.*?)</pre>", sys.stdin.read(), re.S); print(html.unescape(m.group(1)) if m else "no result")')
mmd_total=$(ls "$out"/mermaid/*.mmd | wc -l)
mmd_ok=$(grep -c '^OK ' <<<"$result" || true)
grep '^FAIL' <<<"$result" || true
grep -q '^DONE' <<<"$result" || { echo "error: the Mermaid page did not finish: $result" >&2; failed=1; }

echo "plantuml: $((puml_total - puml_failed)) of $puml_total passed"
echo "mermaid:  $mmd_ok of $mmd_total passed"
if ((puml_failed > 0 || mmd_ok != mmd_total || failed)); then exit 1; fi
