#!/usr/bin/env bash
# Lint throughput: generates a 100,000-line model, builds interplay in release and times
# `interplay lint` on it (whole process: start, read, lex, parse, resolve, rules, report)
# three ways: parse only, parse and resolve (no rules), and every rule on (both profiles and
# the informational rule turned on by a configuration file). The rules must keep at least
# half of the parse-only throughput; the script exits 1 when they do not.
# Usage: Benchmarks/lint/run.sh [LINES]   (hyperfine is used when installed)
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-100000}"
work=Benchmarks/.work
mkdir -p "$work"
model="$work/generated-$lines.ipl"
python3 Benchmarks/lint/generate_model.py "$lines" "$model"
config="$work/all-rules.yml"
printf 'profiles: [bsp, quantwm]\nrules:\n  quantwm-smart-levels: note\n' > "$config"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
bytes=$(stat -c %s "$model")
# Must be clean: a benchmark of an error path means nothing.
"$bin" lint --config "$config" "$model" >/dev/null
parse_cmd="$bin lint --no-config --parse-only $model"
resolve_cmd="$bin lint --no-config --no-rules $model"
rules_cmd="$bin lint --config $config $model"
runs=10
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 2 --runs "$runs" --export-json "$work/lint.json" \
    "$parse_cmd" "$resolve_cmd" "$rules_cmd" >/dev/null
  read -r parse resolve rules < <(python3 -c "import json;r=json.load(open('$work/lint.json'))['results'];print(r[0]['mean'],r[1]['mean'],r[2]['mean'])")
else
  time_one() {
    local best=999
    for _ in $(seq "$runs"); do
      local t; t=$( { /usr/bin/time -f %e $1 >/dev/null; } 2>&1 )
      best=$(python3 -c "print(min($best,$t))")
    done
    echo "$best"
  }
  parse=$(time_one "$parse_cmd")
  resolve=$(time_one "$resolve_cmd")
  rules=$(time_one "$rules_cmd")
fi
python3 - "$bytes" "$lines" "$parse" "$resolve" "$rules" <<'PY'
import sys
size, lines = int(sys.argv[1]), int(sys.argv[2])
parse, resolve, rules = (float(x) for x in sys.argv[3:6])
mb = size / 1e6
def row(step, t):
    return f"| {step} | {t*1000:.0f} ms | {mb/t:.1f} MB/s, {lines/t/1e6:.2f} M lines/s |"
print(f"model: {lines} lines, {mb:.2f} MB")
print("| step (whole process) | time | throughput |")
print("| --- | --- | --- |")
print(row("parse only", parse))
print(row("parse + resolve", resolve))
print(row("lint, every rule on", rules))
kept = parse / rules
print(f"every rule keeps {kept:.0%} of the parse-only throughput (target: at least 50%)")
sys.exit(0 if kept >= 0.5 else 1)
PY
