#!/usr/bin/env bash
# Lint throughput: generates a 100,000-line model, builds interplay in release and
# times `interplay lint` on it (whole process: start, read, lex, parse, resolve, report).
# Usage: Benchmarks/lint/run.sh [LINES]   (hyperfine is used when installed)
# With CALLGRIND=1 (and valgrind installed) each row also gets its instruction count,
# which unlike wall time does not depend on how loaded the machine is; with
# STATIC_STDLIB=1 the binary is built with --static-swift-stdlib.
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-100000}"
work=Benchmarks/.work
mkdir -p "$work"
model="$work/generated-$lines.ipl"
python3 Benchmarks/lint/generate_model.py "$lines" "$model"
# STATIC_STDLIB=1 links the Swift runtime and Foundation statically (Linux): no dynamic
# symbol resolution at start, about 11 million instructions (10 ms) less per process.
build=(swift build -c release)
if [[ "${STATIC_STDLIB:-0}" == 1 ]]; then
  build+=(--static-swift-stdlib --scratch-path .build-static)
fi
"${build[@]}" --product interplay >/dev/null
bin="$("${build[@]}" --show-bin-path)/interplay"
bytes=$(stat -c %s "$model")
"$bin" lint "$model" >/dev/null   # must be clean: a benchmark of an error path means nothing
runs=10
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/lint.json" \
    "$bin lint $model" "$bin lint --parse-only $model" "$bin --version" >/dev/null
  read -r lint parse version lintmin parsemin < <(python3 -c "import json;r=json.load(open('$work/lint.json'))['results'];print(r[0]['mean'],r[1]['mean'],r[2]['mean'],r[0]['min'],r[1]['min'])")
else
  time_one() {
    local best=999
    for _ in $(seq "$runs"); do
      local t; t=$( { /usr/bin/time -f %e "$@" >/dev/null; } 2>&1 )
      best=$(python3 -c "print(min($best,$t))")
    done
    echo "$best"
  }
  lint=$(time_one "$bin" lint "$model")
  parse=$(time_one "$bin" lint --parse-only "$model")
  version=$(time_one "$bin" --version)
  lintmin=$lint
  parsemin=$parse
fi
instructions() {  # callgrind's instruction count for one run, or "-"
  if [[ "${CALLGRIND:-0}" == 1 ]] && command -v valgrind >/dev/null; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  else
    echo "-"
  fi
}
ilint=$(instructions "$bin" lint "$model")
iparse=$(instructions "$bin" lint --parse-only "$model")
iversion=$(instructions "$bin" --version)
python3 - "$bytes" "$lines" "$lint" "$parse" "$version" "$lintmin" "$parsemin" \
  "$ilint" "$iparse" "$iversion" <<'PY'
import sys
size, lines = int(sys.argv[1]), int(sys.argv[2])
lint, parse, version, lintmin, parsemin = (float(x) for x in sys.argv[3:8])
ilint, iparse, iversion = sys.argv[8:11]
mb = size / 1e6
def count(text):
    return "-" if text == "-" else f"{int(text) / 1e6:.1f} M"
print(f"model: {lines} lines, {mb:.2f} MB (time: mean, best in parentheses)")
print("| step | time | throughput (mean) | instructions |")
print("| --- | --- | --- | --- |")
print(f"| start only (`--version`) | {version*1000:.0f} ms | - | {count(iversion)} |")
print(f"| parse only (whole process) | {parse*1000:.0f} ms ({parsemin*1000:.0f} ms) "
      f"| {mb/parse:.1f} MB/s, {lines/parse/1e6:.2f} M lines/s | {count(iparse)} |")
print(f"| lint: parse + resolve (whole process) | {lint*1000:.0f} ms ({lintmin*1000:.0f} ms) "
      f"| {mb/lint:.1f} MB/s, {lines/lint/1e6:.2f} M lines/s | {count(ilint)} |")
PY
