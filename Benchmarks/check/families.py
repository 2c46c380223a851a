#!/usr/bin/env python3
"""Writes four families of message-passing benchmark models, each `.ipl` beside its
Promela twin `.pml`, into models/families/ (issue #36):

- pipeline_N: a source stub with a budget of K items (each a bit, any value) feeding
  N stages in a line; stage i takes the head of its queue and sends it on to stage
  i + 1, the last one to a sink. Every queue has one writer and one reader.
- pipeline_N_itemsK: the same with K items instead of 6, for searches of millions of
  states, where per-state speed is measured rather than start-up (pipeline_8_items7:
  1,371,110 states; pipeline_8_items8: 5,732,325).
- gbn_W: go-back-N with a window of W frames (sequence numbers modulo W + 1) over a
  data line and an ack line that may each lose any message (a `choose` in the line's
  step), with the sender's retransmission timer an `after 100ms` of its state
  (SPIN's `timeout` in the twin, as models/retransmit.ipl). W = 2 to 8; from W = 5 on
  (48,775 states) for per-state speed: gbn_7 has 827,681 states, gbn_8 3,298,924.
- pool_N: N interchangeable clients (a replicated family) sharing a pool of 2
  resources; the pool defers `acquire` while both are out.
- gossip_N: flooding among N fully connected peers (a replicated family): each peer
  may hear the rumour from outside once (its own origin stub, budget 1), and the
  first time it hears the rumour it sends it to every other peer; later copies are
  ignored.

The twins follow generate.py's rules (README.md, "How the encodings correspond"): one
active proctype per actor, one atomic block per run-to-completion step, step
variables as locals reset at the end of the block, `xr`/`xs` added by generate.py's
`expert` on every channel with one receiver or one sender (not `xr` where the
receiver takes a deferred case with `??`), a stub that acts of its own accord a
process with a budget counter. A step with several outcomes (a stub's payload, a
line's `choose`) is one atomic block per outcome.

Usage: families.py [OUTDIR]   (default models/families)
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import HEADER, Pml  # noqa: E402

HEADER_IPL = HEADER.replace("generate.py", "families.py")


def pml_text(pml):
    return pml.text().replace("generate.py", "families.py")


def ids(pml, names):
    pml.lines += [f"#define A_{name} {k}" for k, name in enumerate(names)]


def pipeline(n, items=6):
    """A source stub emits `items` bits (either value, one step each), observed by
    Stage0; Stage i forwards each to Stage i+1, the last stage to the sink."""
    stages = [f"Stage{i}" for i in range(n)]
    ipl = [HEADER_IPL, f"system Pipeline{n}", "",
           f"// Emits {items} items, each 0 or 1.",
           f"actor Source budget {items} {{",
           f"  event capacity {items} {{ item(v: Int(0...1)) }}", "}", ""]
    for i, stage in enumerate(stages):
        succ = stages[i + 1] if i + 1 < n else "Sink"
        trigger = "Source.item(v)" if i == 0 else "item(v)"
        ipl += [f"actor {stage} {{"]
        ipl += ["  observes Source.event"] if i == 0 else [f"  request capacity {items} {{ item(v: Int(0...1)) }}"]
        ipl += [f"  requests {succ}.request",
                "  initial state Up {",
                f"    on {trigger} {{ send {succ}.item(v) }}",
                "  }", "}", ""]
    ipl += ["actor Sink {", f"  request capacity {items} {{ item(v: Int(0...1)) }}",
            "  initial state Up {", "    on item(v)", "  }", "}", ""]

    pml = Pml()
    pml.const("ITEM")
    ids(pml, ["Source"] + stages + ["Sink"])
    pml.lines += [f"chan q_{a} = [{items}] of {{ FIELDS }};" for a in stages + ["Sink"]]
    pml.lines += ["active proctype Source() {", "  byte used = 0;", "end: do"]
    pml.lines += [f"  :: atomic {{ used < {items} -> q_Stage0!ITEM,0,A_Source,{v}; used++ }}" for v in (0, 1)]
    pml.lines += ["  od", "}"]
    for i, stage in enumerate(stages):
        succ = stages[i + 1] if i + 1 < n else "Sink"
        pml.lines += [f"active proctype {stage}() {{",
                      f"end: do :: atomic {{ nempty(q_{stage}) -> q_{stage}?g,r,s,p; q_{succ}!ITEM,0,A_{stage},p }}",
                      "  od", "}"]
    pml.lines += ["active proctype Sink() {",
                  "end: do :: atomic { nempty(q_Sink) -> q_Sink?g,r,s,p } od", "}"]
    return "\n".join(ipl), pml_text(pml)


def gbn(w):
    """Go-back-N, window w, sequence numbers modulo w + 1. The sender's timer (an
    `after` of its state) fires only when nothing else can move: then every frame of
    the window is sent again. A cumulative ack of frame a slides the window past a and
    sends the frames that entered it; the receiver acks every frame with the last one
    it took in order."""
    m = w + 1
    top = w
    cap = 2 * w  # a stale ack can slide the window while old frames are still queued
    window = lambda base: [f"({base} + {k}) % {m}" if k else base for k in range(w)]
    ipl = [HEADER_IPL, f"system GoBackN{w}", "",
           f"// Sends frames numbered 0 to {top}, round and round, with at most {w} unacknowledged. Its timer",
           "// fires only when nothing else can happen (SPIN's `timeout`): every frame of",
           "// the window was lost, or its ack, and the whole window is sent again.",
           "actor Sender {",
           "  requests DataLine.request",
           f"  request capacity {cap} {{ ack(a: Int(0...{top})) }}",
           f"  var base: Int(0...{top}) = 0",
           "  initial state Idle {",
           "    after 100ms -> Sending {"]
    ipl += [f"      send DataLine.frame({f})" for f in window("base")]
    ipl += ["    }", "  }", "  state Sending {", "    after 100ms -> Sending {"]
    ipl += [f"      send DataLine.frame({f})" for f in window("base")]
    ipl += ["    }"]
    for k in range(1, w + 1):
        # The ack of frame base + k - 1: the window slides by k, k new frames enter it.
        ipl += [f"    on ack(a) [(a + {m} - base) % {m} == {k - 1}] -> Sending {{",
                f"      base = (a + 1) % {m}"]
        ipl += [f"      send DataLine.frame((base + {w - k + j}) % {m})" for j in range(k)]
        ipl += ["    }"]
    ipl += ["    ignore ack", "  }", "}", ""]
    for line, target, case, var in [("DataLine", "Receiver", "frame", "s"), ("AckLine", "Sender", "ack", "a")]:
        ipl += [f"// Passes each {case} on or loses it.",
                f"actor {line} {{",
                f"  requests {target}.request",
                f"  request capacity {cap} {{ {case}({var}: Int(0...{top})) }}",
                "  initial state Up {",
                f"    on {case}({var}) {{",
                f"      choose {{ send {target}.{case}({var}) }} or {{ }}",
                "    }", "  }", "}", ""]
    ipl += ["// Takes frames in order and acks every frame with the last it took in order.",
            "actor Receiver {",
            "  requests AckLine.request",
            f"  request capacity {cap} {{ frame(s: Int(0...{top})) }}",
            f"  var expected: Int(0...{top}) = 0",
            "  initial state Up {",
            "    on frame(s) [s == expected] {",
            f"      expected = (expected + 1) % {m}",
            "      send AckLine.ack(s)",
            "    }",
            f"    on frame(s) {{ send AckLine.ack((expected + {w}) % {m}) }}",
            "  }", "}", ""]

    pml = Pml()
    pml.const("FRAME")
    pml.const("ACK")
    ids(pml, ["Sender", "DataLine", "Receiver", "AckLine"])
    pml.lines += [f"chan q_{a} = [{cap}] of {{ FIELDS }};" for a in ["Sender", "DataLine", "Receiver", "AckLine"]]
    resend = "; ".join(f"q_DataLine!FRAME,0,A_Sender,{f}" for f in window("base"))
    pml.lines += ["/* The sender's timer state (pending, 100ms left) is a function of `st`. */",
                  "active proctype Sender() {", "  byte st = 0; /* 0 Idle, 1 Sending */",
                  "  byte base = 0;", "end: do",
                  f"  :: atomic {{ timeout && st == 0 -> st = 1; {resend} }}",
                  f"  :: atomic {{ timeout && st == 1 -> {resend} }}",
                  "  :: atomic { nempty(q_Sender) -> q_Sender?g,r,s,p;", "       if"]
    for k in range(1, w + 1):
        sends = "; ".join(f"q_DataLine!FRAME,0,A_Sender,(base + {w - k + j}) % {m}" for j in range(k))
        pml.lines += [f"       :: st == 1 && (p + {m} - base) % {m} == {k - 1} -> base = (p + 1) % {m}; {sends}"]
    pml.lines += ["       :: else -> skip", "       fi }", "  od", "}"]
    for line, target, case in [("DataLine", "Receiver", "FRAME"), ("AckLine", "Sender", "ACK")]:
        pml.lines += [f"active proctype {line}() {{", "end: do",
                      f"  :: atomic {{ nempty(q_{line}) -> q_{line}?g,r,s,p; q_{target}!{case},0,A_{line},p }}",
                      f"  :: atomic {{ nempty(q_{line}) -> q_{line}?g,r,s,p }}",
                      "  od", "}"]
    pml.lines += ["active proctype Receiver() {", "  byte expected = 0;", "end: do",
                  "  :: atomic { nempty(q_Receiver) -> q_Receiver?g,r,s,p;",
                  "       if",
                  f"       :: p == expected -> expected = (expected + 1) % {m}; q_AckLine!ACK,0,A_Receiver,p",
                  f"       :: else -> q_AckLine!ACK,0,A_Receiver,(expected + {w}) % {m}",
                  "       fi }", "  od", "}"]
    return "\n".join(ipl), pml_text(pml)


def pool(n, size=2):
    """n interchangeable clients and a pool of `size` resources: a client thinks (a
    request to itself), acquires one resource (the pool replies, or defers the
    acquire while none is free), uses it (another request to itself) and releases it,
    for ever."""
    last = n - 1
    ipl = [HEADER_IPL, f"system Pool{n}", "", "enum Ack { ok }", "",
           "// Starts every client.",
           "actor Starter budget 1 {", "  event { go }", "}", "",
           f"// Hands out {size} interchangeable resources.",
           "actor Pool {",
           f"  request capacity {2 * n} {{ acquire -> Ack, release }}",
           f"  var free: Int(0...{size}) = {size}",
           "  initial state Open {",
           "    on acquire [free > 1] {", "      free = free - 1", "      reply ok", "    }",
           "    on acquire -> Empty {", "      free = 0", "      reply ok", "    }",
           "    on release { free = free + 1 }",
           "  }",
           "  state Empty {",
           "    on release -> Open { free = 1 }",
           "    defer acquire",
           "  }", "}", "",
           f"actor Client[i in 0...{last}] {{",
           "  request capacity 1 { work }",
           "  observes Starter.event",
           "  requests Pool.request, Client[i].request",
           "  initial state Idle {", "    on Starter.go -> Thinking", "  }",
           "  state Thinking {", "    entry { send Client[i].work }",
           "    on work -> Waiting { send Pool.acquire }", "  }",
           "  state Waiting {", "    on reply Pool.acquire -> Using", "  }",
           "  state Using {", "    entry { send Client[i].work }",
           "    on work -> Thinking { send Pool.release }", "  }", "}", ""]

    clients = [f"Client{i}" for i in range(n)]
    pml = Pml()
    for c in ["GO", "ACQUIRE", "RELEASE", "WORK"]:
        pml.const(c)
    ids(pml, ["Starter", "Pool"] + clients)
    pml.lines += [f"chan q_Pool = [{2 * n}] of {{ FIELDS }};"]
    pml.lines += [f"chan q_{c} = [{1 + 4 + 2 * n}] of {{ FIELDS }};" for c in clients]
    sends = "; ".join(f"q_{c}!GO,0,A_Starter,0" for c in clients)
    pml.lines += ["active proctype Starter() {", "  byte used = 0;",
                  f"end: do :: atomic {{ used < 1 -> {sends}; used++ }} od", "}"]
    reply = " ".join(f":: s == A_{c} -> q_{c}!ACQUIRE,1,A_Pool,0" for c in clients)
    pml.lines += ["active proctype Pool() {", "  byte st = 0; /* 0 Open, 1 Empty */",
                  f"  byte free = {size};", "end: do",
                  "  :: atomic { st == 0 && nempty(q_Pool) -> q_Pool?g,r,s,p;",
                  "       if",
                  f"       :: g == ACQUIRE && free > 1 -> free--; if {reply} fi",
                  f"       :: g == ACQUIRE && free <= 1 -> st = 1; free = 0; if {reply} fi",
                  "       :: g == RELEASE -> free++",
                  "       fi }",
                  "  :: atomic { st == 1 && q_Pool??[RELEASE,r,s,p] -> q_Pool??RELEASE,r,s,p; st = 0; free = 1 }",
                  "  od", "}"]
    for c in clients:
        pml.lines += [f"active proctype {c}() {{",
                      "  byte st = 0; /* 0 Idle, 1 Thinking, 2 Waiting, 3 Using */", "end: do",
                      f"  :: atomic {{ nempty(q_{c}) -> q_{c}?g,r,s,p;",
                      "       if",
                      f"       :: st == 0 && g == GO -> st = 1; q_{c}!WORK,0,A_{c},0",
                      f"       :: st == 1 && g == WORK -> st = 2; q_Pool!ACQUIRE,0,A_{c},0",
                      f"       :: st == 2 && g == ACQUIRE && r -> st = 3; q_{c}!WORK,0,A_{c},0",
                      f"       :: st == 3 && g == WORK -> st = 1; q_Pool!RELEASE,0,A_{c},0; q_{c}!WORK,0,A_{c},0",
                      "       :: else -> skip",
                      "       fi }", "  od", "}"]
    return "\n".join(ipl), pml_text(pml)


def gossip(n):
    """Flooding among n fully connected peers: peer i's origin stub may tell it the
    rumour once; a peer that hears it for the first time sends it to every other peer
    (i + 1, ..., i + n - 1 modulo n), and ignores it afterwards."""
    last = n - 1
    others = [f"Peer[(i + 1) % {n}]", f"Peer[(i + {n - 1}) % {n}]"]
    ipl = [HEADER_IPL, f"system Gossip{n}", "",
           "// Tells its peer the rumour, at most once, at any moment.",
           f"actor Origin[i in 0...{last}] budget 1 {{", "  requests Peer[i].request", "}", "",
           f"actor Peer[i in 0...{last}] {{",
           "  request capacity 3 { rumour }",
           f"  requests {', '.join(o + '.request' for o in others)}",
           "  initial state Unaware {",
           "    on rumour -> Aware {"]
    ipl += [f"      send {o}.rumour" for o in others]
    ipl += ["    }", "  }", "  state Aware {", "    ignore rumour", "  }", "}", ""]

    peers = [f"Peer{i}" for i in range(n)]
    origins = [f"Origin{i}" for i in range(n)]
    pml = Pml()
    pml.const("RUMOUR")
    ids(pml, origins + peers)
    pml.lines += [f"chan q_{p} = [3] of {{ FIELDS }};" for p in peers]
    for o, p in zip(origins, peers):
        pml.lines += [f"active proctype {o}() {{", "  byte used = 0;",
                      f"end: do :: atomic {{ used < 1 -> q_{p}!RUMOUR,0,A_{o},0; used++ }} od", "}"]
    for i, p in enumerate(peers):
        sends = "; ".join(f"q_{peers[(i + k) % n]}!RUMOUR,0,A_{p},0" for k in (1, n - 1))
        pml.lines += [f"active proctype {p}() {{", "  byte st = 0; /* 0 Unaware, 1 Aware */", "end: do",
                      f"  :: atomic {{ nempty(q_{p}) -> q_{p}?g,r,s,p;",
                      "       if",
                      f"       :: st == 0 -> st = 1; {sends}",
                      "       :: else -> skip",
                      "       fi }", "  od", "}"]
    return "\n".join(ipl), pml_text(pml)


def write(folder, name, pair):
    ipl, pml = pair
    with open(os.path.join(folder, name + ".ipl"), "w") as f:
        f.write(ipl)
    with open(os.path.join(folder, name + ".pml"), "w") as f:
        f.write(pml)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                             "models", "families")
    os.makedirs(out, exist_ok=True)
    for n in range(3, 9):
        write(out, f"pipeline_{n}", pipeline(n))
    for items in (7, 8):
        write(out, f"pipeline_8_items{items}", pipeline(8, items))
    for w in range(2, 9):
        write(out, f"gbn_{w}", gbn(w))
    for n in range(3, 9):
        write(out, f"pool_{n}", pool(n))
        write(out, f"gossip_{n}", gossip(n))
