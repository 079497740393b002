#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# trapoula-cli end to end: help, version, rules presets, new matches, and
# for every playable game a short self-play whose save file replay then
# checks move by move; replay's JSON is parsed, never matched as text.
# Prints TAP.

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

def replay_objects(proc):
    """replay prints one JSON object a line, one line a file."""
    try:
        return [json.loads(line) for line in proc.stdout.splitlines()]
    except ValueError:
        return []


with tempfile.TemporaryDirectory() as tmp:
    missing = os.path.join(tmp, "missing.json")
    proc = run("replay", missing)
    out = replay_objects(proc)
    check(proc.returncode == 3 and len(out) == 1 and out[0]["ok"] is False and
          missing in out[0]["error"] and out[0]["round"] is None and
          out[0]["action"] is None and out[0]["rule"] is None,
          "replay reports a missing file as JSON, status 3", proc.stdout + proc.stderr)
    proc = run("replay")
    check(proc.returncode == 2, "replay without a file is a usage error", proc.stderr)

    # A new match: the first round dealt, nothing played yet.
    fresh = os.path.join(tmp, "fresh.json")
    proc = run("new", "--game", "biriba", "--preset", "greek_2005", "--seed", "42",
               "--players", "human:You,hard:Anna,normal", "--out", fresh)
    check(proc.returncode == 0 and os.path.exists(fresh), "new writes a match file",
          proc.stdout + proc.stderr)
    proc = run("replay", fresh)
    out = replay_objects(proc)
    ok = False
    try:
        m = out[0]
        ok = (m["ok"] is True and m["game"] == "biriba" and
              [p["name"] for p in m["players"]] == ["You", "Anna", "Normal"] and
              m["players"][1]["level"] == "hard" and m["totals"] == [0, 0, 0] and
              len(m["rounds"]) == 1 and m["rounds"][0]["scores"] is None and
              m["over"] is False and m["winner"] is None and
              0 <= m["current_seat"] < 3 and len(m["legal_actions"]) > 0 and
              all(a["seat"] == m["current_seat"] and "type" in a for a in m["legal_actions"]))
        with open(fresh) as f:
            saved = json.load(f)
        ok = ok and saved["rules"]["player_count"] == 3 and saved["rules"]["runs_only"] is True \
            and saved["rounds"][0]["seed"] == 42 and saved["summary"]["rounds"] == 1
    except (IndexError, KeyError, TypeError, ValueError):
        ok = False
    check(proc.returncode == 0 and ok, "new → replay: the first deal and its legal moves",
          proc.stdout + proc.stderr)

    proc = run("new", "--game", "marianna", "--out", os.path.join(tmp, "default.json"))
    out = replay_objects(run("replay", os.path.join(tmp, "default.json")))
    check(proc.returncode == 0 and len(out) == 1 and
          [p["kind"] for p in out[0]["players"]] == ["human", "computer", "computer", "computer"],
          "new defaults to you and three normal players", proc.stderr)
    proc = run("new", "--game", "biriba", "--out", fresh)
    check(proc.returncode == 1, "new never overwrites a file", proc.stderr)
    proc = run("new", "--game", "dabaifen", "--players", "human,normal", "--out",
               os.path.join(tmp, "two.json"))
    check(proc.returncode == 2, "new refuses a player count the game does not allow", proc.stderr)
    proc = run("new", "--game", "biriba", "--players", "human,wizard", "--out",
               os.path.join(tmp, "w.json"))
    check(proc.returncode == 2 and "wizard" in proc.stderr, "new refuses an unknown player kind",
          proc.stderr)
    proc = run("new", "--game", "biriba")
    check(proc.returncode == 2, "new without --out is a usage error", proc.stderr)

    # An illegal move: the report says where and which rule.
    with open(fresh) as f:
        saved = json.load(f)
    legal = replay_objects(run("replay", fresh))[0]["legal_actions"][0]
    wrong = dict(legal, seat=(legal["seat"] + 1) % 3)
    saved["rounds"][0]["actions"] = [legal, wrong]
    broken = os.path.join(tmp, "broken.json")
    with open(broken, "w") as f:
        json.dump(saved, f)
    proc = run("replay", fresh, broken)
    out = replay_objects(proc)
    ok = len(out) == 2 and out[0]["ok"] is True and out[1]["ok"] is False
    ok = ok and out[1]["round"] == 1 and out[1]["action"] == 2 and \
        isinstance(out[1]["rule"], str) and out[1]["rule"].startswith("B-") and \
        broken in out[1]["error"] and out[1]["rule"] in out[1]["error"]
    check(proc.returncode == 3 and ok, "replay locates an illegal move: round, action, rule",
          proc.stdout + proc.stderr)

    proc = run("games")
    playable = [line.split()[0] for line in proc.stdout.splitlines()
                if line.strip() and "(" not in line]
    for game in playable:
        save = os.path.join(tmp, game + ".json")
        proc = run("selfplay", game, "--rounds", "2", "--seed", "7", "--save", save)
        check(proc.returncode == 0 and os.path.exists(save),
              f"selfplay {game} plays two rounds and saves", proc.stdout + proc.stderr)
        proc = run("replay", save)
        out = replay_objects(proc)
        ok = False
        try:
            m = out[0]
            lines_add_up = all(
                sum(line["points"] for line in r["lines"] if line["unit"] == u) == score
                for r in m["rounds"] for u, score in enumerate(r["scores"]))
            ok = (len(out) == 1 and m["ok"] is True and m["game"] == game and
                  # Two rounds, unless the first ended the match (a
                  # Mariaccio claim, a mariannone).
                  (len(m["rounds"]) == 2 or (m["over"] and len(m["rounds"]) == 1)) and
                  all(r["scores"] is not None for r in m["rounds"]) and
                  all(line["rule"] and line["label"] for r in m["rounds"] for line in r["lines"]) and
                  lines_add_up and len(m["totals"]) == len(m["rounds"][0]["scores"]) and
                  ("legal_actions" in m) == ("current_seat" in m))
        except (IndexError, KeyError, TypeError):
            ok = False
        check(proc.returncode == 0 and ok,
              f"replay {game} checks the saved match and prints it as JSON", proc.stdout + proc.stderr)

# bench prints one JSON object: speed, search effort, decision times and
# win rates with their intervals, for the games asked for.
proc = run("bench", "--games", "marianna,briscola_151", "--deals", "1", "--budget", "2",
           "--seconds", "0.05", "--reference-budget", "5")
try:
    bench = json.loads(proc.stdout)
    ok = sorted(bench["games"]) == ["briscola_151", "marianna"] and bench["peak_rss_kb"] > 0
    for g in bench["games"].values():
        ok = ok and g["random_hands_per_s"] > 0 and g["search"]["iterations_at_5ms"] >= 0
        ok = ok and [(m["player"], m["against"]) for m in g["matchups"]] == \
            [("hard", "normal"), ("normal", "random"), ("omniscient", "normal")]
        for m in g["matchups"]:
            low, high = m["ci95"]
            ok = ok and m["rounds"] == 2 and m["won"] + m["drawn"] + m["lost"] == 2 and \
                0 <= low <= m["win_rate"] <= high <= 1
        d = g["decision_ms"]
        ok = ok and d["decisions"] > 0 and d["p50"] <= d["p95"] <= d["p99"] <= d["max"]
except (ValueError, KeyError, TypeError):
    ok = False
check(proc.returncode == 0 and ok, "bench prints one JSON object", proc.stdout + proc.stderr)
proc = run("bench", "dabaifen", "--level", "easy", "--against", "random", "--deals", "1",
           "--seconds", "0.05", "--reference-budget", "0")
try:
    g = json.loads(proc.stdout)["games"]["dabaifen"]
    ok = len(g["matchups"]) == 1 and g["matchups"][0]["player"] == "easy"
except (ValueError, KeyError, TypeError):
    ok = False
check(proc.returncode == 0 and ok, "bench --level --against measures one matchup",
      proc.stdout + proc.stderr)
proc = run("bench", "marianna", "--level", "wizard")
check(proc.returncode == 2, "bench refuses an unknown player", proc.stderr)

# #34: hard-other is Hard at --other-playouts; at Hard's own playouts it
# is Hard itself, so it plays every deal as --against hard does.
def matchup_records(*args):
    proc = run("bench", "briscola_151", "--level", "hard", "--playouts", "30", "--deals", "4",
               "--seconds", "0.05", "--reference-budget", "0", *args)
    try:
        m = json.loads(proc.stdout)["games"]["briscola_151"]["matchups"][0]
        return proc.returncode, {k: v for k, v in m.items() if k != "against"}
    except (ValueError, KeyError, IndexError, TypeError):
        return proc.returncode, None


rc_self, against_self = matchup_records("--against", "hard")
rc_other, against_other = matchup_records("--against", "hard-other", "--other-playouts", "30")
check(rc_self == 0 and rc_other == 0 and against_self is not None and against_self == against_other,
      "bench: hard-other at Hard's own playouts plays as Hard", f"{against_self}\n{against_other}")
proc = run("bench", "briscola_151", "--level", "hard", "--against", "hard-other", "--other-playouts", "0")
check(proc.returncode == 2, "bench refuses --other-playouts 0", proc.stderr)

# trace counts, beside each kind of choice, those where the search's own
# second opinion finds the field's move better: never more than there are.
proc = run("trace", "--players", "4", "--rounds", "1", "--playouts", "30")
try:
    t = json.loads(proc.stdout)["tables"]["4"]
    ok = t["rounds"] == 1 and t["decisions"] > 0
    for kind in ("gifts", "refused_piles", "missed_lay_offs"):
        ok = ok and 0 <= t[f"{kind}_field_clearly_better_later"] <= t[f"{kind}_field_better_later"] <= t[kind]
except (ValueError, KeyError, TypeError):
    ok = False
check(proc.returncode == 0 and ok, "trace counts the search's second opinion", proc.stdout + proc.stderr)

# --player-judge judges the same choices again with the rule-based
# player's own rollouts, and counts them alike.
proc = run("trace", "--players", "4", "--rounds", "1", "--playouts", "30", "--player-judge")
try:
    t = json.loads(proc.stdout)["tables"]["4"]
    ok = t["rounds"] == 1 and t["decisions"] > 0
    for kind in ("gifts", "refused_piles", "missed_lay_offs"):
        ok = ok and 0 <= t[f"{kind}_field_clearly_better_by_player"] <= t[f"{kind}_field_better_by_player"] <= t[kind]
except (ValueError, KeyError, TypeError):
    ok = False
check(proc.returncode == 0 and ok, "trace --player-judge counts the player's judgement", proc.stdout + proc.stderr)

# Hostile paths and arguments (#26): replay reads only regular files and
# never waits; selfplay checks its numbers before using them, replaces a
# match only when told to, and fails when its saves fail.
def run_bounded(*args, timeout=60):
    try:
        return subprocess.run([cli, *args], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


with tempfile.TemporaryDirectory() as tmp:
    zero = os.path.join(tmp, "zero.json")
    os.symlink("/dev/zero", zero)
    fifo = os.path.join(tmp, "fifo.json")
    os.mkfifo(fifo)
    for path, what in ((zero, "a symlink to /dev/zero"), (fifo, "a FIFO")):
        proc = run_bounded("replay", path, timeout=30)
        out = replay_objects(proc) if proc is not None else []
        check(proc is not None and proc.returncode == 3 and len(out) == 1 and
              out[0]["ok"] is False and "regular file" in out[0]["error"],
              f"replay refuses {what} at once", proc.stdout + proc.stderr if proc else "timed out")

    proc = run_bounded("selfplay", "marianna", "--levels", "")
    check(proc is not None and proc.returncode == 2 and "level" in proc.stderr,
          "selfplay --levels '' is a usage error", proc.stderr if proc else "timed out")
    for count in ("-1", "1000000"):
        proc = run_bounded("selfplay", "marianna", "--players", count)
        check(proc is not None and proc.returncode == 2,
              f"selfplay --players {count} is a usage error", proc.stderr if proc else "timed out")

    saved = os.path.join(tmp, "saved.json")
    proc = run_bounded("selfplay", "briscola_151", "--save", saved)
    check(proc is not None and proc.returncode == 0 and os.path.exists(saved),
          "selfplay --save writes the match", proc.stderr if proc else "timed out")
    with open(saved, "rb") as f:
        before = f.read()
    proc = run_bounded("selfplay", "briscola_151", "--seed", "9", "--save", saved)
    with open(saved, "rb") as f:
        after = f.read()
    check(proc is not None and proc.returncode == 2 and "--force" in proc.stderr and before == after,
          "selfplay --save never replaces a match unless told to", proc.stderr if proc else "timed out")
    proc = run_bounded("selfplay", "briscola_151", "--seed", "9", "--save", saved, "--force")
    with open(saved, "rb") as f:
        after = f.read()
    check(proc is not None and proc.returncode == 0 and before != after,
          "selfplay --save --force replaces it", proc.stderr if proc else "timed out")

    # A folder where the file should be: every save fails, as on a full
    # disk; the match is played, and the command says so and fails.
    blocked = os.path.join(tmp, "blocked.json")
    os.mkdir(blocked)
    proc = run_bounded("selfplay", "briscola_151", "--save", blocked, "--force")
    check(proc is not None and proc.returncode == 1 and "failed" in proc.stderr,
          "selfplay exits non-zero when its saves fail", proc.stderr if proc else "timed out")
    check(not any(name.startswith("blocked.json.") for name in os.listdir(tmp)),
          "failed saves leave no temporary file", " ".join(os.listdir(tmp)))

# The last hostile-input findings (#37): numbers are checked before they
# are used, a mistyped path makes no folders, the seats and the rules'
# player count agree (B-2), and replay's output is JSON whatever it reads.
for args, what in ((("bench", "-t", "nan"), "bench -t nan"),
                   (("bench", "-t", "-1"), "bench -t -1"),
                   (("bench", "--jobs", "-1"), "bench --jobs -1"),
                   (("observe", "marianna", "--moves", "-5"), "observe --moves -5")):
    proc = run_bounded(*args)
    check(proc is not None and proc.returncode == 2 and proc.stderr.strip() != "" and "nan" not in proc.stdout,
          f"{what} is a usage error", (proc.stdout + proc.stderr) if proc else "timed out")

proc = run_bounded("selfplay", "biriba", "--players", "4", "--rules", '{"player_count":3}')
check(proc is not None and proc.returncode == 2 and "player_count" in proc.stderr,
      "selfplay --players 4 with the rules' player_count 3 is refused, saying why",
      (proc.stdout + proc.stderr) if proc else "timed out")
with tempfile.TemporaryDirectory() as tmp:
    saved = os.path.join(tmp, "three.json")
    proc = run_bounded("selfplay", "biriba", "--rules", '{"player_count":3}', "--save", saved)
    out = replay_objects(run("replay", saved)) if os.path.exists(saved) else []
    check(proc is not None and proc.returncode == 0 and len(out) == 1 and len(out[0]["players"]) == 3,
          "selfplay with the rules' player_count 3 seats three players",
          (proc.stdout + proc.stderr) if proc else "timed out")

    nowhere = os.path.join(tmp, "nonexistent", "dir", "x.json")
    proc = run_bounded("new", "--game", "biriba", "--out", nowhere)
    check(proc is not None and proc.returncode == 1 and "nonexistent" in proc.stderr and
          not os.path.exists(os.path.join(tmp, "nonexistent")),
          "new --out in a missing folder fails and makes no folder",
          (proc.stdout + proc.stderr) if proc else "timed out")

    # A far target: 30 rounds, unless --rules lowers it (M-27).
    proc = run_bounded("bench", "briscola_151", "--save-load", "-t", "0.01", "--rules",
                       '{"target_score": 151}', timeout=300)
    try:
        measured = json.loads(proc.stdout)
        ok = measured["rounds"] < 30 and measured["over"] is True and measured["bytes_per_round"] > 0
    except (ValueError, KeyError, AttributeError):
        ok = False
    check(proc is not None and proc.returncode == 0 and ok, "bench --save-load honours --rules",
          (proc.stdout + proc.stderr) if proc else "timed out")

    fresh = os.path.join(tmp, "fresh.json")
    run("new", "--game", "biriba", "--seed", "37", "--out", fresh)
    with open(fresh, encoding="utf-8") as f:
        text = f.read()
    hostile = {
        "surrogate": text.replace('"name":"You"', '"name":"\\ud800"', 1),
        "hex-version": text.replace('"version":1', '"version":0x1', 1),
        "tab-in-name": text.replace('"name":"You"', '"name":"Y\tou"', 1),
        "control-in-name": text.replace('"name":"You"', '"name":"Y\x01ou"', 1),
    }
    for name, hostile_text in hostile.items():
        path = os.path.join(tmp, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(hostile_text)
        proc = subprocess.run([cli, "replay", path], capture_output=True, timeout=60)
        try:
            out = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
        except (UnicodeDecodeError, ValueError):
            out = []
        check(hostile_text != text and proc.returncode == 3 and len(out) == 1 and out[0]["ok"] is False,
              f"replay refuses {name} and prints valid UTF-8 JSON", repr(proc.stdout[:300]))

print(f"1..{len(results)}")
for number, (ok, name, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {name}")
    if not ok and detail:
        for line in detail.splitlines()[:20]:
            print(f"# {line}")

sys.exit(0 if all(ok for ok, _, _ in results) else 1)
