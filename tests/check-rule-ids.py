#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails unless every rule ID of the rules specs (B-n, D-n, M-n) is cited
# by at least one test: in its path, g_test_add_func ("/biriba/B-12/...",
# test_x), or in the code of the function it registers, the comment above
# that function included. A test that checks several rules cites them all
# and is registered once.
# The specs live beside the project (shared/rules/*.md), which a clone
# may not have: tests/rule-ids/GAME.txt keep their ID lists in the tree.
# When the specs are found (TRAPOULA_RULES_DIR, or ../shared/rules beside
# the checkout), the lists must also name every ID the specs define.
#
#   check-rule-ids.py SRCDIR            the check, in TAP
#   check-rule-ids.py SRCDIR --update   rewrites the lists from the specs
#   check-rule-ids.py SRCDIR --missing  prints the IDs no test cites

import glob
import os
import re
import sys

srcdir = os.path.abspath(sys.argv[1])
mode = sys.argv[2] if len(sys.argv) > 2 else "--check"
listdir = os.path.join(srcdir, "tests", "rule-ids")


def rules_dir():
    candidates = [os.environ.get("TRAPOULA_RULES_DIR"),
                  os.path.join(srcdir, "..", "shared", "rules")]
    for candidate in candidates:
        if candidate and os.path.isfile(os.path.join(candidate, "biriba.md")):
            return candidate
    return None


DEFINED = re.compile(r"^(?:\*\*|\| )([A-Z])-\d+\b", re.MULTILINE)


def find_games(spec):
    # The games are the ID lists of tests/rule-ids/ and the specs beside
    # them (a new game brings both); each game's letter is its IDs'.
    games = {}
    sources = [os.path.join(listdir, n) for n in sorted(os.listdir(listdir)) if n.endswith(".txt")]
    if spec is not None:
        sources += [os.path.join(spec, n) for n in sorted(os.listdir(spec)) if n.endswith(".md")]
    for path in sources:
        game = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as f:
            text = f.read()
        m = DEFINED.search(text) or re.search(r"^([A-Z])-\d+$", text, re.MULTILINE)
        if m and game not in games:
            games[game] = m.group(1)
    return games


def number(rule_id):
    return int(rule_id.split("-")[1])


def spec_ids(path, letter):
    # A rule is defined where its ID opens a bold paragraph, "**B-12 ...",
    # or a row of an options table, "| M-30 | ...".
    pattern = re.compile(r"^(?:\*\*|\| )(%s-\d+)\b" % letter, re.MULTILINE)
    with open(path, encoding="utf-8") as f:
        return set(pattern.findall(f.read()))


def listed_ids(game):
    with open(os.path.join(listdir, game + ".txt"), encoding="utf-8") as f:
        return {line.strip() for line in f
                if line.strip() and not line.startswith("#")}


# A test path is the first string of g_test_add_func(), g_test_add_data_func()
# and the like, the function it runs the last argument but a data pointer's.
TEST_ADD = re.compile(r'g_test_add\w*\s*\(\s*("[^"]+"|\w+)\s*,\s*(?:[^,()]+,\s*)?(\w+)\s*[,)]')
RULE_ID = re.compile(r"(?<![A-Za-z0-9])([A-Z]-\d+)(?![0-9])")
# A function of a test file: the comment above it, its head and its body,
# to the closing brace in the first column.
FUNCTION = r"(?:/\*(?:(?!\*/).)*\*/\s*)?^(?:static\s+)?\w[\w\s\*]*?\b%s\s*\([^)]*\)\s*^\{.*?^\}"


def cited_ids():
    named = set()
    for path in glob.glob(os.path.join(srcdir, "tests", "**", "*.c"), recursive=True):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for test_path, function in TEST_ADD.findall(text):
            if test_path.startswith('"'):
                named.update(RULE_ID.findall(test_path))
            m = re.search(FUNCTION % re.escape(function), text, re.MULTILINE | re.DOTALL)
            if m:
                named.update(RULE_ID.findall(m.group(0)))
    return named


spec = rules_dir()
GAMES = find_games(spec)

if mode == "--update":
    if spec is None:
        sys.exit("the rules specs are not found: set TRAPOULA_RULES_DIR")
    os.makedirs(listdir, exist_ok=True)
    for game, letter in GAMES.items():
        ids = sorted(spec_ids(os.path.join(spec, game + ".md"), letter), key=number)
        with open(os.path.join(listdir, game + ".txt"), "w", encoding="utf-8") as f:
            f.write("# The rule IDs of rules/%s.md, written by\n" % game)
            f.write("# tests/check-rule-ids.py --update.\n")
            f.write("".join(i + "\n" for i in ids))
    sys.exit(0)

named = cited_ids()

if mode == "--missing":
    for game in GAMES:
        missing = sorted(listed_ids(game) - named, key=number)
        print("%s: %d missing: %s" % (game, len(missing), " ".join(missing)))
    sys.exit(0)

tests = []
for game, letter in GAMES.items():
    ids = listed_ids(game)
    missing = sorted(ids - named, key=number)
    tests.append((not missing, "every %s rule ID (%d) is cited by a test" % (game, len(ids)),
                  "not named: " + " ".join(missing)))
    if spec is not None:
        unlisted = sorted(spec_ids(os.path.join(spec, game + ".md"), letter) - ids, key=number)
        tests.append((not unlisted, "tests/rule-ids/%s.txt lists every ID of the spec" % game,
                      "run tests/check-rule-ids.py . --update; new: " + " ".join(unlisted)))

print("1..%d" % len(tests))
for i, (ok, name, detail) in enumerate(tests, 1):
    print("%s %d %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        print("# " + detail)
if spec is None:
    print("# the rules specs were not found: the in-tree ID lists were used alone")
sys.exit(0 if all(t[0] for t in tests) else 1)
