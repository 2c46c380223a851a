#!/usr/bin/env python3
"""Diagnostics latency of `interplay lsp`: time from a didChange written to the server's
stdin to the publishDiagnostics for that version read from its stdout.

Opens a model (default Diagrams/AccountApp/AccountApp.ipl) and applies EDITS full-text
changes in turn: odd edits misspell a `send` target (one resolve error, with a note and a
fix-it), even edits restore the text (clean: every lint rule runs). A few warm-up edits
are not counted. Prints the median, p10 and p90, min and max in milliseconds.
Python 3 standard library only.

Usage: lsp_latency.py INTERPLAY_BINARY [MODEL] [EDITS]
"""
import json
import os
import statistics
import subprocess
import sys
import time


def main():
    binary = sys.argv[1]
    model = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "Diagrams/AccountApp/AccountApp.ipl")
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    warmup = 5
    text = open(model, encoding="utf-8").read()
    needle = "send HostingBehaviour.suspend\n"
    if needle not in text:
        needle = text.split("\n", 1)[0] + "\n"
    broken = text.replace(needle, needle.replace("suspend", "suspendd"), 1)
    uri = "file://" + model
    server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(message):
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def receive():
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = server.stdout.read(1)
            if not byte:
                raise SystemExit("the server closed its output")
            header += byte
        length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n")
                      if line.lower().startswith(b"content-length"))
        return json.loads(server.stdout.read(length))

    def wait_diagnostics(version):
        while True:
            message = receive()
            params = message.get("params", {})
            if (message.get("method") == "textDocument/publishDiagnostics"
                    and params.get("uri") == uri and params.get("version") == version):
                return params["diagnostics"]

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    receive()
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "interplay", "version": 1, "text": text}}})
    wait_diagnostics(1)

    samples = []
    for index in range(warmup + edits):
        version = index + 2
        new_text = broken if index % 2 == 0 else text
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"text": new_text}]}})
        diagnostics = wait_diagnostics(version)
        elapsed = (time.perf_counter() - start) * 1000
        expected = 1 if new_text is broken else 0
        if len(diagnostics) != expected:
            raise SystemExit(f"edit {index}: expected {expected} diagnostics, got {diagnostics}")
        if index >= warmup:
            samples.append(elapsed)

    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    receive()
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=10)

    samples.sort()
    deciles = statistics.quantiles(samples, n=10)
    lines = text.count("\n")
    print(f"model: {os.path.relpath(model)} ({lines} lines), {edits} edits (+{warmup} warm-up)")
    print(f"didChange -> publishDiagnostics: median {statistics.median(samples):.1f} ms, "
          f"p10 {deciles[0]:.1f} ms, p90 {deciles[-1]:.1f} ms, "
          f"min {samples[0]:.1f} ms, max {samples[-1]:.1f} ms")


if __name__ == "__main__":
    main()
