# shellcheck shell=bash
# Sourced by the scripts here once they are in the package root: sets `bin` to the
# interplay binary to measure. With INTERPLAY_BIN set (an absolute path to a binary
# already built, e.g. in release from the same commit), that binary and no build;
# otherwise a release build with the Swift runtime and Foundation linked statically, as
# a binary would be shipped (in its own scratch path, beside the other release builds):
# the process then starts in about 5 ms instead of 10 (`interplay --version`, measured
# with `perf stat -r 30`), which is most of the time a small model takes.
if [ -n "${INTERPLAY_BIN:-}" ]; then
  case "$INTERPLAY_BIN" in
    /*) ;;
    *) echo "INTERPLAY_BIN must be an absolute path: $INTERPLAY_BIN" >&2; exit 64 ;;
  esac
  [ -x "$INTERPLAY_BIN" ] || { echo "INTERPLAY_BIN is not executable: $INTERPLAY_BIN" >&2; exit 64; }
  bin="$INTERPLAY_BIN"
else
  static=(-c release --static-swift-stdlib --scratch-path .build-static)
  swift build "${static[@]}" --product interplay >/dev/null || exit 1
  bin="$(swift build "${static[@]}" --show-bin-path)/interplay"
fi
