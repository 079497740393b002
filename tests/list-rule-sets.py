#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints the ids of the catalog's rule sets, one a line, from the rows of
# src/games/trp-game-catalog.c (`.id = "biriba",` or `.id = TRP_X_ID,`
# with `#define TRP_X_ID "x"` in a header of src/games), so that the build
# can register one test per rule set without a list kept by hand.
#
#   list-rule-sets.py CATALOG.c

import glob
import os
import re
import sys

catalog = sys.argv[1]
defines = {}
for header in glob.glob(os.path.join(os.path.dirname(catalog), "**", "*.h"), recursive=True):
    with open(header, encoding="utf-8") as f:
        defines.update(re.findall(r'^#define\s+(\w+)\s+"([a-z0-9_]+)"\s*$', f.read(), re.MULTILINE))
with open(catalog, encoding="utf-8") as f:
    ids = [defines.get(value, value.strip('"'))
           for value in re.findall(r'^\s*\.id\s*=\s*("[a-z0-9_]+"|\w+)\s*,', f.read(), re.MULTILINE)]
if not ids:
    sys.exit("no rule sets found in " + sys.argv[1])
print("\n".join(ids))
