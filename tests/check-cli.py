#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# trapoula-cli end to end: help, version, rules presets, and for every
# playable game a short self-play whose save file replay then checks move
# by move. Prints TAP.

import json
import os
import subprocess
import sys
import tempfile

cli = sys.argv[1]
results = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=600)


def check(ok, name, detail=""):
    results.append((ok, name, detail))


proc = run("--help")
check(proc.returncode == 0 and "selfplay" in proc.stdout and "replay" in proc.stdout,
      "--help lists the commands", proc.stdout + proc.stderr)
proc = run("--version")
check(proc.returncode == 0 and proc.stdout.startswith("trapoula-cli "), "--version", proc.stdout)

proc = run("rules", "biriba", "greek_2005")
try:
    rules = json.loads(proc.stdout)
    ok = rules["runs_only"] is True and rules["target_score"] == 2005 and \
        rules["pile_pickup_restriction"] == "must_meld_from_pile"
except (ValueError, KeyError):
    ok = False
check(proc.returncode == 0 and ok, "rules biriba greek_2005 prints the preset (B §6.4)", proc.stdout)

proc = run("rules", "poker")
check(proc.returncode == 2 and "poker" in proc.stderr, "an unknown game is refused", proc.stderr)
proc = run("rules", "dabaifen", "nope")
check(proc.returncode == 2 and "nope" in proc.stderr, "an unknown preset is refused", proc.stderr)
proc = run("frobnicate")
check(proc.returncode == 2, "an unknown command is refused", proc.stderr)

with tempfile.TemporaryDirectory() as tmp:
    missing = os.path.join(tmp, "missing.json")
    proc = run("replay", missing)
    check(proc.returncode == 1 and missing in proc.stderr, "replay reports a missing file", proc.stderr)

    proc = run("games")
    playable = [line.split()[0] for line in proc.stdout.splitlines()
                if line.strip() and "(" not in line]
    for game in playable:
        save = os.path.join(tmp, game + ".json")
        proc = run("selfplay", game, "--rounds", "2", "--seed", "7", "--save", save)
        check(proc.returncode == 0 and os.path.exists(save),
              f"selfplay {game} plays two rounds and saves", proc.stdout + proc.stderr)
        proc = run("replay", save)
        check(proc.returncode == 0 and "replayed" in proc.stdout,
              f"replay {game} checks the saved match", proc.stdout + proc.stderr)

print(f"1..{len(results)}")
for number, (ok, name, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {name}")
    if not ok and detail:
        for line in detail.splitlines()[:20]:
            print(f"# {line}")

sys.exit(0 if all(ok for ok, _, _ in results) else 1)
