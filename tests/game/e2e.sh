#!/bin/sh
# End-to-end: a real bizon window under Xvfb, driven by xdotool clicks; the saved game record
# must show what was clicked. `e2e.sh bid EXE`: an eat and a pass by clicking the grass and the
# deck; `e2e.sh game EXE`: a whole game at normal tempo, every animation played out; `e2e.sh set
# EXE`: a whole set of 15 games; `e2e.sh abandon EXE`: two games, New set confirmed from the menu,
# quit and relaunch (e2e_abandon.py checks the history itself); `e2e.sh learn EXE`: every lesson of
# Learn to play by its expected taps, refusals, leaving and resuming, the first launch's offer
# (e2e_learn.py); `e2e.sh coach EXE`: games of random clicks until the coach offers to review a
# mistake, whose Review button opens the review; `e2e.sh takeback EXE`: a card taken back at the
# trick moment, then SIGKILL and a relaunch (e2e_takeback.py checks it all). Skips (77) without xvfb-run,
# xdotool or python3.
mode="$1"
exe="$2"
for tool in xvfb-run xdotool python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing"; exit 77; }
done
here=$(cd "$(dirname "$0")" && pwd)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
case "$mode" in
  # Fast tempo: the animations run, the clicks wait for them.
  bid) tempo=fast; displays=200 ;;
  # The tempo a player gets by default: every card flies while the clicks wait for it.
  game) tempo=normal; displays=380 ;;
  # Instant tempo so that fifteen games fit in the test's time; every move is still a click.
  set) tempo=instant; displays=550 ;;
  # Fast tempo: two games in well under a minute, every animation still played.
  abandon) tempo=fast; displays=900 ;;
  # Instant tempo: every lesson in a few seconds, every step still a click.
  learn) tempo=instant; displays=1250 ;;
  # Instant tempo, random cards: the coach's offer at the end of a game opens the review.
  coach) tempo=instant; displays=1600 ;;
  # Fast tempo: the cards fly back as a player sees them.
  takeback) tempo=fast; displays=1950 ;;
  # Two windows: one hosts a table, the other joins it by its code (e2e_friends.py).
  friends) tempo=fast; displays=2300 ;;
  *) echo "usage: e2e.sh bid|game|set|abandon|learn|coach|takeback|friends EXE" >&2; exit 2 ;;
esac
printf '{"tempo":"%s","packets":"ask"}\n' "$tempo" > "$data/settings.json"
# An X display of this mode's own range, so the two runs never ask for the same number; -noreset,
# because Xvfb resets when its last client leaves and refuses connections meanwhile: a probe of
# xdotool's that ended just as bizon connected made bizon fail with "Failed to open X11 display".
if [ "$mode" = abandon ] || [ "$mode" = learn ] || [ "$mode" = takeback ] || [ "$mode" = friends ]; then
  xvfb-run -a -n $((displays + $$ % 350)) -s "-screen 0 1920x1440x24 -noreset" python3 "$here/e2e_$mode.py" "$exe" "$data"
  exit $?
fi
xvfb-run -a -n $((displays + $$ % 350)) -s "-screen 0 1920x1440x24 -noreset" python3 "$here/e2e_drive.py" "$exe" "$mode" "$data" || exit 1
[ "$mode" = coach ] && exit 0  # e2e_drive.py saw the review open
python3 "$here/e2e_check.py" "$data" "$mode"
