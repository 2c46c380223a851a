#!/usr/bin/env bash
# Checks the Neovim snippet of docs/Editors.md against the real server: takes the first
# ```lua block of its "## Neovim" section as init.lua, opens a model with a misspelt
# state in `nvim --headless`, and passes when the server's diagnostic
# (resolve.unknown-state, on the right line) reaches the buffer within 20 seconds.
#
# Run by hand; not part of the test suite. Needs Neovim (apt-get install -y neovim; the
# snippet is for 0.7 to 0.11) and builds the interplay executable (debug) unless
# INTERPLAY is set to one.
#
#   ./Scripts/test-neovim.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
command -v nvim >/dev/null || { echo "error: nvim is missing (apt-get install -y neovim)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "error: python3 is missing (apt-get install -y python3)" >&2; exit 1; }

if [[ -z "${INTERPLAY:-}" ]]; then
  export INTERPLAY_OPTIMIZED_ENGINE=1
  swift build --product interplay >/dev/null
  INTERPLAY=$root/.build/debug/interplay
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/model"
ln -s "$(realpath "$INTERPLAY")" "$work/bin/interplay"

# The snippet as documented, then what the test does once the buffer is open.
python3 - "$root/docs/Editors.md" "$work/init.lua" <<'PY'
import pathlib, re, sys
text = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
section = text.split("\n## Neovim\n", 1)[1].split("\n## ", 1)[0]
block = re.search(r"```lua\n(.*?)\n```", section, re.S)
if not block:
    sys.exit("error: no lua block in the Neovim section of docs/Editors.md")
pathlib.Path(sys.argv[2]).write_text(block.group(1) + "\n", encoding="utf-8")
PY
cat > "$work/check.lua" <<'LUA'
local result = vim.env.RESULT
local function finish(text)
  local file = io.open(result, "w")
  file:write(text)
  file:close()
  vim.cmd("qa!")
end
local buf = vim.api.nvim_get_current_buf()
if vim.bo[buf].filetype ~= "interplay" then
  finish("FAIL filetype is '" .. vim.bo[buf].filetype .. "', not interplay\n")
  return
end
local found = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 100)
if not found then
  local clients = #vim.lsp.get_active_clients()
  finish("FAIL no diagnostics within 20 s (" .. clients .. " language clients running)\n")
  return
end
local lines = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(lines, string.format("%d:%d %s [%s]", d.lnum + 1, d.col + 1, d.message, tostring(d.code)))
end
finish("OK\n" .. table.concat(lines, "\n") .. "\n")
LUA
cat > "$work/model/door.ipl" <<'IPL'
system Door

presentation Button {
  event { pressed }
}

behaviour Door {
  observes Button.event
  initial state Closed {
    on Button.pressed -> Opne
  }
  state Open {
    on Button.pressed -> Closed
  }
}
IPL

export RESULT=$work/result
(cd "$work/model" && PATH="$work/bin:$PATH" timeout 60 nvim --headless -i NONE \
  -u "$work/init.lua" door.ipl -c "luafile $work/check.lua" >/dev/null 2>"$work/stderr") || true
nvim --version | head -1
if [[ ! -f $RESULT ]]; then
  echo "FAIL nvim wrote no result" >&2
  cat "$work/stderr" >&2
  exit 1
fi
cat "$RESULT"
if grep -q '^OK$' "$RESULT" && grep -q "^10:.*\[resolve.unknown-state\]" "$RESULT"; then
  echo "passed: the snippet started interplay lsp and its diagnostic reached the buffer"
else
  echo "FAIL: no resolve.unknown-state diagnostic on line 10" >&2
  exit 1
fi
