#!/usr/bin/env python3
"""motion.py VIDEO: how long the table stands still before the first deal, and the share of frames
that differ from the previous one in the first two seconds of motion (60 frames at 30 fps).
Motion is measured in the felt's middle (where the deck lies and the cards fly, away from the
panels), shrunk to 140x90 grey pixels: a frame moves when its pixels differ from the previous
frame's by 2 levels of 255 on average (a card in flight, not a name turning yellow or a card
shifting by a fraction of a pixel). Motion starts at the first moving frame after the table's
first picture that is followed by two more within four frames. The share of changed frames
compares whole frames by ffmpeg's framemd5 of the decoded video."""
import subprocess, sys

def hashes(video):
    out = subprocess.run(["ffmpeg", "-loglevel", "error", "-i", video, "-f", "framemd5", "-"],
                         capture_output=True, text=True, check=True).stdout
    return [l.split(",")[-1].strip() for l in out.splitlines() if l and not l.startswith("#")]

def middle(video, w=140, h=90):
    out = subprocess.run(["ffmpeg", "-loglevel", "error", "-i", video, "-vf",
                          f"crop=560:360:160:170,scale={w}:{h},format=gray", "-f", "rawvideo", "-"],
                         capture_output=True, check=True).stdout
    return [out[i:i + w * h] for i in range(0, len(out), w * h)]

video = sys.argv[1]
whole = hashes(video)
mid = middle(video)
table = next(i for i in range(1, len(whole)) if whole[i] != whole[0])  # the window's first picture
moving = [i > 0 and sum(abs(a - b) for a, b in zip(mid[i], mid[i - 1])) / len(mid[i]) >= 2.0
          for i in range(len(mid))]
start = next(i for i in range(table + 1, len(mid) - 4) if moving[i] and sum(moving[i + 1:i + 5]) >= 2)
window = range(start, min(len(whole), start + 60))
changed = sum(1 for i in window if whole[i] != whole[i - 1])
print(f"{len(whole)} frames; table shows at {table}, motion starts at {start} "
      f"({(start - table) * 1000 // 30} ms later); changed {changed} of {len(window)} = "
      f"{100 * changed / len(window):.0f}%")
