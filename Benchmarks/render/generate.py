#!/usr/bin/env python3
"""Writes the synthetic inputs of the render benchmark into a folder:

- topology50.ipl: 50 actors (10 behaviours, 20 services, 20 presentations), each
  behaviour requesting two services and two presentations and observing two
  presentations: 60 labelled pathways;
- sequence20.ipl and sequence20.puml: the same 20-message sequence (a request, a reply,
  an event and a request, five times) as an Interplay model and as PlantUML.
"""
import sys, os

out = sys.argv[1]
os.makedirs(out, exist_ok=True)

lines = ["system Topology50", ""]
for s in range(20):
    lines += [f"service S{s} {{", f"  request {{ fetch{s}, store{s}(n: Int(0...3)) }}", "}"]
for p in range(20):
    lines += [f"presentation P{p} {{", f"  request {{ show{p}(n: Int(0...3)), hide{p} }}",
              f"  event {{ tapped{p}, closed{p} }}", "}"]
for b in range(10):
    s1, s2, p1, p2 = 2 * b, 2 * b + 1, 2 * b, (2 * b + 3) % 20
    lines += [
        f"behaviour B{b} {{",
        f"  observes P{p1}.event, P{p2}.event",
        f"  requests S{s1}.request, S{s2}.request, P{p1}.request, P{p2}.request",
        "  initial state Idle {",
        f"    on P{p1}.tapped{p1} -> Busy {{ send S{s1}.fetch{s1}  send P{p1}.show{p1}(1) }}",
        f"    on P{p2}.tapped{p2} -> Busy {{ send S{s2}.store{s2}(2)  send P{p2}.show{p2}(2) }}",
        f"    ignore P{p1}.closed{p1}, P{p2}.closed{p2}",
        "  }",
        "  state Busy {",
        f"    on P{p1}.closed{p1} -> Idle {{ send P{p1}.hide{p1} }}",
        f"    on P{p2}.closed{p2} -> Idle {{ send P{p2}.hide{p2} }}",
        f"    ignore P{p1}.tapped{p1}, P{p2}.tapped{p2}",
        "  }",
        "}",
    ]
open(os.path.join(out, "topology50.ipl"), "w").write("\n".join(lines) + "\n")

model = """system Sequence20

presentation Screen {
  request { show(n: Int(0...3)) }
  event { tapped }
}
service Store {
  request { fetch -> Int(0...3) }
}
behaviour Flow {
  observes Screen.event
  requests Store.request, Screen.request
  initial state Idle {
    on Screen.tapped -> Fetching { send Store.fetch }
  }
  state Fetching {
    on reply Store.fetch(n) -> Idle { send Screen.show(n) }
    ignore Screen.tapped
  }
}

sequence Twenty {
"""
puml = ["@startuml", "participant Screen", "participant Flow", "participant Store"]
for i in range(5):
    n = i % 4
    model += f"  Screen -> Flow: tapped\n  Flow -> Store: fetch\n  Store --> Flow: fetch({n})\n  Flow -> Screen: show({n})\n"
    puml += ["Screen -> Flow: tapped", "Flow -> Store: fetch", f"Store --> Flow: fetch({n})",
             f"Flow -> Screen: show({n})"]
model += "}\n"
puml.append("@enduml")
open(os.path.join(out, "sequence20.ipl"), "w").write(model)
open(os.path.join(out, "sequence20.puml"), "w").write("\n".join(puml) + "\n")
