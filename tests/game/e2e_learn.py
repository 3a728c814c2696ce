#!/usr/bin/env python3
"""Learn to play, as a newcomer does it: every lesson completed by tapping only the points
the lesson's --targets entry expects; at each lesson's first step a tap elsewhere is refused with a
reason, and in lesson 1 a card that does not follow suit is refused with the table's own reason; a
lesson left from the ☰ button resumes where it was from the menu's Learn to play; at the end Play a
set starts a real set at Normal and lessons.json remembers every lesson. Then the very first launch
(no settings file) offers the lessons once. Used by e2e.sh (run under an X server of its own, tests/xvfb.sh)."""
import json, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_window import Window, fail  # noqa: E402

ELSEWHERE = [1100, 80]  # the scoresheet at 1280x720: nothing to tap there


def lesson(t):
    return t.get("lesson") if t else None


def snapshot(t):
    return json.dumps(t, sort_keys=True)


def tap_and_wait(w, t, point):
    """Taps, then the targets once they changed and the lesson waits for a tap again (or is gone)."""
    before = snapshot(t)
    w.click(point)
    return w.wait("the lesson to move on",
                  lambda t: snapshot(t) != before and (lesson(t) is None or lesson(t)["expect"]))


def main():
    exe, data = sys.argv[1], sys.argv[2]
    deadline = time.time() + float(os.environ.get("BIZON_E2E_TIMEOUT", 120))
    w = Window(exe, data, ["--learn"], deadline)
    t = w.wait("the first lesson", lambda t: lesson(t) and lesson(t)["expect"])
    count = lesson(t)["count"]
    if lesson(t)["number"] != 1 or not 6 <= count <= 8:
        fail("expected lesson 1 of 6 to 8, got %s" % lesson(t))
    seen, taps, refusals, left = set(), 0, 0, False
    while True:
        l = lesson(t)
        if l is None:
            break
        n = l["number"]
        if n not in seen:
            # A tap elsewhere is refused, with a reason, and changes nothing else.
            # (A tap while a card still settles only lands it: tap again then.)
            seen.add(n)
            for _ in range(3):
                t = tap_and_wait(w, t, ELSEWHERE)
                if lesson(t)["refused"]:
                    break
            if not lesson(t)["refused"] or not lesson(t)["reason"]:
                fail("lesson %d: a tap elsewhere was not refused with a reason: %s" % (n, lesson(t)))
            refusals += 1
            continue
        if n == 1 and "AS" in l["hand"] and "AH" in l["hand"] and "9H" in l["hand"] and len(l["hand"]) == 8 \
                and not l["refused"]:
            # Sheep led the king of hearts: the ace of spades does not follow (R10), the 9 of hearts
            # does but is not the lesson's card.
            t = tap_and_wait(w, t, l["hand"]["AS"])
            if lesson(t)["reason"] != "You must follow hearts":
                fail("the ace of spades on a heart lead was not refused as the table does: %s" % lesson(t))
            t = tap_and_wait(w, t, lesson(t)["hand"]["9H"])
            if not lesson(t)["refused"] or not lesson(t)["reason"].startswith("The rules allow it"):
                fail("the 9 of hearts was not refused with the lesson's reason: %s" % lesson(t))
            refusals += 2
            l = lesson(t)
        if n == 2 and not left and l["expect"] and len(l["hand"]) == 8:
            # Left from the ☰ button, resumed from the menu where it was.
            left = True
            expect = l["expect"]
            w.click(t["buttons"]["menu"])
            t = w.wait("the table", lambda t: t.get("screen") == "table")
            w.click(t["buttons"]["menu"])
            w.press("menu", "learn")
            t = w.wait("the lesson resumed", lambda t: lesson(t) and lesson(t)["expect"])
            if lesson(t)["number"] != 2 or lesson(t)["expect"] != expect:
                fail("lesson 2 did not resume where it was left: %s, expected %s" % (lesson(t), expect))
            continue
        if not l["expect"]:
            t = w.wait("a tap to ask for", lambda t: lesson(t) is None or lesson(t)["expect"])
            continue
        if l["done"] and not all(k in seen for k in range(1, count + 1)):
            fail("done before every lesson was seen: %s" % sorted(seen))
        t = tap_and_wait(w, t, l["expect"][0])
        if lesson(t) and lesson(t)["refused"]:
            fail("the expected tap was refused: %s" % lesson(t))
        taps += 1
    if seen != set(range(1, count + 1)):
        fail("lessons seen: %s" % sorted(seen))
    if not left:
        fail("lesson 2 was never left and resumed")
    # Play a set: a real set at Normal (the set the table left, played since lesson 2, is asked
    # about first), and every lesson remembered.
    t = w.wait("the table or the new set's question", lambda t: t.get("screen") in ("table", "dialog"))
    if t["screen"] == "dialog":
        w.press("dialog", "confirm")
    w.wait("the table", lambda t: t.get("screen") == "table")
    with open(os.path.join(data, "lessons.json")) as f:
        progress = json.load(f)
    with open(os.path.join(data, "settings.json")) as f:
        settings = json.load(f)
    if progress["done"] != list(range(1, count + 1)) or settings.get("level") != "normal":
        fail("after the lessons: lessons.json %s, level %s" % (progress, settings.get("level")))
    w.game.terminate()
    w.game.wait(timeout=10)

    # The very first launch (no settings file) offers the lessons; Not now, and the next launch does not.
    first = os.path.join(data, "first")
    os.mkdir(first)
    w = Window(exe, first, [], deadline)
    w.press("learn_offer", "not_now")
    w.wait("the table", lambda t: t.get("screen") == "table")
    w.game.terminate()
    w.game.wait(timeout=10)
    w = Window(exe, first, [], deadline)
    t = w.wait("the table", lambda t: t.get("screen") in ("table", "learn_offer"))
    time.sleep(0.5)
    if w.read().get("screen") != "table":
        fail("the lessons were offered again on the second launch")
    w.game.terminate()
    w.game.wait(timeout=10)
    print("lessons:", count, "taps:", taps, "refusals checked:", refusals)


if __name__ == "__main__":
    main()
