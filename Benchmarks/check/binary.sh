# shellcheck shell=bash
# Sourced by the scripts here once they are in the package root: sets `bin` to the
# interplay binary to measure. With INTERPLAY_BIN set (an absolute path to a binary
# already built, e.g. in release from the same commit), that binary and no build;
# otherwise `swift build -c release --product interplay` and its binary.
if [ -n "${INTERPLAY_BIN:-}" ]; then
  case "$INTERPLAY_BIN" in
    /*) ;;
    *) echo "INTERPLAY_BIN must be an absolute path: $INTERPLAY_BIN" >&2; exit 64 ;;
  esac
  [ -x "$INTERPLAY_BIN" ] || { echo "INTERPLAY_BIN is not executable: $INTERPLAY_BIN" >&2; exit 64; }
  bin="$INTERPLAY_BIN"
else
  swift build -c release --product interplay >/dev/null || exit 1
  bin="$(swift build -c release --show-bin-path)/interplay"
fi
