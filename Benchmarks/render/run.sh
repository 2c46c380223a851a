#!/usr/bin/env bash
# Rendering speed: Interplay's in-process libgvc against the tools users would
# otherwise run, side by side on this machine.
#
# - every diagram of every bundled model (Diagrams/) and a generated 50-actor topology:
#   in-process (build the DOT from the model, lay it out, write SVG) against `dot -Tsvg`
#   run as a subprocess on the very same DOT;
# - a generated 20-message sequence: in-process against `plantuml -tsvg` on an
#   equivalent .puml, one JVM per diagram (as an editor plugin or a CI step runs it),
#   and PlantUML's per-diagram cost when ten diagrams share one JVM.
#
# Wall time is the median (in-process) or the mean (hyperfine); CPU time is user +
# system per render, which a machine busy with other work distorts less. Speed-ups are
# given for both.
#
# usage: Benchmarks/render/run.sh [RUNS]        (needs graphviz, plantuml, hyperfine)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-30}"
work=Benchmarks/.work/render
rm -rf "$work" && mkdir -p "$work/plantuml10" "$work/out1" "$work/out10"
python3 Benchmarks/render/generate.py "$work"
for i in $(seq 10); do cp "$work/sequence20.puml" "$work/plantuml10/s$i.puml"; done
swift build -c release --product interplay-render-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/interplay-render-bench"
models=$(find Diagrams -name '*.ipl' -not -path '*/bad/*' | sort)
# shellcheck disable=SC2086
"$bench" "$work" "$runs" $models "$work/topology50.ipl:topology" \
  "$work/sequence20.ipl:sequence" > "$work/inprocess.tsv"

# hyperfine's mean wall and mean CPU (user + system) in ms, from its JSON export.
times() {
  python3 -c "import json;r=json.load(open('$1'))['results'][0];print(r['mean']*1e3, (r['user']+r['system'])*1e3)"
}
ratio() { python3 -c "print(f'{$1/$2:.1f}')"; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo
echo '| diagram | nodes | in-process wall / CPU (ms) | `dot -Tsvg` wall / CPU (ms) | speed-up wall / CPU |'
echo '| --- | ---: | ---: | ---: | ---: |'
sum_in=0; sum_in_cpu=0; sum_dot=0; sum_dot_cpu=0; count=0
while IFS=$'\t' read -r name wall cpu nodes; do
  [[ "$name" == Sequence20-* ]] && continue
  hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/h.json" \
    "dot -Tsvg $work/$name.dot -o /dev/null" >/dev/null 2>&1
  read -r dot dot_cpu < <(times "$work/h.json")
  printf '| %s | %s | %.1f / %.1f | %.1f / %.1f | %s× / %s× |\n' "$name" "$nodes" \
    "$wall" "$cpu" "$dot" "$dot_cpu" "$(ratio "$dot" "$wall")" "$(ratio "$dot_cpu" "$cpu")"
  if [[ "$name" != Topology50-* ]]; then
    read -r sum_in sum_in_cpu sum_dot sum_dot_cpu < <(python3 -c \
      "print($sum_in+$wall, $sum_in_cpu+$cpu, $sum_dot+$dot, $sum_dot_cpu+$dot_cpu)")
    count=$((count + 1))
  fi
done < "$work/inprocess.tsv"
printf '| **all %d bundled diagrams** | | %.1f / %.1f | %.1f / %.1f | **%s× / %s×** |\n' "$count" \
  "$sum_in" "$sum_in_cpu" "$sum_dot" "$sum_dot_cpu" "$(ratio "$sum_dot" "$sum_in")" \
  "$(ratio "$sum_dot_cpu" "$sum_in_cpu")"

IFS=$'\t' read -r _ seq_wall seq_cpu _ < <(grep '^Sequence20-' "$work/inprocess.tsv")
hyperfine --warmup 1 --runs 5 --export-json "$work/p1.json" \
  "plantuml -tsvg -o $PWD/$work/out1 $work/sequence20.puml" >/dev/null 2>&1
read -r one one_cpu < <(times "$work/p1.json")
hyperfine --warmup 1 --runs 3 --export-json "$work/p10.json" \
  "plantuml -tsvg -o $PWD/$work/out10 $work/plantuml10/*.puml" >/dev/null 2>&1
read -r ten ten_cpu < <(times "$work/p10.json")
ten=$(python3 -c "print($ten/10)"); ten_cpu=$(python3 -c "print($ten_cpu/10)")
echo
echo '| 20-message sequence | per diagram wall / CPU (ms) | Interplay speed-up wall / CPU |'
echo '| --- | ---: | ---: |'
printf '| Interplay, in-process | %.1f / %.1f | |\n' "$seq_wall" "$seq_cpu"
printf '| `plantuml -tsvg`, one diagram per run | %.0f / %.0f | %s× / %s× |\n' "$one" "$one_cpu" \
  "$(ratio "$one" "$seq_wall")" "$(ratio "$one_cpu" "$seq_cpu")"
printf '| `plantuml -tsvg`, ten diagrams per run | %.0f / %.0f | %s× / %s× |\n' "$ten" "$ten_cpu" \
  "$(ratio "$ten" "$seq_wall")" "$(ratio "$ten_cpu" "$seq_cpu")"
