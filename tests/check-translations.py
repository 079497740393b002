#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails unless every translation is complete for the current sources:
# - every source file with translatable strings is listed in POTFILES.in;
# - each po/LL.po, merged with a template made from the sources right now,
#   has no untranslated and no fuzzy message;
# - msgfmt --check passes (placeholders match the source's).
# Prints TAP.

import os
import re
import subprocess
import sys
import tempfile

srcdir = sys.argv[1]
podir = os.path.join(srcdir, "po")

# The same options as meson's i18n.gettext(preset: 'glib').
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3",
    "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format",
    "--flag=NC_:2:pass-c-format", "--flag=g_dngettext:2:pass-c-format",
    "--flag=g_strdup_printf:1:c-format", "--flag=g_string_printf:2:c-format",
    "--flag=g_string_append_printf:2:c-format", "--flag=g_error_new:3:c-format",
    "--flag=g_set_error:4:c-format", "--flag=g_print:1:c-format",
    "--flag=g_printerr:1:c-format",
]

TRANSLATABLE = re.compile(r'(\b_\s*\(|\bN_\s*\(|\bC_\s*\(|ngettext\s*\(|translatable="yes"|^_?(Name|Comment|Keywords)=|<summary>|<p>)',
                          re.MULTILINE)

results = []


def check(ok, name, detail=""):
    results.append((ok, name, detail))


with open(os.path.join(podir, "POTFILES.in")) as f:
    listed = {line.strip() for line in f if line.strip() and not line.startswith("#")}

missing = []
for top in ("src", "data"):
    for root, dirs, files in os.walk(os.path.join(srcdir, top)):
        for name in files:
            if not name.endswith((".c", ".ui", ".in", ".gschema.xml")):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, srcdir)
            with open(path, encoding="utf-8") as f:
                if TRANSLATABLE.search(f.read()) and rel not in listed:
                    missing.append(rel)
check(not missing, "every file with translatable strings is in POTFILES.in",
      "missing: " + ", ".join(sorted(missing)))

# A list in the interface is joined the language's way: a separator is
# translatable (C_("list separator", ", ")) or the list goes through
# trp_format_list(), never a bare ", " or " · " (Persian wants "، ", and
# reads a middle dot between its digits as a zero) (#39).
LITERAL = re.compile(r'"((?:\\.|[^"\\])*)"')
SEPARATORS = {", ", " · ", "; ", "، "}
TRANSLATED = re.compile(r'(\b(?:N?C_|N?_|g_dpgettext2)\s*\(\s*(?:"[^"]*"\s*,\s*)?)$')
bare = []
for top in ("src/engine", "src/games", "src/ui"):
    for root, dirs, files in os.walk(os.path.join(srcdir, top)):
        for name in files:
            if not name.endswith(".c"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    code = line.split("//")[0]
                    if code.lstrip().startswith(("*", "/*")):
                        continue
                    for match in LITERAL.finditer(code):
                        if match.group(1) in SEPARATORS and not TRANSLATED.search(code[:match.start()]):
                            bare.append(f"{os.path.relpath(path, srcdir)}:{number}: {line.strip()}")
check(not bare, "no hard-coded list separator in user-visible joins", "\n".join(bare))

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, "trapoula.pot")
    proc = subprocess.run(["xgettext", "--package-name=trapoula", "-o", pot,
                           "-D", srcdir, "-f", os.path.join(podir, "POTFILES.in")]
                          + XGETTEXT_ARGS, capture_output=True, text=True)
    check(proc.returncode == 0, "xgettext extracts the template", proc.stderr.strip())

    with open(os.path.join(podir, "LINGUAS")) as f:
        languages = [line.strip() for line in f if line.strip() and not line.startswith("#")]

    for lang in languages:
        po = os.path.join(podir, lang + ".po")
        merged = os.path.join(tmp, lang + ".po")
        proc = subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, po, pot],
                              capture_output=True, text=True)
        check(proc.returncode == 0, f"{lang}.po merges with the sources", proc.stderr.strip())
        if proc.returncode != 0:
            continue
        proc = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, merged],
                              capture_output=True, text=True)
        stats = proc.stderr.strip()
        complete = proc.returncode == 0 and "untranslated" not in stats and "fuzzy" not in stats
        check(complete, f"{lang}.po is 100 % translated, without fuzzy entries", stats)
        proc = subprocess.run(["msgfmt", "--check", "-o", os.devnull, po],
                              capture_output=True, text=True)
        check(proc.returncode == 0, f"{lang}.po placeholders match the source (msgfmt --check)",
              proc.stderr.strip())

print(f"1..{len(results)}")
for number, (ok, name, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {name}")
    if not ok and detail:
        for line in detail.splitlines():
            print(f"# {line}")

sys.exit(0 if all(ok for ok, _, _ in results) else 1)
