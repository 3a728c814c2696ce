#!/bin/sh
# End-to-end: a real bizon window under Xvfb, driven by xdotool clicks; the saved game record
# must show what was clicked. `e2e.sh bid EXE`: an eat and a pass by clicking the grass and the
# deck; `e2e.sh set EXE`: a whole set of 15 games. Skips (77) without xvfb-run, xdotool or python3.
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
  # Instant tempo so that fifteen games fit in the test's time; every move is still a click.
  set) tempo=instant; displays=550 ;;
  *) echo "usage: e2e.sh bid|set EXE" >&2; exit 2 ;;
esac
printf '{"tempo":"%s","packets":"ask"}\n' "$tempo" > "$data/settings.json"
# An X display of this mode's own range: the two runs never ask for the same number. A server that
# would not take the game (e2e_drive.py exits 75) is replaced once; any other failure is final.
for attempt in 1 2; do
  xvfb-run -a -n $((displays + ($$ + attempt * 7) % 350)) -s "-screen 0 1920x1440x24" \
    python3 "$here/e2e_drive.py" "$exe" "$mode" "$data"
  status=$?
  [ "$status" -eq 75 ] && [ "$attempt" -eq 1 ] && { echo "the X server did not answer: once more"; continue; }
  [ "$status" -eq 0 ] || exit 1
  break
done
python3 "$here/e2e_check.py" "$data" "$mode"
