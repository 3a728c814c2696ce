#!/bin/sh
# The tap points of your hand at the `trick` moment (bizon --targets), at every window size the layout is
# tested at, far enough apart for a fingertip: adjacent cards at least 44 px apart below 720 px wide, 60 px from 720 px, every
# point inside the window. `tap_targets.sh EXE`; skips (77) without Xvfb or python3.
exe="$1"
here=$(cd "$(dirname "$0")" && pwd)
for tool in Xvfb python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing"; exit 77; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for size in 360x640 412x915 720x1280 1080x2340 800x600 1280x720 1920x1080 2560x1440; do
  mkdir -p "$work/$size"
  BIZON_DATA_DIR="$work/$size" "$here/../xvfb.sh" "-screen 0 2600x2400x24" \
    "$exe" --seed 3 --size "$size" --at trick --screenshot "$work/$size.png" --targets "$work/$size.json" \
    >/dev/null 2>&1 || { echo "$size: bizon failed"; status=1; continue; }
  python3 - "$work/$size.json" "$size" <<'PY' || status=1
import json, sys
targets = json.load(open(sys.argv[1]))
w, h = (int(v) for v in sys.argv[2].split("x"))
points = sorted(targets["legal"] + targets["illegal"])
need = 60 if w >= 720 else 44
gaps = [b[0] - a[0] for a, b in zip(points, points[1:])]
ok = targets["awaiting"] == "play" and len(points) >= 2 and min(gaps) >= need
ok = ok and all(0 <= x < w and 0 <= y < h for x, y in points)
print(f"{sys.argv[2]}: {len(points)} cards, tap points {min(gaps)}-{max(gaps)} px apart (at least {need})"
      + ("" if ok else "  FAILED"))
sys.exit(0 if ok else 1)
PY
done
exit $status
