#!/usr/bin/env python3
"""`bizon sounds export DIR` clears the bars: at least 10 distinct 16-bit WAVs named after their
sounds, each 30 ms to 2.5 s long, RMS >= 0.01, peak below -1 dBFS, and faded in and out (silent
at both ends, at most half its peak in the first 2 ms and a tenth in the last 2 ms); a second
export is the same, byte for byte. Usage: sounds_export.py BIZON_EXE"""
import array, hashlib, math, os, subprocess, sys, tempfile, wave

def export(exe, folder):
    subprocess.run([exe, "sounds", "export", folder], check=True, stdout=subprocess.DEVNULL)
    return {f: open(os.path.join(folder, f), "rb").read() for f in sorted(os.listdir(folder))}

def main():
    exe = sys.argv[1]
    failures = []
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        first, second = export(exe, a), export(exe, b)
        if first != second:
            failures.append("two exports differ")
        names = [f for f in first if f.endswith(".wav")]
        if len(names) < 10:
            failures.append("only %d sounds" % len(names))
        if len({hashlib.sha256(first[f]).hexdigest() for f in names}) != len(names):
            failures.append("some sounds are the same")
        for name in names:
            with wave.open(os.path.join(a, name)) as w:
                if (w.getsampwidth(), w.getnchannels()) != (2, 1):
                    failures.append("%s: not 16-bit mono" % name)
                    continue
                rate = w.getframerate()
                x = array.array("h", w.readframes(w.getnframes()))
            if sys.byteorder == "big":
                x.byteswap()
            s = [v / 32768.0 for v in x]
            seconds = len(s) / rate
            rms = math.sqrt(sum(v * v for v in s) / len(s))
            peak = max(abs(v) for v in s)
            edge = rate * 2 // 1000
            head, tail = max(abs(v) for v in s[:edge]), max(abs(v) for v in s[-edge:])
            print("%-16s %.3f s  rms %.3f  peak %.1f dBFS  first 2 ms %.0f%%  last 2 ms %.0f%% of peak"
                  % (name, seconds, rms, 20 * math.log10(peak), 100 * head / peak, 100 * tail / peak))
            checks = [(0.030 <= seconds <= 2.5, "length %.3f s" % seconds), (rms >= 0.01, "rms %.4f" % rms),
                      (20 * math.log10(peak) < -1.0, "peak %.2f dBFS" % (20 * math.log10(peak))),
                      (abs(s[0]) < 0.001 and abs(s[-1]) < 0.001, "not silent at its ends"),
                      (head <= 0.5 * peak, "no fade in"), (tail <= 0.1 * peak, "no fade out")]
            failures += ["%s: %s" % (name, why) for ok, why in checks if not ok]
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
