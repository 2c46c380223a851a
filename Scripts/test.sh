#!/usr/bin/env bash
# The test command: installs what is missing, checks formatting, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz Plugins \
  Examples/Package.swift Examples/Sources Examples/Tests \
  Deploy/InterplayPlugins/Package.swift
# The stepping and searching targets are built with -O (see Package.swift), so the suite
# searches the heavy bundled models whole in seconds; the tests stay debug builds.
export INTERPLAY_OPTIMIZED_ENGINE=1
# Sequence layouts measure text with Graphviz's own text layout, so any font fits; still,
# the suite sees only the font files of the packages install-deps.sh lists, so a font
# some other package put on this machine (fonts-liberation2, fonts-dejavu-extra) cannot
# make a run here differ from one on a fresh machine. SystemPackagesTests checks it.
fonts_dir="$PWD/.build/test-fonts"
rm -rf "$fonts_dir" && mkdir -p "$fonts_dir/files"
for package in fonts-liberation fonts-dejavu-core; do
  dpkg-query -L "$package" | grep -E '\.(ttf|otf)$' | while read -r file; do
    ln -sf "$file" "$fonts_dir/files/"
  done
done
cat > "$fonts_dir/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>$fonts_dir/files</dir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <cachedir>$fonts_dir/cache</cachedir>
</fontconfig>
CONF
export FONTCONFIG_FILE="$fonts_dir/fonts.conf"
swift test "$@"
# The Examples package (its own build folder): the build-tool plugin generates the
# model's Swift, and its tests run the typed API. Built as any depending package builds
# Interplay, without the engine flags.
(cd Examples && env -u INTERPLAY_OPTIMIZED_ENGINE -u FONTCONFIG_FILE swift test)
