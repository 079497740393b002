#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Makes the metainfo's screenshots with the app's own --screenshot, from an
# installed build (default: _build/prefix, as build-aux/run installs it),
# with default settings and a private data folder holding two saved
# matches. Under Xvfb when there is no display:
#
#   xvfb-run -a -s '-screen 0 1280x800x24' data/screenshots/update.sh
#
# OUT=/tmp/shots LANGUAGE=el STYLE=dark data/screenshots/update.sh all
# shoots every dialog too, in another language or style, for checking.

set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${PREFIX:-$top/_build/prefix}
out=${OUT:-$top/data/screenshots}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

export XDG_DATA_DIRS="$prefix/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
export GSETTINGS_SCHEMA_DIR="$prefix/share/glib-2.0/schemas"
export GSETTINGS_BACKEND=memory
export XDG_DATA_HOME="$data"
export XDG_CONFIG_HOME="$data"
export GSK_RENDERER=cairo
export GTK_A11Y=none
export NO_AT_BRIDGE=1
case "${STYLE:-light}" in
  dark) export ADW_DEBUG_COLOR_SCHEME=prefer-dark ;;
  hc) export ADW_DEBUG_HIGH_CONTRAST=1 ;;
esac

# Two saved matches, one of them half played, for the start page.
mkdir -p "$data/trapoula/matches"
"$prefix/bin/trapoula-cli" new --game marianna --seed 7 \
  --players human:You,normal:Anna,normal:Nikos,normal:Sara \
  --out "$data/trapoula/matches/marianna.json" >/dev/null
"$prefix/bin/trapoula-cli" new --game biriba --seed 11 \
  --players human:You,normal:Eleni,normal:Kostas,normal:Maria \
  --out "$data/trapoula/matches/biriba.json" >/dev/null

shoot ()
{
  name=$1
  shift
  "$prefix/bin/trapoula" --screenshot "$out/$name.png" "$@"
}

shoot start
shoot biriba --show match:biriba
shoot marianna --show match:marianna
shoot round --show round:marianna
shoot house-rules --show rules:biriba

if [ "${1:-}" = all ]; then
  shoot new-match --show new-match
  shoot preferences --show preferences
  shoot rules-help --show rules-help:biriba
  shoot statistics --show action:win.statistics
  shoot match-rules --show match:dabaifen --show action:win.match-rules
  shoot leave --show match:dabaifen --show action:win.leave-match
  shoot about --show action:app.about
  shoot shortcuts --show action:win.show-help-overlay
  shoot dabaifen --show match:dabaifen
  shoot score-pad --show round:marianna --show action:table.score-pad
  shoot history --show match:biriba --show action:table.history
  shoot pile --show match:biriba --show action:table.show-pile
fi
