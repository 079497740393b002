#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs desktop-file-validate on the desktop file. SingleMainWindow is a key
# of the Desktop Entry Specification 1.5; validators older than
# desktop-file-utils 0.27 (Debian 12 has 0.26) call it an unknown key. For
# them only, the file is checked again without that line, so every other
# error still fails the test.

import os
import subprocess
import sys
import tempfile

validator, path = sys.argv[1], sys.argv[2]


def validate(file):
    proc = subprocess.run([validator, file], capture_output=True, text=True)
    return proc.returncode, (proc.stdout + proc.stderr).strip()


code, output = validate(path)
if code != 0 and 'key "SingleMainWindow"' in output and "should start with \"X-\"" in output:
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("SingleMainWindow=")]
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(path))
        with open(copy, "w", encoding="utf-8") as f:
            f.writelines(lines)
        code, output = validate(copy)
    if code == 0:
        print("# this desktop-file-validate predates SingleMainWindow (spec 1.5)")

if output:
    print(output)
sys.exit(code)
