#!/usr/bin/env bash
# Lint throughput: generates a 100,000-line model, builds interplay in release and
# times `interplay lint` on it (whole process: start, read, lex, parse, resolve, report).
# Usage: Benchmarks/lint/run.sh [LINES]   (hyperfine is used when installed)
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-100000}"
work=Benchmarks/.work
mkdir -p "$work"
model="$work/generated-$lines.ipl"
python3 Benchmarks/lint/generate_model.py "$lines" "$model"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
bytes=$(stat -c %s "$model")
"$bin" lint "$model" >/dev/null   # must be clean: a benchmark of an error path means nothing
runs=10
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 2 --runs "$runs" --export-json "$work/lint.json" \
    "$bin lint $model" "$bin lint --parse-only $model" >/dev/null
  read -r lint parse < <(python3 -c "import json;r=json.load(open('$work/lint.json'))['results'];print(r[0]['mean'],r[1]['mean'])")
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
fi
python3 - "$bytes" "$lines" "$lint" "$parse" <<'PY'
import sys
size, lines, lint, parse = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
mb = size / 1e6
print(f"model: {lines} lines, {mb:.2f} MB")
print(f"| step | time | throughput |")
print(f"| --- | --- | --- |")
print(f"| parse only (whole process) | {parse*1000:.0f} ms | {mb/parse:.1f} MB/s, {lines/parse/1e6:.2f} M lines/s |")
print(f"| lint: parse + resolve (whole process) | {lint*1000:.0f} ms | {mb/lint:.1f} MB/s, {lines/lint/1e6:.2f} M lines/s |")
PY
