"""Runs the W3C SCXML IRP tests through `interplay import scxml` and `interplay check`.

Each testNNN.txml is turned into SCXML for the null data model: the suite's `conf:`
placeholders for success and failure (`conf:pass`, `conf:fail`, `conf:targetpass`,
`conf:targetfail`) and `conf:inState` (the `In()` predicate) are written out; every
other `conf:` placeholder stands for a data-model expression and is left in place, so
the importer reports it. The imported model gets two properties: the chart eventually
tells its parent it reached `pass` (`eventually Machine.done_pass`), and never that it
reached `fail`. Verdicts:

  pass            the import succeeded and `check` proved both properties
  fail            the import succeeded and `check` found a violation (or undecided)
  not expressible the importer named a construct it does not translate (the reason)
  error           anything else (a model the importer wrote that does not load)

Nothing is tuned per test: every test goes through the same steps.

With --round-trip, each passing test's imported chart is also exported back to SCXML
(`interplay export scxml --actor Machine`), imported again, given the same two
properties and checked again; the last lines count the tests that keep their verdict.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def find_tests(folder):
    tests = {}
    for root, _, files in os.walk(folder):
        for name in files:
            match = re.fullmatch(r"test(\d+[a-z]?)\.txml", name)
            if match:
                tests[match.group(1)] = os.path.join(root, name)
    return dict(sorted(tests.items(), key=lambda item: (int(re.match(r"\d+", item[0]).group()), item[0])))


def read_manifest(folder):
    """Conformance (mandatory or optional) and whether the test is manual, by test id."""
    for root, _, files in os.walk(folder):
        if "manifest.xml" in files:
            tree = ET.parse(os.path.join(root, "manifest.xml"))
            info = {}
            for test in tree.iter("test"):
                info[test.get("id")] = (test.get("conformance"), test.get("manual") == "true")
            return info
    return {}


def to_scxml(text):
    """The suite's placeholders, written out as its ECMAScript stylesheet defines them (a
    data item `conf:id="1"` is the variable Var1), for integer values only."""
    text = text.replace('conf:datamodel=""', 'datamodel="ecmascript"')
    text = re.sub(r'conf:id="(\d+)"', r'id="Var\1"', text)
    text = re.sub(r'conf:location="(\d+)"', r'location="Var\1"', text)
    text = re.sub(r'conf:expr="(-?\d+)"', r'expr="\1"', text)
    text = re.sub(r'conf:idVal="(\d+)=(-?\d+)"', r'cond="Var\1 == \2"', text)
    text = re.sub(r'conf:VarEqVar="(\d+) (\d+)"', r'cond="Var\1 == Var\2"', text)
    text = re.sub(r'conf:compareIDVal="(\d+)&lt;(\d+)"', r'cond="Var\1 &lt; Var\2"', text)
    text = re.sub(r'conf:delay="(\d+(?:\.\d+)?)"', r'delay="\1s"', text)
    text = text.replace('conf:true=""', 'cond="true"').replace('conf:false=""', 'cond="false"')
    text = re.sub(
        r'<conf:incrementID id="(\d+)"\s*/>', r'<assign location="Var\1" expr="Var\1 + 1"/>', text)
    text = text.replace('conf:targetpass=""', 'target="pass"')
    text = text.replace('conf:targetfail=""', 'target="fail"')
    text = re.sub(r"<conf:pass\s*/>", '<final id="pass"/>', text)
    text = re.sub(r"<conf:fail\s*/>", '<final id="fail"/>', text)
    text = re.sub(r'conf:inState="([^"]*)"', lambda m: f"cond=\"In('{m.group(1)}')\"", text)
    return text


def run(command):
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def verdict(binary, test, path, work):
    scxml = os.path.join(work, f"test{test}.scxml")
    with open(path, encoding="utf-8") as source, open(scxml, "w", encoding="utf-8") as out:
        out.write(to_scxml(source.read()))
    imported = run([binary, "import", "scxml", scxml, "--output", work])
    if imported.returncode == 65:
        first = next((line for line in imported.stderr.splitlines() if "error:" in line), "")
        reason = re.sub(r"^.*?error: ", "", first)
        reason = re.sub(r"\s*\[import\.unsupported\]$", "", reason)
        return "not expressible", reason
    if imported.returncode != 0:
        return "error", f"import exited {imported.returncode}: {imported.stderr.strip()[:200]}"
    model = os.path.join(work, f"test{test}.ipl")
    with open(model, encoding="utf-8") as handle:
        text = handle.read()
    properties = []
    if "done_pass" in text:
        properties.append("property Passes: eventually Machine.done_pass")
    else:
        return "error", "the chart has no pass state"
    if "done_fail" in text:
        properties.append("property NeverFails: never Machine.done_fail")
    with open(model, "a", encoding="utf-8") as handle:
        handle.write("\n" + "\n".join(properties) + "\n")
    return check(binary, model)


def check(binary, model):
    checked = run([binary, "check", model, "--format", "json", "--no-timing", "--timeout", "60"])
    if checked.returncode == 0:
        return "pass", ""
    if checked.returncode in (1, 2):
        try:
            report = json.loads(checked.stdout)
            names = sorted({v.get("name") or v.get("check", "?") for s in report.get("systems", []) for v in s.get("violations", [])})
        except (json.JSONDecodeError, AttributeError):
            names = []
        why = "undecided" if checked.returncode == 2 else "violated: " + ", ".join(n for n in names if n)
        return "fail", why
    return "error", f"check exited {checked.returncode}: {checked.stderr.strip()[:200]}"


def round_trip(binary, test, work):
    """Exports the imported test's chart, imports it again and checks it with the same
    properties: its verdict, or why the round trip stopped."""
    model = os.path.join(work, f"test{test}.ipl")
    exported = run([binary, "export", "scxml", model, "--actor", "Machine"])
    if exported.returncode != 0:
        return "export failed", exported.stderr.strip().splitlines()[0] if exported.stderr.strip() else ""
    folder = os.path.join(work, "round-trip")
    os.makedirs(folder, exist_ok=True)
    scxml = os.path.join(folder, f"test{test}.scxml")
    with open(scxml, "w", encoding="utf-8") as out:
        out.write(exported.stdout)
    imported = run([binary, "import", "scxml", scxml, "--output", folder])
    if imported.returncode != 0:
        return "import failed", imported.stderr.strip().splitlines()[0] if imported.stderr.strip() else ""
    again = os.path.join(folder, f"test{test}.ipl")
    with open(again, encoding="utf-8") as handle:
        text = handle.read()
    properties = ["property Passes: eventually Machine.done_pass"]
    if "done_fail" in text:
        properties.append("property NeverFails: never Machine.done_fail")
    with open(again, "a", encoding="utf-8") as handle:
        handle.write("\n" + "\n".join(properties) + "\n")
    return check(binary, again)


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    markdown = "--markdown" in sys.argv[3:]
    round_trips = "--round-trip" in sys.argv[3:]
    trips = []
    tests = find_tests(folder)
    manifest = read_manifest(folder)
    counts = {}
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for test, path in tests.items():
            conformance, manual = manifest.get(test, ("?", False))
            if manual:
                result, reason = "not expressible", "a manual test"
            else:
                result, reason = verdict(binary, test, path, work)
                if result == "pass" and round_trips:
                    again, why = round_trip(binary, test, work)
                    trips.append((test, again, why))
            counts[result] = counts.get(result, 0) + 1
            rows.append((test, conformance, result, reason))
    if markdown:
        print("| test | conformance | verdict | reason |")
        print("| --- | --- | --- | --- |")
        for test, conformance, result, reason in rows:
            print(f"| {test} | {conformance} | {result} | {reason.replace('|', '/')} |")
    else:
        for test, conformance, result, reason in rows:
            print(f"test{test:<6} {conformance:<10} {result:<16} {reason}")
    expressible = counts.get("pass", 0) + counts.get("fail", 0) + counts.get("error", 0)
    print()
    print(f"{len(rows)} tests: " + ", ".join(f"{counts[k]} {k}" for k in sorted(counts)))
    print(f"expressible: {expressible}, passing: {counts.get('pass', 0)}")
    if round_trips:
        kept = [test for test, again, _ in trips if again == "pass"]
        for test, again, why in trips:
            if again != "pass":
                print(f"round trip test{test}: {again} {why}")
        print(f"round trip (import, export, import, check): {len(kept)} of {len(trips)} keep the verdict pass")
        if len(kept) != len(trips):
            return 1
    return 0 if counts.get("fail", 0) == 0 and counts.get("error", 0) == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
