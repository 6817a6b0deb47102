#!/bin/sh
# Adds Coin-Op Cabinet to the desktop's application menu, for the packaged folder this script sits in
# (dist/coin-op-cabinet/, wherever it was copied to). Run it again after moving the folder.
# It writes coin-op-cabinet.desktop, with this folder's program and icon by their absolute paths, into
# $XDG_DATA_HOME/applications (~/.local/share/applications). Nothing else is changed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
program="$here/coin-op-cabinet"
if [ -d "$here/_internal/assets" ]; then assets="$here/_internal/assets"; else assets="$here/assets"; fi
if [ ! -x "$program" ] || [ ! -f "$assets/coin-op-cabinet.desktop.in" ]; then
    echo "install-desktop-entry.sh: run it from the packaged folder (coin-op-cabinet and its assets)" >&2
    exit 1
fi
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"

# Exec's argument quoted as the Desktop Entry spec asks (a quoted \ " ` $ written with two backslashes
# before it, a backslash as four; % as %%), then made safe for sed's replacement
quoted=$(printf '%s' "$program" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
exec_line=$(printf '"%s"' "$quoted" | sed -e 's/[\\|&]/\\&/g')
icon_line=$(printf '%s' "$assets/icon.png" | sed -e 's/[\\|&]/\\&/g')
sed -e "s|@EXEC@|$exec_line|" -e "s|@ICON@|$icon_line|" "$assets/coin-op-cabinet.desktop.in" \
    > "$apps/coin-op-cabinet.desktop.tmp"
mv "$apps/coin-op-cabinet.desktop.tmp" "$apps/coin-op-cabinet.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" >/dev/null 2>&1 || true
echo "Coin-Op Cabinet added to the applications menu: $apps/coin-op-cabinet.desktop"
