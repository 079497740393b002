#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reads the AT-SPI tree of a live Marianna table, as a screen reader does:
# every control has a name, the cards of the hand are named, selectable
# list items, the computers' moves reach a live region, and a whole round
# is played with the keyboard alone (Tab to the hand, arrows, Space,
# Enter). Runs in a private D-Bus session with its own accessibility bus;
# prints TAP and skips where AT-SPI, python3-gi, xdotool or a display is
# missing, except in CI (CI=true), where a skip is a failure.
#
#   check-accessibility.py TRAPOULA SCHEMA_DIR

import os
import shutil
import subprocess
import sys
import tempfile
import time


def skip(reason):
    # CI installs everything this needs (build-aux/setup-deps) and runs it
    # under Xvfb: a skip there means the check silently stopped running.
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        print("1..1")
        print(f"not ok 1 - the accessibility check runs in CI (CI={os.environ['CI']})")
        print(f"# it would skip: {reason}")
        sys.exit(1)
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


if len(sys.argv) < 3:
    print("usage: check-accessibility.py TRAPOULA SCHEMA_DIR", file=sys.stderr)
    sys.exit(2)

if not os.environ.get("DISPLAY"):
    skip("no X display")
if shutil.which("xdotool") is None:
    skip("xdotool is not installed")

# A private session bus of our own, whatever the caller has (or lacks).
if os.environ.get("TRAPOULA_A11Y_INNER") != "1":
    if shutil.which("dbus-run-session") is None:
        skip("dbus-run-session is not installed")
    env = dict(os.environ, TRAPOULA_A11Y_INNER="1")
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    # The buses' daemons write to our output too: only TAP goes through.
    proc = subprocess.run(["dbus-run-session", "--", sys.executable] + sys.argv, env=env,
                          stdout=subprocess.PIPE, text=True)
    for line in proc.stdout.splitlines():
        if line.startswith(("ok ", "not ok ", "1..", "#")):
            print(line)
        else:
            print(f"# {line}")
    sys.exit(proc.returncode)

# The tests run with warnings made fatal; libatspi warns about what the
# app has not yet put on the bus, which is no fault of the app.
os.environ.pop("G_DEBUG", None)

try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
except (ImportError, ValueError) as e:
    skip(f"python3-gi with Atspi is not available ({e})")

app_path, schema_dir = sys.argv[1], sys.argv[2]

results = []


def check(ok, name, detail=""):
    results.append((ok, name, detail))
    return ok


def finish():
    print(f"1..{len(results)}")
    for number, (ok, name, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {number} - {name}")
        if not ok and detail:
            for line in str(detail).splitlines():
                print(f"# {line}")
    return 0 if results and all(ok for ok, _, _ in results) else 1


def wait_for(condition, timeout):
    """Polls until condition() is true; the timeout only bounds a failure."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    return condition()


def debug(*args):
    if os.environ.get("TRAPOULA_A11Y_DEBUG"):
        print("#", *args, file=sys.stderr)


def press(key):
    debug("press", key)
    subprocess.run(["xdotool", "key", key], check=True)


def children(obj):
    try:
        return [obj.get_child_at_index(i) for i in range(obj.get_child_count())]
    except Exception:
        return []


def walk(obj):
    stack = [obj]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        stack.extend(reversed(children(node)))


def states(obj):
    try:
        return obj.get_state_set()
    except Exception:
        return None


def has(obj, state):
    s = states(obj)
    return s is not None and s.contains(state)


def name_of(obj):
    try:
        return obj.get_name() or ""
    except Exception:
        return ""


data = tempfile.mkdtemp(prefix="trapoula-a11y-")
config = os.path.join(data, "config")
os.makedirs(os.path.join(config, "glib-2.0", "settings"))
# Cards are placed at once and computers do not pause: the round goes as
# fast as the keys. The keyfile backend reads these before the app starts.
with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as f:
    f.write("[io/github/trapoula/Trapoula]\n"
            "animation-speed='off'\n"
            "thinking-time=100\n")

env = dict(os.environ,
           GSETTINGS_BACKEND="keyfile",
           GSETTINGS_SCHEMA_DIR=schema_dir,
           XDG_CONFIG_HOME=config,
           XDG_DATA_HOME=os.path.join(data, "data"),
           GTK_A11Y="atspi",
           LANGUAGE="C",
           LC_ALL="C.UTF-8")
env.pop("NO_AT_BRIDGE", None)
env.pop("G_DEBUG", None)


def display_ready():
    return subprocess.run(["xdotool", "getdisplaygeometry"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


# Once, under AddressSanitizer in CI, the X server refused the app's
# connection ("cannot open display") and the app exited at once: wait
# for the display, and start the app again if it exits before it shows.
wait_for(display_ready, 30)
app = subprocess.Popen([app_path, "--show", "match:marianna"], env=env)

try:
    Atspi.init()
    desktop = Atspi.get_desktop(0)

    def find_app():
        for candidate in children(desktop):
            try:
                if candidate.get_process_id() == app.pid:
                    return candidate
            except Exception:
                pass
        return None

    accessible_app = None
    for attempt in range(3):
        accessible_app = wait_for(lambda: find_app() or app.poll() is not None, 30)
        if accessible_app is not True or attempt == 2:
            break
        print(f"# the app exited with status {app.returncode} before it showed; again",
              file=sys.stderr)
        wait_for(display_ready, 30)
        app = subprocess.Popen([app_path, "--show", "match:marianna"], env=env)
    if accessible_app is True:
        accessible_app = None
    if not check(accessible_app is not None, "the app is on the accessibility bus",
                 f"the app's exit status: {app.poll()}"):
        sys.exit(finish())

    def find(predicate):
        # Read afresh: states and names change as the round goes on.
        accessible_app.clear_cache()
        for node in walk(accessible_app):
            try:
                if predicate(node):
                    return node
            except Exception:
                pass
        return None

    def find_hand():
        return find(lambda n: n.get_role() == Atspi.Role.LIST_BOX and n.get_name() == "Your hand")

    hand = wait_for(lambda: find_hand() if find_hand() and find_hand().get_child_count() > 0 else None, 30)
    if not check(hand is not None, "the table shows “Your hand”, a list box with cards"):
        sys.exit(finish())

    # Every control a person can reach is named, in words.
    interactive = {Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
                   Atspi.Role.RADIO_BUTTON, Atspi.Role.COMBO_BOX, Atspi.Role.LIST_ITEM,
                   Atspi.Role.MENU_ITEM, Atspi.Role.ENTRY, Atspi.Role.SPIN_BUTTON,
                   Atspi.Role.SLIDER, Atspi.Role.LINK, Atspi.Role.PAGE_TAB}
    unnamed = []
    for node in walk(accessible_app):
        try:
            role = node.get_role()
            # GTK 4.8 marks nothing SHOWING: VISIBLE it does.
            if role not in interactive or not has(node, Atspi.StateType.VISIBLE):
                continue
            name = node.get_name() or ""
            if not name.strip() or name.startswith("Gtk") or name.startswith("Adw"):
                unnamed.append(f"{node.get_role_name()} named {name!r}")
        except Exception as e:
            unnamed.append(f"unreadable node: {e}")
    check(not unnamed, "every control on the table has a name", "\n".join(unnamed))
    buttons = [n for n in walk(accessible_app)
               if n.get_role() == Atspi.Role.PUSH_BUTTON and has(n, Atspi.StateType.VISIBLE)]
    check(len(buttons) >= 5, "the table's buttons are in the tree", str(len(buttons)))

    # Each side's score chip reads as one group, in words (#32).
    chips = sorted(name_of(n) for n in walk(accessible_app)
                   if n.get_role() == Atspi.Role.PANEL and " of " in name_of(n))
    check(chips == ["Anna and Sara: 0 of 501", "You and Nikos: 0 of 501"],
          "each side's score reads as one group, “You and Nikos: 0 of 501”", repr(chips))

    cards = children(hand)
    check(all(c.get_role() == Atspi.Role.LIST_ITEM and c.get_name() for c in cards),
          "each card of the hand is a named list item",
          ", ".join(f"{c.get_role_name()}:{c.get_name()!r}" for c in cards))
    check(all(has(c, Atspi.StateType.SELECTABLE) and has(c, Atspi.StateType.FOCUSABLE) for c in cards),
          "each card can be focused and selected")
    check(not has(hand, Atspi.StateType.MULTISELECTABLE),
          "a Marianna hand selects one card at a time")

    # The turn line reads as it shows; the last move is a live region.
    status = find(lambda n: n.get_role() == Atspi.Role.LABEL and n.get_description() == "Whose turn")
    live = find(lambda n: n.get_role() == Atspi.Role.STATUS_BAR)
    check(status is not None, "the turn is shown in a label described as “Whose turn”")
    check(live is not None, "the last move is a live region (a status)")

    def round_over():
        if status is not None:
            status.clear_cache()
        return status is not None and name_of(status).startswith("The round is over")

    def my_turn():
        if status is not None:
            status.clear_cache()
        return status is not None and name_of(status).startswith("Your turn")

    def focused_card():
        current = find_hand()
        if current is not None:
            current.clear_cache()
        if current is None:
            return None
        for card in children(current):
            if has(card, Atspi.StateType.FOCUSED):
                return card
        return None

    # The keyboard alone: Tab to the hand, then arrows, Space and Enter.
    moves = 0
    heard = set()
    deadline = time.monotonic() + 240
    played_all = False
    while time.monotonic() < deadline:
        if live is not None:
            live.clear_cache()
        if live is not None and name_of(live):
            heard.add(name_of(live))
        if round_over():
            played_all = True
            break
        if not wait_for(lambda: my_turn() or round_over(), 60):
            break
        if round_over():
            continue

        if focused_card() is None:
            for _ in range(40):
                press("Tab")
                if wait_for(focused_card, 1):
                    break
        if focused_card() is None:
            break

        n_before = find_hand().get_child_count()
        debug("my turn,", n_before, "cards, focus on", name_of(focused_card()))
        press("Home")
        played = False
        for _ in range(n_before):
            card = wait_for(focused_card, 2)
            debug("focused", name_of(card) if card else None,
                  card is not None and has(card, Atspi.StateType.SENSITIVE),
                  card is not None and has(card, Atspi.StateType.SELECTED))
            # A card the rules refuse now is not sensitive.
            if card is not None and has(card, Atspi.StateType.SENSITIVE):
                if not has(card, Atspi.StateType.SELECTED):
                    press("space")
                    wait_for(lambda: focused_card() is not None and
                             has(focused_card(), Atspi.StateType.SELECTED), 2)
                press("Return")
                if wait_for(lambda: not my_turn() or
                            (find_hand() is not None and find_hand().get_child_count() < n_before), 10):
                    played = True
                    break
            press("Right")
        if not played:
            break
        moves += 1

    # The round cannot end while the person's turn waits: every card of
    # theirs went by the keys (a last, forced card may play itself).
    check(played_all and moves >= 5,
          "a round of Marianna is played with the keyboard alone",
          f"{moves} cards played; status {name_of(status)!r}")
    check(any(h and h != "" for h in heard),
          "the computers' moves reach the live region", repr(sorted(heard))[:300])
finally:
    app.terminate()
    try:
        app.wait(10)
    except subprocess.TimeoutExpired:
        app.kill()
    shutil.rmtree(data, ignore_errors=True)

sys.exit(finish())
