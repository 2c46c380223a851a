#!/usr/bin/env bash
# Installs every Debian package the build and the test suite rely on, only those
# missing (Debian/Ubuntu). Nothing else may be assumed of a machine.
#   Scripts/install-deps.sh          install what is missing
#   Scripts/install-deps.sh --list   print the packages, one per line
# SystemPackagesTests reads --list and fails, naming the package, when one is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
# macOS (untested): Graphviz and pkg-config from Homebrew; the fonts and the SARIF
# schema validator of the Debian list are not installed there.
if [ "$(uname -s)" = "Darwin" ] && [ "${1:-}" != "--list" ]; then
  command -v brew >/dev/null || { echo "install Homebrew first: https://brew.sh" >&2; exit 1; }
  for formula in graphviz pkg-config; do
    brew list --formula "$formula" >/dev/null 2>&1 || brew install "$formula"
  done
  exit 0
fi
packages=(
  # Graphviz, linked in-process (pkg-config finds libgvc), and the libraries and
  # plugins it loads at run time: layout, SVG and PNG output.
  libgraphviz-dev
  pkg-config
  libgvc6
  libgvc6-plugins-gtk
  libcgraph6
  libcdt5
  libpathplan4
  libxdot4
  libgvpr2
  liblab-gamut1
  libltdl7
  libgts-0.7-5
  libgts-bin
  # Fonts: diagrams name "Helvetica,Arial,sans-serif" and Graphviz resolves it through
  # fontconfig. Sequence layouts measure text with Graphviz's own text layout, so any
  # font fits; TextFitsTests draws every model with each of these two families alone:
  # Liberation Sans (Helvetica's metrics; render-readme-images.sh draws with it) and
  # DejaVu Sans (what a bare Debian machine has, wider).
  fonts-liberation
  fonts-dejavu-core
  fontconfig
  # The SARIF test validates against the official schema with the system Python's
  # jsonschema (/usr/bin/python3: never a Python another tool put first on PATH).
  # and the modules it imports when loaded (its Recommends, for format checking, are
  # optional and not relied on: jsonschema runs without them).
  python3
  python3-jsonschema
  python3-attr
  python3-pyrsistent
  # BrowserTests load the HTML report and 'interplay preview' in headless Chromium
  # (--dump-dom after the page's script ran, --screenshot) and step through a trace.
  # chromium-common is its hard dependency, listed so the list names all it runs, and so
  # are the libraries apt pulls in for it (its Depends, followed down, beyond what a bare
  # Debian 12 machine has): a fresh machine gets exactly these, nothing more.
  chromium
  chromium-common
  libasyncns0
  libcolord2
  libdouble-conversion3
  libepoxy0
  libflac12
  libgtk-3-0
  libgtk-3-common
  libharfbuzz-subset0
  libminizip1
  libmp3lame0
  libmpg123-0
  libogg0
  libopenh264-7
  libopenjp2-7
  libopus0
  libpulse0
  libsndfile1
  libvorbis0a
  libvorbisenc2
  libwayland-cursor0
  libwayland-egl1
  libxnvctrl0
  xdg-utils
  # StartUpChoiceTests model-checks the Promela twins of the start-up fixtures with SPIN
  # (spin -a, then gcc builds pan) and compares verdicts.
  spin
  # NeovimSnippetTests runs Scripts/test-neovim.sh: the snippet of docs/Editors.md in
  # Debian's Neovim (0.7.2 on Debian 12) against the server, headless. The rest are
  # what apt pulls in for it (its Depends but libc6), listed like chromium's above.
  neovim
  neovim-runtime
  libluajit-5.1-2
  libluajit-5.1-common
  libmsgpackc2
  libtermkey1
  libtree-sitter0
  libunibilium4
  libuv1
  libvterm0
  lua-luv
)
if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi
need=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "installing: ${need[*]}"
  $sudo_cmd apt-get update -qq
  # Without Recommends: what the suite relies on is listed above, so a machine with
  # apt's recommends switched off gets the same as one with them on (chromium's would
  # bring fonts-liberation2, printing and desktop services the suite must not see).
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends \
    "${need[@]}" >/dev/null
fi
