#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Blindness by the type system (#24, M-68, D-49, B-9): the computer
# players in src/ai read a game only through its seat view. This fails
# when a file of src/ai includes a game header other than the view, the
# options and Biriba's pure card helpers (a game's -game.h or -private.h
# reaches every hand), or its pure solver and move scores, or names a game's instance type or cast macro.
#
#   check-ai-blind.py SRCDIR

import os
import re
import sys
import tempfile

GAMES = ("biriba", "dabaifen", "marianna")
ALLOWED = re.compile(r'^(%s)/trp-(%s)-(view|options|meld|cover|endgame|heuristics)\.h$'
                     % ("|".join(GAMES), "|".join(GAMES)))
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
FORBIDDEN = re.compile(r'\bTrp(Biriba|Dabaifen|Marianna)Game\b|'
                       r'\bTRP_(IS_)?(BIRIBA|DABAIFEN|MARIANNA)_GAME\s*\(|'
                       r'\b(Bir|Dbf|M)State\b')


def game_headers(srcdir):
    names = set()
    for game in GAMES:
        folder = os.path.join(srcdir, "src", "games", game)
        names.update(n for n in os.listdir(folder) if n.endswith(".h"))
    return names


def problems(aidir, headers):
    found = []
    for name in sorted(os.listdir(aidir)):
        if not name.endswith((".c", ".h")):
            continue
        path = os.path.join(aidir, name)
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                where = "%s:%d" % (name, number)
                m = INCLUDE.match(line)
                if m:
                    header = m.group(1)
                    gameish = (header.split("/")[0] in GAMES or
                               os.path.basename(header) in headers)
                    if gameish and not ALLOWED.match(header):
                        found.append("%s includes %s" % (where, header))
                    continue
                code = line.split("//")[0]
                if FORBIDDEN.search(code):
                    found.append("%s reaches a game's state: %s" % (where, line.strip()))
    return found


def main():
    srcdir = os.path.abspath(sys.argv[1])
    print("1..2")

    headers = game_headers(srcdir)
    bad = problems(os.path.join(srcdir, "src", "ai"), headers)
    for line in bad:
        print("# " + line)
    print("%s 1 - src/ai reads the games only through their seat views"
          % ("not ok" if bad else "ok"))

    # The check itself must be able to fail.
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "peek.c"), "w") as f:
            f.write('#include "marianna/trp-marianna-game.h"\n'
                    '#include "biriba/trp-biriba-private.h"\n'
                    'static void f (TrpGame *g) { TRP_DABAIFEN_GAME (g); }\n')
        caught = len(problems(tmp, headers)) == 3
    print("%s 2 - a player that peeks is caught" % ("ok" if caught else "not ok"))
    return 0 if not bad and caught else 1


sys.exit(main())
