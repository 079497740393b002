#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The lessons' words are data, in English; xgettext reads C. This writes
# every text of every lesson in data/lessons/*.json into lesson-texts.c as
# N_() strings, which po/POTFILES.in lists and nothing compiles, so that
# the lessons are translated like the rest of the app.
#
#   data/lessons/update-texts.py           rewrite lesson-texts.c
#   data/lessons/update-texts.py --check   fail if it is out of date

import glob
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
target = os.path.join(here, "lesson-texts.c")


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def texts(lesson):
    yield "title", lesson["title"]
    yield "summary", lesson["summary"]
    for number, step in enumerate(lesson["steps"], 1):
        if "note" in step:
            yield "step %d" % number, step["note"]
            continue
        if "say" in step:
            yield "step %d" % number, step["say"]
        for wrong in step.get("wrong", []):
            yield "step %d, a wrong %s" % (number, wrong["type"]), wrong["say"]
        if "otherwise" in step:
            yield "step %d, another move" % number, step["otherwise"]


def generate():
    out = ["/* lesson-texts.c: the lessons' words, for xgettext only; made by",
           " * update-texts.py from data/lessons/*.json, never compiled.",
           " *",
           " * SPDX-License-Identifier: GPL-3.0-or-later",
           " */",
           ""]
    names = set()
    for path in sorted(glob.glob(os.path.join(here, "*.json"))):
        with open(path, encoding="utf-8") as f:
            lesson = json.load(f)
        for where, text in texts(lesson):
            out.append("/* Translators: the lesson “%s”, %s. */" % (lesson["title"], where))
            out.append("N_(%s)" % c_string(text))
        names.update(player["name"] for player in lesson["match"]["players"])
    # The players' names are shown translated as the lessons' words name
    # them (trp_lesson_create_match()); not the new match dialog's names,
    # which a language may replace with its own (Sara is Μαρία there).
    for name in sorted(names):
        out.append("/* Translators: a player's name at a lesson's table, as the lessons' words write it. */")
        out.append("N_(%s)" % c_string(name))
    return "\n".join(out) + "\n"


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        try:
            with open(target, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = ""
        if current != text:
            sys.exit("data/lessons/lesson-texts.c is out of date: run data/lessons/update-texts.py")
        print("1..1\nok 1 - lesson-texts.c holds every lesson text")
        return
    with open(target, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
