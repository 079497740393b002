#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# trapoula-cli host and join end to end, over 127.0.0.1 only (#42): a
# headless host and three headless guests play a round of each game; a
# guest with the wrong code is refused; a host stopped mid-round tells
# its guests, and --resume opens the table again for the same names.
# Every process has a timeout. Prints TAP.

import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time

cli = sys.argv[1]
results = []
TIMEOUT = 60


def check(ok, name, detail=""):
    results.append((ok, name, detail))


def events(text):
    found = []
    for line in text.splitlines():
        try:
            found.append(json.loads(line))
        except ValueError:
            pass
    return found


def start_host(*args):
    host = subprocess.Popen([cli, "host", "--address", "127.0.0.1", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = host.stdout.readline()
    try:
        return host, json.loads(line)
    except ValueError:
        host.kill()
        out, err = host.communicate(timeout=TIMEOUT)
        return None, {"error": line + out + err}


def join(port, code, seat, level="normal", *extra):
    return subprocess.Popen([cli, "join", f"127.0.0.1:{port}", code, "--seat", seat,
                             "--level", level, "--timeout", str(TIMEOUT), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(proc):
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    return proc.returncode, events(out), err


with tempfile.TemporaryDirectory() as folder:
    for game in ("biriba", "dabaifen", "marianna"):
        path = os.path.join(folder, game + ".json")
        host, opened = start_host("--game", game, "--seed", "5", "--rounds", "1", "--out", path,
                                  "--players", "invited:Anna,invited:Bob,invited:Dan,normal:Cleo")
        check(host is not None and opened.get("seats") == ["Anna", "Bob", "Dan"] and len(opened.get("code", "")) == 6,
              f"{game}: the host opens a table with a code and three invited seats", json.dumps(opened))
        if host is None:
            continue
        guests = [join(opened["port"], opened["code"], name, level)
                  for name, level in (("Anna", "normal"), ("Bob", "random"), ("Dan", "easy"))]
        ends = [finish(guest) for guest in guests]
        status, host_events, host_err = finish(host)
        closed = [e for e in host_events if e.get("event") == "closed"]
        check(status == 0 and closed and closed[0]["reason"] == "rounds-done" and closed[0]["refused"] >= 0
              and closed[0]["moves_from_guests"] > 0,
              f"{game}: the host plays the round and closes", json.dumps(host_events) + host_err)
        check(all(code == 0 and ev and ev[-1].get("event") == "left" and ev[-1].get("reason") == "rounds-done"
                  and ev[-1].get("moves", 0) > 0 for code, ev, _ in ends),
              f"{game}: three guests play their seats and are told the table closed",
              json.dumps([e for _, e, _ in ends]))
        replay = subprocess.run([cli, "replay", path], capture_output=True, text=True, timeout=TIMEOUT)
        described = events(replay.stdout)
        check(replay.returncode == 0 and described and described[0].get("ok") is True
              and len(described[0]["rounds"]) == 1 and described[0]["rounds"][0]["scores"] is not None,
              f"{game}: the host's save file replays move by move", replay.stdout + replay.stderr)
        with open(path, encoding="utf-8") as f:
            players = json.load(f)["players"]
        check([p.get("invited", False) for p in players] == [True, True, True, False]
              and all(p["kind"] == ("human" if p.get("invited") else "computer") for p in players),
              f"{game}: the file records the invited seats as people's", json.dumps(players))

    # The wrong code: refused, and the guest says so.
    path = os.path.join(folder, "wrong.json")
    host, opened = start_host("--game", "marianna", "--out", path, "--players",
                              "invited:Anna,normal,invited:Dan,normal")
    if host is not None:
        wrong = "AAAAAA" if opened["code"] != "AAAAAA" else "BBBBBB"
        code, ev, err = finish(join(opened["port"], wrong, "Anna"))
        check(code == 1 and any(e.get("event") == "refused" and e.get("reason") == "wrong-code" for e in ev),
              "a guest with the wrong code is refused", json.dumps(ev) + err)
        code, ev, err = finish(join(opened["port"], opened["code"], "Cleo"))
        check(code == 1 and any(e.get("event") == "refused" and e.get("reason") == "no-such-seat" for e in ev),
              "a guest asking for a seat that is not invited is refused", json.dumps(ev) + err)
        host.send_signal(signal.SIGTERM)
        status, host_events, err = finish(host)
        check(status == 0 and host_events and host_events[-1].get("reason") == "host-stopped",
              "SIGTERM stops the host", json.dumps(host_events) + err)

    # A human seat needs a window.
    proc = subprocess.run([cli, "host", "--game", "marianna", "--out", os.path.join(folder, "h.json"),
                           "--address", "127.0.0.1", "--port", "0",
                           "--players", "human:Anna,invited:Bob,normal,normal"],
                          capture_output=True, text=True, timeout=TIMEOUT)
    check(proc.returncode == 2 and not os.path.exists(os.path.join(folder, "h.json")),
          "a headless host refuses a seat for someone at its screen", proc.stderr)

    # The host stops mid-round; the file is resumed for the same names.
    path = os.path.join(folder, "resumed.json")
    host, opened = start_host("--game", "marianna", "--seed", "8", "--out", path, "--delay", "40",
                              "--players", "invited:Anna,invited:Bob,invited:Dan,normal:Cleo")
    if host is not None:
        guests = [join(opened["port"], opened["code"], name) for name in ("Anna", "Bob", "Dan")]
        # The host's events, read aside so that waiting for them has a
        # deadline.
        lines = queue.Queue()
        reader = threading.Thread(target=lambda: [lines.put(line) for line in host.stdout], daemon=True)
        reader.start()
        joined = 0
        deadline = time.monotonic() + TIMEOUT
        while joined < 3 and time.monotonic() < deadline:
            try:
                event = events(lines.get(timeout=1))
            except queue.Empty:
                continue
            joined += sum(1 for e in event if e.get("event") == "joined")
        # A few moves are played and saved before the host stops.
        moves = 0
        while joined == 3 and moves < 6 and time.monotonic() < deadline:
            time.sleep(0.1)
            replay = events(subprocess.run([cli, "replay", path], capture_output=True, text=True,
                                           timeout=TIMEOUT).stdout)
            moves = replay[0]["rounds"][0]["moves"] if replay and replay[0].get("ok") else 0
        host.send_signal(signal.SIGTERM)
        try:
            status = host.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            host.kill()
            status = host.wait()
        reader.join(timeout=TIMEOUT)
        host_events = []
        while not lines.empty():
            host_events += events(lines.get())
        err = host.stderr.read()
        ends = [finish(guest) for guest in guests]
        check(joined == 3 and status == 0 and host_events and host_events[-1].get("reason") == "host-stopped"
              and all(code == 0 and ev and ev[-1].get("reason") == "host-stopped" for code, ev, _ in ends),
              "a stopped host tells its guests plainly", json.dumps([e for _, e, _ in ends]) + err)
        replay = events(subprocess.run([cli, "replay", path], capture_output=True, text=True,
                                       timeout=TIMEOUT).stdout)
        moves_before = replay[0]["rounds"][0]["moves"] if replay and replay[0].get("ok") else -1
        check(moves_before > 0 and replay[0]["rounds"][0]["scores"] is None,
              "the match stays saved on the host, mid-round", json.dumps(replay))

        host, reopened = start_host("--resume", path, "--rounds", "1")
        check(host is not None and reopened.get("code") != opened["code"]
              and reopened.get("seats") == ["Anna", "Bob", "Dan"],
              "--resume opens the table again, with a new code", json.dumps(reopened))
        if host is not None:
            guests = [join(reopened["port"], reopened["code"], name) for name in ("Anna", "Bob", "Dan")]
            ends = [finish(guest) for guest in guests]
            status, host_events, err = finish(host)
            replay = events(subprocess.run([cli, "replay", path], capture_output=True, text=True,
                                           timeout=TIMEOUT).stdout)
            check(status == 0 and all(code == 0 for code, _, _ in ends) and replay and replay[0].get("ok")
                  and replay[0]["rounds"][0]["moves"] > moves_before and replay[0]["rounds"][0]["scores"] is not None,
                  "the same names take their seats again and finish the round",
                  json.dumps(host_events) + json.dumps(replay) + err)

print(f"1..{len(results)}")
for number, (ok, name, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {name}")
    if not ok and detail:
        for line in detail.splitlines()[:20]:
            print(f"# {line[:500]}")
sys.exit(0 if all(ok for ok, _, _ in results) else 1)
