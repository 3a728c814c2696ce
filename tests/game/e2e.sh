#!/bin/sh
# End-to-end: a real bizon window under Xvfb, driven by xdotool clicks; the saved game record
# must show what was clicked. `e2e.sh bid EXE`: an eat and a pass by clicking the grass and the
# deck; `e2e.sh game EXE`: a whole game at normal tempo, every animation played out; `e2e.sh set
# EXE`: a whole set of 15 games; `e2e.sh abandon EXE`: two games, New set confirmed from the menu,
# quit and relaunch (e2e_abandon.py checks the history itself); `e2e.sh learn EXE`: every lesson of
# Learn to play by its expected taps, refusals, leaving and resuming, the first launch's offer
# (e2e_learn.py); `e2e.sh coach EXE`: games of random clicks until the coach offers to review a
# mistake, whose Review button opens the review; `e2e.sh takeback EXE`: a card taken back at the
# trick moment, then SIGKILL and a relaunch (e2e_takeback.py checks it all); `e2e.sh friends
# EXE`: two windows at a table of friends off the happy path; `e2e.sh friends_again EXE`: two
# windows play a whole set at a table of friends, then another at the same table (e2e_friends.py).
# Each run has an X server of its own (tests/xvfb.sh). Skips (77) without Xvfb, xdotool or python3.
mode="$1"
exe="$2"
for tool in Xvfb xdotool python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing"; exit 77; }
done
here=$(cd "$(dirname "$0")" && pwd)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
case "$mode" in
  # Fast tempo: the animations run, the clicks wait for them.
  bid) tempo=fast ;;
  # The tempo a player gets by default: every card flies while the clicks wait for it.
  game) tempo=normal ;;
  # Instant tempo so that fifteen games fit in the test's time; every move is still a click.
  set) tempo=instant ;;
  # Fast tempo: two games in well under a minute, every animation still played.
  abandon) tempo=fast ;;
  # Instant tempo: every lesson in a few seconds, every step still a click.
  learn) tempo=instant ;;
  # Instant tempo, random cards: the coach's offer at the end of a game opens the review.
  coach) tempo=instant ;;
  # Fast tempo: the cards fly back as a player sees them.
  takeback) tempo=fast ;;
  # Two windows: one hosts a table, the other joins it by its code (e2e_friends.py).
  friends) tempo=fast ;;
  # Instant tempo so that a whole set fits in the test's time; every move is still a click.
  friends_again) tempo=instant ;;
  *) echo "usage: e2e.sh bid|game|set|abandon|learn|coach|takeback|friends|friends_again EXE" >&2; exit 2 ;;
esac
printf '{"tempo":"%s","packets":"ask"}\n' "$tempo" > "$data/settings.json"
# A display of its own, whatever else runs at the same time (ctest -j).
xvfb="$here/../xvfb.sh"
screen="-screen 0 1920x1440x24"
if [ "$mode" = friends_again ]; then
  "$xvfb" "$screen" python3 "$here/e2e_friends.py" "$exe" "$data" again
  exit $?
fi
if [ "$mode" = abandon ] || [ "$mode" = learn ] || [ "$mode" = takeback ] || [ "$mode" = friends ]; then
  "$xvfb" "$screen" python3 "$here/e2e_$mode.py" "$exe" "$data"
  exit $?
fi
"$xvfb" "$screen" python3 "$here/e2e_drive.py" "$exe" "$mode" "$data" || exit 1
[ "$mode" = coach ] && exit 0  # e2e_drive.py saw the review open
python3 "$here/e2e_check.py" "$data" "$mode"
