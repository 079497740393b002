#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Finds cycles among the files of a folder through their #include "..."
# lines: a .c file stands with its .h and its -private.h (trp-x.c,
# trp-x.h and trp-x-private.h are one node, the class), and an edge
# a -> b means a file of a includes a header of b. Prints each strongly
# connected group of more than one node, and exits 1 if there is one.
#
#   build-aux/check-include-cycles.py src/ui

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def nodes(folder):
    graph = {}
    for root, _, names in os.walk(folder):
        for name in names:
            if not name.endswith((".c", ".h")):
                continue
            node = os.path.splitext(name)[0].removesuffix("-private")
            with open(os.path.join(root, name), encoding="utf-8") as f:
                targets = {os.path.splitext(os.path.basename(h))[0].removesuffix("-private")
                           for h in INCLUDE.findall(f.read())}
            graph.setdefault(node, set()).update(targets - {node})
    return {n: {t for t in ts if t in graph} for n, ts in graph.items()}


def strongly_connected(graph):
    index, low, stack, on_stack, groups = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            groups.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [g for g in groups if len(g) > 1]


groups = strongly_connected(nodes(sys.argv[1]))
for group in groups:
    print("cycle of %d: %s" % (len(group), " ".join(group)))
if not groups:
    print("no include cycle among %s" % sys.argv[1])
sys.exit(1 if groups else 0)
