#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the Flatpak manifest without a network or a runtime: it is JSON,
# builds the app on the GNOME runtime, and runs only the fast test suites
# in the sandbox (no display there for the "ui" suite; the soaks of the
# "slow" suite are for build-aux/test). Prints TAP.

import json
import sys

results = []


def check(ok, name, detail=""):
    results.append((ok, name, detail))


path = sys.argv[1]
try:
    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)
except (OSError, ValueError) as e:
    print("1..1")
    print(f"not ok 1 - the manifest is JSON\n# {e}")
    sys.exit(1)
check(True, "the manifest is JSON")

check(manifest.get("id") == "io.github.trapoula.Trapoula", "the application id",
      str(manifest.get("id")))
check(manifest.get("runtime") == "org.gnome.Platform" and manifest.get("sdk") == "org.gnome.Sdk",
      "the GNOME runtime and SDK")
version = str(manifest.get("runtime-version", ""))
# GNOME 49 reaches its end of life when 51 ships.
check(version.isdigit() and int(version) >= 51,
      "a GNOME runtime with libadwaita 1.10 or newer (51 or later)", version)
# Hosted tables (#42) need the network, and avahi-daemon on the system
# bus to find and announce them nearby (DNS-SD); nothing else was added:
# no files, no devices beyond the GPU, no session services.
finish_args = manifest.get("finish-args", [])
check(sorted(finish_args) == sorted(["--share=ipc", "--socket=fallback-x11", "--socket=wayland",
                                     "--device=dri", "--share=network",
                                     "--system-talk-name=org.freedesktop.Avahi"]),
      "the network for hosted tables and Avahi, and no other permission", " ".join(finish_args))

app = manifest.get("modules", [{}])[-1]
check(app.get("name") == "trapoula" and app.get("buildsystem") == "meson",
      "the last module builds Trapoula with meson")
commands = app.get("test-commands", [])
# flatpak-builder runs its test-rule ("ninja test": every suite, ui
# included) besides the test-commands unless the rule is empty.
check(app.get("test-rule") == "",
      "flatpak-builder runs only the test-commands (an empty test-rule)",
      repr(app.get("test-rule")))
check(app.get("run-tests") is True and len(commands) == 1,
      "the sandbox runs the tests, with one command")
command = commands[0].split() if commands else []
check(command[:2] == ["meson", "test"] and "slow" in command and "ui" in command
      and command[command.index("slow") - 1] == "--no-suite"
      and command[command.index("ui") - 1] == "--no-suite",
      "the sandbox skips the slow and ui suites", " ".join(command))

print(f"1..{len(results)}")
for number, (ok, name, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {name}")
    if not ok and detail:
        print(f"# {detail}")
sys.exit(0 if all(ok for ok, _, _ in results) else 1)
