#!/bin/bash
# Records `bizon --seed 3 --size 1280x720 --frame-stats 6` at 30 fps under its own Xvfb and says
# how long the table stands still before the deal and which share of the frames of its first two
# seconds of motion change (motion.py).
# Usage: record_motion.sh EXE [OUT.mp4]. Needs Xvfb, xdotool, ffmpeg, python3.
exe=$1
out=${2:-$(mktemp --suffix=.mp4)}
here=$(cd "$(dirname "$0")" && pwd)
# Under an X server of its own (../xvfb.sh), started once.
if [ -z "${BIZON_RECORDING:-}" ]; then
  BIZON_RECORDING=1 exec "$here/../xvfb.sh" "-screen 0 1280x720x24" "$0" "$exe" "$out"
fi
disp=$DISPLAY
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
ffmpeg -loglevel error -y -f x11grab -framerate 30 -video_size 1280x720 -i $disp -t 9 -c:v libx264 -qp 0 -preset ultrafast "$out" &
fpid=$!
sleep 0.5
# Without a window manager the window may open anywhere: put it in the top-left corner.
( for i in $(seq 50); do
    w=$(DISPLAY=$disp xdotool search --name "^Bizon$" 2>/dev/null | head -1)
    if [ -n "$w" ]; then DISPLAY=$disp xdotool windowmove "$w" 0 0; break; fi
    sleep 0.05
  done ) &
DISPLAY=$disp BIZON_DATA_DIR=$data "$exe" --seed 3 --size 1280x720 --frame-stats 6 >/dev/null 2>&1
wait $fpid
python3 "$here/motion.py" "$out"
echo "recording: $out"
