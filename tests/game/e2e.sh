#!/bin/sh
# End-to-end: a real bizon window under Xvfb, driven by xdotool clicks; the saved game record
# must show what was clicked. Skips (77) without xvfb-run, xdotool or python3.
exe="$1"
for tool in xvfb-run xdotool python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing"; exit 77; }
done
here=$(cd "$(dirname "$0")" && pwd)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
# Fast tempo: the animations run, the clicks wait for them.
printf '{"tempo":"fast","packets":"ask"}\n' > "$data/settings.json"
xvfb-run -a -n $((200 + $$ % 700)) -s "-screen 0 1920x1440x24" python3 "$here/e2e_drive.py" "$exe" bid "$data" || exit 1
python3 "$here/e2e_check.py" "$data" bid
