#!/usr/bin/env bash
# Checks the Neovim snippet of docs/Editors.md against the real server: takes the first
# ```lua block of its "## Neovim" section as init.lua and, in `nvim --headless`, checks
# three things through it:
#   1. diagnostics: a model with a misspelt state gets the server's
#      resolve.unknown-state diagnostic on the misspelt line;
#   2. go-to-definition: a textDocument/definition request at a state named in
#      a transition answers the line that declares the state;
#   3. formatting: the snippet's :InterplayFormat command turns a badly formatted model
#      into exactly what `interplay fmt` prints for it.
# Each step waits a bounded time (20 s for the first diagnostics, 5 s for the rest) and
# nvim is killed after 40 s, so a broken snippet fails instead of hanging.
#
# NeovimSnippetTests runs it in the suite (with INTERPLAY set to the tested executable
# and NVIM to Debian's /usr/bin/nvim; Scripts/install-deps.sh installs neovim). By hand
# it builds the interplay executable (debug) unless INTERPLAY names one, and runs the
# nvim on PATH unless NVIM names another (to try another Neovim version):
#
#   ./Scripts/test-neovim.sh
#   NVIM=~/nvim-linux-x86_64/bin/nvim INTERPLAY=.build/debug/interplay ./Scripts/test-neovim.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
nvim=${NVIM:-nvim}
command -v "$nvim" >/dev/null || {
  echo "error: $nvim is missing (Scripts/install-deps.sh installs Debian's neovim)" >&2
  exit 1
}
command -v python3 >/dev/null || { echo "error: python3 is missing (Scripts/install-deps.sh)" >&2; exit 1; }

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
# Writes one line per finding to $RESULT: "diagnostic L:C message [id]",
# "definition L:C -> L:C" (1-based, the request's position and the answer's start),
# "formatted" once the formatted buffer is in $FORMATTED, "OK" when every step answered,
# or "FAIL why" and stops. Only APIs Neovim 0.7 has (and 0.11 still has) are used; where
# 0.10 deprecated one, its successor is used when present.
cat > "$work/check.lua" <<'LUA'
local out = {}
local function say(text) table.insert(out, text) end
local function finish()
  local file = io.open(vim.env.RESULT, "w")
  file:write(table.concat(out, "\n") .. "\n")
  file:close()
  vim.cmd("qa!")
end
local function fail(text)
  say("FAIL " .. text)
  finish()
end
local function clients(buf) -- attached to buf; buf_get_clients is deprecated from 0.10
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buf }) end
  return vim.lsp.buf_get_clients(buf)
end

local buf = vim.api.nvim_get_current_buf()
if vim.bo[buf].filetype ~= "interplay" then
  return fail("filetype is '" .. vim.bo[buf].filetype .. "', not interplay")
end

-- 1. Diagnostics.
if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 100) then
  local count = 0
  for _ in pairs(clients(buf)) do count = count + 1 end
  return fail("no diagnostics within 20 s (" .. count .. " language clients attached)")
end
for _, d in ipairs(vim.diagnostic.get(buf)) do
  say(string.format("diagnostic %d:%d %s [%s]", d.lnum + 1, d.col + 1, d.message, tostring(d.code)))
end

-- 2. Go to definition, from the first transition that targets Closed.
local line, col
for number, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
  local at = text:find("-> Closed", 1, true)
  if at then line, col = number - 1, at + 3 break end -- inside "Closed", 0-based
end
if not line then return fail("no '-> Closed' in the model") end
local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = col } }
local answers, err = vim.lsp.buf_request_sync(buf, "textDocument/definition", params, 5000)
if not answers then return fail("definition: " .. tostring(err)) end
local location
for _, answer in pairs(answers) do
  local result = answer.result
  if result and result[1] then result = result[1] end -- Location[] or LocationLink[]
  if result and (result.range or result.targetSelectionRange) then location = result end
end
if not location then return fail("definition: no location in " .. vim.inspect(answers)) end
local uri = location.uri or location.targetUri
local start = (location.targetSelectionRange or location.range).start
if uri ~= params.textDocument.uri then return fail("definition answered another file: " .. uri) end
say(string.format("definition %d:%d -> %d:%d", line + 1, col + 1, start.line + 1, start.character + 1))

-- 3. Formatting, with the command the snippet defines.
vim.cmd("edit messy.ipl")
local messy = vim.api.nvim_get_current_buf()
if vim.bo[messy].filetype ~= "interplay" then return fail("messy.ipl is not filetype interplay") end
if not vim.wait(5000, function() return next(clients(messy)) ~= nil end, 50) then
  return fail("no language client attached to a second model within 5 s")
end
if vim.fn.exists(":InterplayFormat") ~= 2 then
  return fail("the snippet defines no :InterplayFormat command for the buffer")
end
local ok, problem = pcall(vim.cmd, "InterplayFormat")
if not ok then return fail("InterplayFormat: " .. tostring(problem)) end
vim.fn.writefile(vim.api.nvim_buf_get_lines(messy, 0, -1, false), vim.env.FORMATTED)
say("formatted")
say("OK")
finish()
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
cat > "$work/model/messy.ipl" <<'IPL'
system   Door
presentation Button{
event {   pressed }
}
behaviour Door{
      observes Button.event
  initial state Closed{ on Button.pressed->Open }
    state Open {
on Button.pressed   ->   Closed
      }
}
IPL
"$work/bin/interplay" fmt "$work/model/messy.ipl" >"$work/expected.ipl"

export RESULT=$work/result FORMATTED=$work/formatted.ipl
# Neovim's own folders in $work: no user configuration or plugin (-u names the only
# init file, but plugins would still load), logs stay out of the home folder.
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_STATE_HOME=$work/state \
  XDG_CACHE_HOME=$work/cache
(cd "$work/model" && PATH="$work/bin:$PATH" timeout -k 5 40 "$nvim" --headless -i NONE \
  -u "$work/init.lua" door.ipl -c "luafile $work/check.lua" >/dev/null 2>"$work/stderr") || true
"$nvim" --version | head -1
if [[ ! -f $RESULT ]]; then
  echo "FAIL nvim wrote no result (killed after 40 s, or stopped at an error)" >&2
  cat "$work/stderr" >&2
  exit 1
fi
cat "$RESULT"
failed=0
check() { # check WHAT PATTERN: a line of the result matches PATTERN
  if grep -q "$2" "$RESULT"; then echo "passed: $1"; else echo "FAIL: $1" >&2; failed=1; fi
}
check "the server's resolve.unknown-state diagnostic reached the buffer, on line 10" \
  '^diagnostic 10:.*\[resolve\.unknown-state\]$'
check "go to definition from Closed on line 13 answers its declaration on line 9" \
  '^definition 13:[0-9]* -> 9:'
if [[ -f $FORMATTED ]] && diff -u "$work/expected.ipl" "$FORMATTED" >"$work/diff"; then
  echo "passed: :InterplayFormat made the buffer what 'interplay fmt' prints"
else
  echo "FAIL: :InterplayFormat did not make the buffer what 'interplay fmt' prints" >&2
  [[ -f $FORMATTED ]] && cat "$work/diff" >&2
  failed=1
fi
if [[ $failed -ne 0 ]] || ! grep -q '^OK$' "$RESULT"; then
  cat "$work/stderr" >&2
  exit 1
fi
