#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints the ids of the catalog's rule sets, one a line, from the rows of
# src/games/trp-game-catalog.c (`.id = "biriba",`), so that the build can
# register one test per rule set without a list kept by hand.
#
#   list-rule-sets.py CATALOG.c

import re
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    ids = re.findall(r'^\s*\.id\s*=\s*"([a-z0-9_]+)"', f.read(), re.MULTILINE)
if not ids:
    sys.exit("no rule sets found in " + sys.argv[1])
print("\n".join(ids))
