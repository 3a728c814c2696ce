#!/usr/bin/env python3
"""motion.py VIDEO: the share of frames that differ from the previous one in the first two seconds
of motion (60 frames at 30 fps). Motion starts at the first frame from which the felt's middle
(where the deck lies and the cards fly, away from the panels) changes and changes twice more within the
next four frames, once the window has settled. Frames are compared by ffmpeg's framemd5 of the decoded video."""
import subprocess, sys

def hashes(video, crop=None):
    vf = ["-vf", crop] if crop else []
    out = subprocess.run(["ffmpeg", "-loglevel", "error", "-i", video, *vf, "-f", "framemd5", "-"],
                         capture_output=True, text=True, check=True).stdout
    return [l.split(",")[-1].strip() for l in out.splitlines() if l and not l.startswith("#")]

video = sys.argv[1]
whole = hashes(video)
middle = hashes(video, "crop=560:360:160:170")
table = next(i for i in range(1, len(whole)) if whole[i] != whole[0])  # the window's first picture
# The window settles (shown, moved to the corner): five frames alike in the middle.
settled = next(i for i in range(table + 5, len(middle)) if len(set(middle[i - 4:i + 1])) == 1)
# Motion: the middle changes, and again twice within the next four frames (a name turning yellow
# changes it once).
changes = [i > 0 and middle[i] != middle[i - 1] for i in range(len(middle))]
start = next(i for i in range(settled + 1, len(middle) - 4) if changes[i] and sum(changes[i + 1:i + 5]) >= 2)
window = range(start, min(len(whole), start + 60))
changed = sum(1 for i in window if whole[i] != whole[i - 1])
print(f"{len(whole)} frames; table shows at {table}, motion starts at {start}; "
      f"changed {changed} of {len(window)} = {100 * changed / len(window):.0f}%")
