#!/usr/bin/env bash
# Fuzzes with libFuzzer and AddressSanitizer, one target of Fuzz/ at a time:
#   Scripts/fuzz.sh [--target pipeline|scxml|lsp] [SECONDS] [JOBS]
#                                     default: pipeline, 600 seconds, 1 job
#   pipeline  PipelineProbe: parse, format, lint, resolve, compile, a few hundred checked
#             states, the sequences played; seeds from Diagrams/ and the .ipl fixtures;
#             crashes saved as Tests/Fixtures/Hostile/fuzz-<hash>.ipl (HostileCorpusTests).
#   scxml     `import scxml` and the check that every translation it writes loads; seeds
#             from the .scxml fixtures; crashes saved as Tests/Fixtures/Hostile/
#             fuzz-<hash>.scxml (ScxmlHostileTests).
#   lsp       the language server's framing and message handling (FramingProbe); seeds
#             from Tests/Fixtures/Hostile/lsp and sessions over a bundled model (every
#             request the server answers); crashes saved as
#             Tests/Fixtures/Hostile/lsp/fuzz-<hash>.bin (MessageFramingTests).
# The corpus is kept in .build-fuzz/<target>-corpus between runs. Prints the execution
# count and the crashes found; exits 1 when it saved a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
target=pipeline
if [ "${1:-}" = "--target" ]; then
  target="$2"
  shift 2
fi
seconds="${1:-600}"
jobs="${2:-1}"
work=.build-fuzz
corpus="$work/$target-corpus"
crashes="$work/$target-crashes"
mkdir -p "$corpus" "$crashes"
extra=()
case "$target" in
  pipeline)
    product=interplay-fuzz dict=Fuzz/ipl.dict max_len=4096 saved=Tests/Fixtures/Hostile ext=ipl
    find Diagrams Tests/Fixtures -name '*.ipl' -size -64k -exec cp {} "$corpus/" \;
    ;;
  scxml)
    product=interplay-fuzz-scxml dict=Fuzz/scxml.dict max_len=8192 saved=Tests/Fixtures/Hostile
    ext=scxml
    find Tests/Fixtures -name '*.scxml' -size -64k -exec cp {} "$corpus/" \;
    # FoundationXML's XMLParser leaks the error object it makes for every document that
    # is not well-formed (_CFErrorCreateFromXMLInterface), so leaks are not looked for.
    export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
    extra=(-detect_leaks=0)
    ;;
  lsp)
    product=interplay-fuzz-lsp dict=Fuzz/lsp.dict max_len=8192 saved=Tests/Fixtures/Hostile/lsp
    ext=bin
    cp Tests/Fixtures/Hostile/lsp/* "$corpus/"
    # Whole sessions over a small bundled model: every request the server answers.
    python3 - "$corpus" Diagrams/RunningLights/RunningLights.ipl <<'PY'
import json, sys
corpus, model = sys.argv[1], open(sys.argv[2]).read()
uri = "file:///m.ipl"
at = {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 8}}
def frame(message):
    body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
opening = [dict(id=1, method="initialize", params={"capabilities": {}}),
           dict(method="initialized", params={}),
           dict(method="textDocument/didOpen", params={"textDocument": {
               "uri": uri, "languageId": "interplay", "version": 1, "text": model}})]
requests = ["hover", "completion", "definition", "references", "prepareRename",
            "formatting", "codeAction"]
for number, request in enumerate(requests):
    params = dict(at, context={"includeDeclaration": True, "diagnostics": []},
                  options={"tabSize": 2, "insertSpaces": True},
                  range={"start": at["position"], "end": at["position"]})
    session = opening + [dict(id=2, method="textDocument/" + request, params=params),
                         dict(method="textDocument/didChange", params={
                             "textDocument": {"uri": uri, "version": 2},
                             "contentChanges": [{"text": model[: len(model) // 2]}]}),
                         dict(id=3, method="shutdown"), dict(method="exit")]
    with open(f"{corpus}/session-{number}.bin", "wb") as out:
        out.write(b"".join(frame(message) for message in session))
PY
    ;;
  *)
    echo "unknown fuzz target '$target' (pipeline, scxml or lsp)" >&2
    exit 64
    ;;
esac
swift build --package-path Fuzz --scratch-path "$work/build" -c release --product "$product" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >/dev/null
binary="$(swift build --package-path Fuzz --scratch-path "$work/build" -c release --show-bin-path)/$product"
log="$work/$target.log"
# With more than one job libFuzzer runs workers that log to fuzz-N.log in the current
# folder; those logs are gathered into $log afterwards.
parallel=()
((jobs > 1)) && parallel=(-jobs="$jobs" -workers="$jobs")
set +e
"$binary" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len="$max_len" \
  -timeout=20 -rss_limit_mb=2048 "${extra[@]}" "${parallel[@]}" \
  -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1
status=$?
set -e
if ((jobs > 1)); then cat fuzz-*.log >>"$log" 2>/dev/null && rm -f fuzz-*.log; fi
runs=$(grep -h "stat::number_of_executed_units" "$log" | awk '{ total += $2 } END { print total + 0 }')
found=0
for crash in "$crashes"/*; do
  [ -e "$crash" ] || continue
  name="$saved/fuzz-$(sha1sum "$crash" | cut -c1-12).$ext"
  cp "$crash" "$name"
  echo "crash saved as $name"
  found=$((found + 1))
done
echo "fuzz $target: $runs executions in $seconds s, $found crashing inputs (libFuzzer exit $status, log $log)"
((found == 0))
