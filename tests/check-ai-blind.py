#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Blindness by the type system (#24, M-68, D-49, B-9): the computer
# players in src/ai read a game only through its seat view. This fails
# when a file of src/ai includes a game header other than the view, the
# options and Biriba's pure card helpers (a game's -game.h or -private.h
# reaches every hand), or its pure solver and move scores, or names a
# game's instance type, GType or cast macro: src/ai finds a game's player
# in its catalog row (TrpGameInfo.player), never by its type.
#
#   check-ai-blind.py SRCDIR

import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
DECLARE = re.compile(r'G_DECLARE_\w+_TYPE\s*\(\s*(\w+)\s*,\s*\w+\s*,\s*(\w+)\s*,\s*(\w+)')
GUARD = re.compile(r'^\s*g_return(_val)?_if_fail\s*\(')
TYPE = re.compile(r'\bTRP_TYPE_\w+')
STATE = re.compile(r'^\}\s*(\w+State)\s*;', re.MULTILINE)


def games(srcdir):
    # Every folder of src/games is a game (docs/adding-a-game.md).
    folder = os.path.join(srcdir, "src", "games")
    return sorted(n for n in os.listdir(folder) if os.path.isdir(os.path.join(folder, n)))


def forbidden(srcdir):
    # What reaches a game's state: its instance types and their cast
    # macros (G_DECLARE_FINAL_TYPE in its headers) and the state structs
    # of its private headers.
    names, macros = set(), set()
    for game in games(srcdir):
        folder = os.path.join(srcdir, "src", "games", game)
        for name in os.listdir(folder):
            if not name.endswith(".h"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            for type_name, prefix, suffix in DECLARE.findall(text):
                names.add(type_name)
                names.add("%s_TYPE_%s" % (prefix, suffix))
                macros.add("%s_(IS_)?%s" % (prefix, suffix))
            if name.endswith("-private.h"):
                names.update(STATE.findall(text))
    return re.compile(r'\b(%s)\b|\b(%s)\s*\(' % ("|".join(sorted(names)), "|".join(sorted(macros))))


def allowed(srcdir):
    names = "|".join(games(srcdir))
    return re.compile(r'^((%s)/trp-(%s)-(view|options|meld|cover|endgame|heuristics)|'
                      r'((%s)/)?trp-(%s)-(player|computer))\.h$' % (names, names, names, names))


def game_headers(srcdir):
    names = set()
    for game in games(srcdir):
        folder = os.path.join(srcdir, "src", "games", game)
        names.update(n for n in os.listdir(folder) if n.endswith(".h"))
    return names


def player_files(srcdir):
    # src/ai, and the computer players a game keeps in its own folder
    # (trp-GAME-player.c, trp-GAME-computer.c: docs/adding-a-game.md).
    aidir = os.path.join(srcdir, "src", "ai")
    paths = [os.path.join(aidir, n) for n in sorted(os.listdir(aidir))]
    for game in games(srcdir):
        folder = os.path.join(srcdir, "src", "games", game)
        paths += [os.path.join(folder, n) for n in sorted(os.listdir(folder))
                  if re.match(r"trp-[a-z0-9_]+-(player|computer)\.[ch]$", n)]
    return paths


def problems(paths, headers, srcdir):
    found = []
    game_names = games(srcdir)
    ALLOWED = allowed(srcdir)
    FORBIDDEN = forbidden(srcdir)
    for path in paths:
        name = os.path.basename(path)
        if not name.endswith((".c", ".h")):
            continue
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                where = "%s:%d" % (name, number)
                m = INCLUDE.match(line)
                if m:
                    header = m.group(1)
                    gameish = (header.split("/")[0] in game_names or
                               os.path.basename(header) in headers)
                    if gameish and not ALLOWED.match(header):
                        found.append("%s includes %s" % (where, header))
                    continue
                code = line.split("//")[0]
                # A player's precondition may name the engine it is
                # written for; nothing may choose by it.
                if GUARD.match(code) and not FORBIDDEN.search(TYPE.sub("", code)):
                    continue
                if FORBIDDEN.search(code):
                    found.append("%s reaches a game's state: %s" % (where, line.strip()))
    return found


def main():
    srcdir = os.path.abspath(sys.argv[1])
    print("1..2")

    headers = game_headers(srcdir)
    bad = problems(player_files(srcdir), headers, srcdir)
    for line in bad:
        print("# " + line)
    print("%s 1 - the computer players read the games only through their seat views"
          % ("not ok" if bad else "ok"))

    # The check itself must be able to fail.
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "peek.c"), "w") as f:
            f.write('#include "marianna/trp-marianna-game.h"\n'
                    '#include "biriba/trp-biriba-private.h"\n'
                    'static void f (TrpGame *g) { TRP_DABAIFEN_GAME (g); }\n'
                    'static GType t (void) { return TRP_TYPE_BIRIBA_GAME; }\n')
        caught = len(problems([os.path.join(tmp, "peek.c")], headers, srcdir)) == 4
    print("%s 2 - a player that peeks is caught" % ("ok" if caught else "not ok"))
    return 0 if not bad and caught else 1


sys.exit(main())
