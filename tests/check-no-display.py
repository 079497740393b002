#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs every test this build registers, as the Flatpak sandbox and a bare
# CI machine run them: no display (X11 or Wayland) and no session bus.
# Each must pass or skip; one that aborts ("cannot open display"), fails
# or hangs past its own timeout fails this check. Prints TAP, one line per
# test.
#
#   check-no-display.py BUILD_ROOT [NAME_OF_THIS_TEST]
#
# The list comes from meson's own record of the tests
# (BUILD_ROOT/meson-info/intro-tests.json), so a test added later is
# checked without being named here. The soak tests play a few hands
# (TRAPOULA_SOAK_HANDS), which is enough to reach their first display or
# bus call, if they had any.

import concurrent.futures
import json
import os
import subprocess
import sys
import time

build_root = os.path.abspath(sys.argv[1])
own_name = sys.argv[2] if len(sys.argv) > 2 else "no-display"

try:
    with open(os.path.join(build_root, "meson-info", "intro-tests.json"), encoding="utf-8") as f:
        tests = [t for t in json.load(f) if t["name"] != own_name]
except (OSError, ValueError) as e:
    print("1..0 # SKIP the build's test list cannot be read: %s" % e)
    sys.exit(77)

# The machine's display, bus and accessibility bus are left out; the tests'
# own folders and settings (their meson env) are kept. CI is unset: there
# a skipped accessibility test fails on purpose, and this run has no
# display by design.
base_env = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "AT_SPI_BUS_ADDRESS",
                         "DBUS_SESSION_BUS_ADDRESS", "XAUTHORITY", "CI")}
base_env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/trapoula-no-display-bus"
# ui_test_init() starts a private bus unless told not to.
base_env["TRAPOULA_TEST_NO_BUS"] = "1"
base_env["TRAPOULA_SOAK_HANDS"] = "2"
# Without WAYLAND_DISPLAY, GTK would still try the default Wayland socket.
base_env["GDK_BACKEND"] = "x11"


def verdict(test, returncode, output):
    """'ok', 'skip' or a reason for failing."""
    lines = output.splitlines()
    skipped = returncode == 77 or any(l.startswith("1..0") and "SKIP" in l.upper() for l in lines)
    if test.get("protocol") == "tap":
        for line in lines:
            if line.startswith("Bail out!"):
                return line
            if line.startswith("not ok") and "# TODO" not in line and "# SKIP" not in line.upper():
                return line
    if returncode == 0:
        return "skip" if skipped else "ok"
    if returncode == 77:
        return "skip"
    if returncode < 0:
        return "killed by signal %d" % -returncode
    return "exit status %d" % returncode


def run(test):
    env = dict(base_env)
    env.update(test.get("env") or {})
    for key in ("DISPLAY", "WAYLAND_DISPLAY", "CI"):
        env.pop(key, None)
    timeout = test.get("timeout") or 30
    start = time.monotonic()
    try:
        proc = subprocess.run(test["cmd"], cwd=test.get("workdir") or build_root, env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=timeout)
        output = proc.stdout.decode("utf-8", "replace")
        result = verdict(test, proc.returncode, output)
    except subprocess.TimeoutExpired as e:
        output = (e.stdout or b"").decode("utf-8", "replace")
        result = "still running after its timeout of %d s" % timeout
    except OSError as e:
        output = ""
        result = "cannot start: %s" % e
    return test["name"], result, output, time.monotonic() - start


# Two at a time: meson runs other tests beside this one.
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(run, tests))

print("1..%d" % len(results))
failed = 0
for number, (name, result, output, seconds) in enumerate(results, 1):
    if result == "ok":
        print("ok %d - %s (%.1f s)" % (number, name, seconds))
    elif result == "skip":
        reason = next((l.split("SKIP", 1)[1].strip(" :") for l in output.splitlines()
                       if l.startswith("1..0") and "SKIP" in l), "")
        print("ok %d - %s # SKIP %s" % (number, name, reason or "skipped"))
    else:
        failed += 1
        print("not ok %d - %s: %s" % (number, name, result))
        for line in output.splitlines()[-15:]:
            print("# " + line)
sys.exit(1 if failed else 0)
