#!/bin/bash
# The history attacked as a careless or hostile user would: named pipes, /dev/zero, folders,
# links and devices where files belong, /dev/full, planted temporary files, a linked sets folder,
# escape bytes, double imports, a lying index, two windows. Each case must end within 10 s, with
# its documented exit status, and with nothing lost or overwritten.
#
# Usage: attack.sh BIZON CASE   runs one case: exit 0 if it holds, 1 if not (CTest runs each)
#        attack.sh BIZON all    runs every case and prints "case | what happened | verdict"
#        attack.sh BIZON list   the names of the cases
# The window cases need Xvfb (and two-windows xdotool and python3): without them they skip (77).
set -u
bizon=$(realpath "$1")
what=${2:-all}
here=$(cd "$(dirname "$0")" && pwd)
cases="fifo-index-list fifo-index-check fifo-index-window fifo-settings-window zero-settings-window
replay-fifo show-fifo import-fifo replay-dev-zero replay-stdin-zero replay-dir
export-symlink export-device export-folder full-export full-list full-show full-stats full-replay
full-simulate planted-temp-index planted-temp-set linked-sets escape-replay long-replay escape-names
double-import check-data-file check-sets-file no-home review-corrupt lying-index stale-temps two-windows"

# Every command of a case runs under this: 10 s at most, 3 GB of address space at most (a reader
# without a limit then stops there instead of taking the machine's memory).
# The peak memory (KB) of the command and what it waited for goes to $tmp/rss, when GNU time is there.
limit() {
  local measure=
  [ -x /usr/bin/time ] && measure="/usr/bin/time -q -f %M -o $tmp/rss"
  rm -f "$tmp/rss"
  timeout -k 2 10 bash -c 'ulimit -v 3000000; exec '"$measure"' "$@"' limit "$@"
}
peak() { [ -s "$tmp/rss" ] && echo $(($(tail -n 1 "$tmp/rss") / 1024)) || echo 0; }

# run CMD...: runs it limited, with $data as the data directory; sets $status, $out, $err, $took.
run() {
  local start end
  start=$(date +%s.%N)
  BIZON_DATA_DIR=$data limit "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  end=$(date +%s.%N)
  took=$(printf '%.1f' "$(echo "$end - $start" | bc)")
  out=$(head -c 2000 "$tmp/out" | tr -d '\0')
  err=$(head -c 2000 "$tmp/err" | tr -d '\0')
}

# The window, under a virtual X server of its own (../xvfb.sh: a display nobody else holds, so that
# cases run at once, ctest -j, never race for one).
xvfb=$here/../xvfb.sh
window() {
  command -v Xvfb >/dev/null || { echo "skipped: Xvfb is missing"; exit 77; }
  run "$xvfb" "-screen 0 1280x720x24" "$bizon" --size 640x480 "$@"
}

# What happened, in words: the exit status (or the hang), and the first stderr line.
said() {
  local first
  first=$(printf '%s' "$err" | grep -av 'vertical sync' | head -1 | cut -c1-110 | cat -v)
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    printf 'hangs (killed after 10 s)'
  else
    printf 'exit %s in %s s' "$status" "$took"
    [ "$(peak)" -gt 0 ] && printf ', %s MB' "$(peak)"
    [ -n "$first" ] && printf ': "%s"' "$first"
  fi
}

verdict() {  # verdict OK DETAILS: one result line
  echo "$name | $(said)${2:+; $2} | $([ "$1" = 0 ] && echo PASS || echo FAIL)"
  return "$1"
}
expect() { [ "$status" = "$1" ]; }

# A history with one finished (simulated) set; $id is its id.
make_history() {
  BIZON_DATA_DIR=$data limit "$bizon" simulate --games 15 --seed "${1:-3}" --players random --save >/dev/null 2>&1
  id=$(basename "$(ls "$data/history/sets/"*.json | head -1)" .json)
}

case_fifo-index-list() { make_history; rm -f "$data/history/index.json"; mkfifo "$data/history/index.json"
  run "$bizon" history list; expect 0; verdict $?; }
case_fifo-index-check() { make_history; rm -f "$data/history/index.json"; mkfifo "$data/history/index.json"
  run "$bizon" history check; expect 1; verdict $?; }
case_fifo-index-window() { make_history; rm -f "$data/history/index.json"; mkfifo "$data/history/index.json"
  window --at history --screenshot "$tmp/shot.png"; expect 0; verdict $?; }
case_fifo-settings-window() { mkdir -p "$data"; mkfifo "$data/settings.json"
  window --at start --screenshot "$tmp/shot.png"; expect 0; verdict $?; }
case_zero-settings-window() { mkdir -p "$data"; ln -s /dev/zero "$data/settings.json"
  window --at start --screenshot "$tmp/shot.png"; expect 0 && [ "$(peak)" -lt 1000 ]; verdict $?; }
case_replay-fifo() { mkdir -p "$data"; mkfifo "$tmp/record.json"; run "$bizon" replay "$tmp/record.json"; expect 2; verdict $?; }
case_show-fifo() { make_history; mkfifo "$data/history/sets/20250101-000000-00000001.json"
  run "$bizon" history show 20250101-000000-00000001; expect 1; verdict $?; }
case_import-fifo() { make_history; mkfifo "$tmp/set.json"; run "$bizon" history import "$tmp/set.json"; expect 1; verdict $?; }
case_replay-dev-zero() { mkdir -p "$data"; run "$bizon" replay /dev/zero; expect 2; verdict $?; }
case_replay-stdin-zero() {
  mkdir -p "$data"
  local start; start=$(date +%s.%N)
  BIZON_DATA_DIR=$data limit "$bizon" replay - </dev/zero >"$tmp/out" 2>"$tmp/err"
  status=$?; took=$(printf '%.1f' "$(echo "$(date +%s.%N) - $start" | bc)"); err=$(head -c 2000 "$tmp/err")
  expect 2 && [ "$(peak)" -lt 100 ]; verdict $?; }
case_replay-dir() { mkdir -p "$data"; run "$bizon" replay "$tmp"; expect 2; verdict $?; }
case_export-symlink() {
  make_history; echo precious >"$tmp/victim"; ln -s "$tmp/victim" "$tmp/target.json"
  run "$bizon" history export "$id" "$tmp/target.json"
  local kept=0; [ -L "$tmp/target.json" ] && [ "$(cat "$tmp/victim")" = precious ] || kept=1
  expect 1 && [ $kept = 0 ]; verdict $? "$([ $kept = 0 ] && echo 'link and its target intact' || echo 'the link was replaced')"; }
case_export-device() {
  make_history; mknod "$tmp/null" c 1 3 2>/dev/null || { echo "skipped: mknod needs root"; exit 77; }
  run "$bizon" history export "$id" "$tmp/null"
  local kept=0; [ -c "$tmp/null" ] || kept=1
  expect 1 && [ $kept = 0 ]; verdict $? "$([ $kept = 0 ] && echo 'still a device' || echo 'the device became a regular file')"; }
case_export-folder() { make_history; mkdir "$tmp/folder"; run "$bizon" history export "$id" "$tmp/folder"
  [ -d "$tmp/folder" ] && expect 1; verdict $?; }
full() { run bash -c 'exec "$@" >/dev/full' full "$@"; expect 1; verdict $?; }
case_full-export() { make_history; full "$bizon" history export "$id" -; }
case_full-list() { make_history; full "$bizon" history list; }
case_full-show() { make_history; full "$bizon" history show "$id"; }
case_full-stats() { make_history; full "$bizon" history stats; }
case_full-replay() { make_history; BIZON_DATA_DIR=$data "$bizon" history show "$id" | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)["games"][0]))' >"$tmp/game.json"
  full "$bizon" replay "$tmp/game.json"; }
case_full-simulate() { mkdir -p "$data"; run "$bizon" simulate --games 50 --players random --out /dev/full; expect 1; verdict $?; }
case_planted-temp-index() {
  make_history; rm -f "$data/history/index.json"; echo precious >"$tmp/victim"
  # The pid-only name of earlier versions, planted by a process that then becomes bizon (same pid).
  run bash -c 'ln -s "$1" "$2/.index.json.$$.tmp"; exec "$3" history list' planted "$tmp/victim" "$data/history" "$bizon"
  local kept=0; [ "$(cat "$tmp/victim")" = precious ] || kept=1
  expect 0 && [ $kept = 0 ]; verdict $? "$([ $kept = 0 ] && echo 'victim intact' || echo 'the victim was overwritten')"; }
case_planted-temp-set() {
  make_history; "$bizon" history export "$id" "$tmp/set.json" 2>/dev/null </dev/null || BIZON_DATA_DIR=$data "$bizon" history export "$id" "$tmp/set.json" 2>/dev/null
  rm -rf "$data/history"; mkdir -p "$data/history/sets"; echo precious >"$tmp/victim"
  run bash -c 'ln -s "$1" "$2/.$4.json.$$.tmp"; exec "$3" history import "$5"' planted "$tmp/victim" "$data/history/sets" "$bizon" "$id" "$tmp/set.json"
  local kept=0; [ "$(cat "$tmp/victim")" = precious ] || kept=1
  expect 0 && [ $kept = 0 ]; verdict $? "$([ $kept = 0 ] && echo 'victim intact' || echo 'the victim was overwritten')"; }
case_linked-sets() {
  mkdir -p "$data/history" "$tmp/mine"; echo '{"my":"notes"}' >"$tmp/mine/notes.json"; ln -s "$tmp/mine" "$data/history/sets"
  run "$bizon" history list
  local kept=0; [ -f "$tmp/mine/notes.json" ] && [ ! -e "$data/history/damaged/notes.json" ] || kept=1
  expect 1 && [ $kept = 0 ]; verdict $? "$([ $kept = 0 ] && echo 'nothing moved' || echo 'notes.json moved into damaged/')"; }
# A record whose dealer is a string with escape, bell and NUL in it (JSON escapes), and one of 3 MB.
case_escape-replay() {
  mkdir -p "$data"; printf '{"format":"bizon-game-1","dealer":"\\u001b]0;pwned\\u0007\\u0000\\u001b[2J"}' >"$tmp/game.json"
  run "$bizon" replay "$tmp/game.json"
  local raw=0; LC_ALL=C grep -qaP '[\x00-\x08\x0b-\x1f\x7f]' "$tmp/err" && raw=1
  expect 2 && [ $raw = 0 ]; verdict $? "$([ $raw = 0 ] && echo 'no control bytes on stderr' || echo 'raw control bytes on stderr')"; }
case_long-replay() {
  mkdir -p "$data"; python3 -c 'import sys; sys.stdout.write("{\"format\":\"bizon-game-1\",\"dealer\":\"" + "x" * 3000000 + "\"}")' >"$tmp/game.json"
  run "$bizon" replay "$tmp/game.json"
  local size; size=$(stat -c %s "$tmp/err")
  expect 2 && [ "$size" -lt 2000 ]; verdict $? "$size bytes on stderr"; }
case_escape-names() {
  make_history; printf 'garbage' >"$data/history/sets/"$'\033[31m\007evil.json'
  run "$bizon" history check
  local raw=0; LC_ALL=C grep -qaP '[\x00-\x08\x0b-\x1f\x7f]' "$tmp/out" "$tmp/err" && raw=1
  expect 1 && [ $raw = 0 ]; verdict $? "$([ $raw = 0 ] && echo 'the name is escaped' || echo 'raw escape bytes in the output')"; }
case_double-import() {
  make_history; BIZON_DATA_DIR=$data "$bizon" history export "$id" "$tmp/set.json" 2>/dev/null
  # Another set, filed under the same id: the import cannot keep its id, and gets a new one.
  local keep=$data mine=$id; data=$tmp/other; make_history 4
  local other=$id; data=$keep; id=$mine
  sed "s/$other/$id/g" "$tmp/other/history/sets/$other.json" >"$tmp/same-id.json"
  rm -f "$data/history/sets/"*.json "$data/history/index.json"
  BIZON_DATA_DIR=$data "$bizon" history import "$tmp/same-id.json" >/dev/null 2>&1
  run "$bizon" history import "$tmp/set.json"; run "$bizon" history import "$tmp/set.json"
  local count; count=$(ls "$data/history/sets/" | wc -l)
  expect 0 && [ "$count" = 2 ]; verdict $? "$count sets after importing one set twice (2 expected)"; }
case_check-data-file() { echo 'a file' >"$tmp/file"; data=$tmp/file; run "$bizon" history check; expect 1; verdict $?; }
case_check-sets-file() { mkdir -p "$data/history"; echo 'a file' >"$data/history/sets"; run "$bizon" history check; expect 1; verdict $?; }
case_no-home() {
  command -v Xvfb >/dev/null || { echo "skipped: Xvfb is missing"; exit 77; }
  run env -u HOME -u XDG_DATA_HOME -u BIZON_DATA_DIR "$xvfb" "-screen 0 1280x720x24" "$bizon" --size 640x480 --at start --screenshot "$tmp/shot.png"
  expect 0; verdict $?; }
case_review-corrupt() {
  make_history; BIZON_DATA_DIR=$data "$bizon" history list >/dev/null 2>&1   # the index vouches for the set
  local file=$data/history/sets/$id.json
  # Damaged in place (same inode, size and time): only reading the file shows it.
  touch -r "$file" "$tmp/stamp"; printf 'XXXX' | dd of="$file" bs=1 seek=100 conv=notrunc 2>/dev/null; touch -r "$tmp/stamp" "$file"
  window --at review --screenshot "$tmp/shot.png"; expect 0; verdict $?; }
case_lying-index() {
  make_history; BIZON_DATA_DIR=$data "$bizon" history list >"$tmp/truth" 2>/dev/null
  # The first game's SP for you, changed in the index only: the set file (and its stamp) untouched.
  python3 - "$data/history/index.json" <<'EOF'
import sys
p = sys.argv[1]; t = open(p).read(); at = t.index('"games":"') + 9
t = t[:at + 2] + ('k' if t[at + 2] != 'k' else 'l') + t[at + 3:]
open(p, 'w').write(t)
EOF
  run "$bizon" history list
  local same=0; diff -q "$tmp/out" "$tmp/truth" >/dev/null || same=1
  expect 0 && [ $same = 0 ]; verdict $? "$([ $same = 0 ] && echo 'the list shows the files' || echo 'the list shows the lie')"; }
case_stale-temps() {
  make_history; mkdir -p "$data/history/damaged"
  # 2147483647: above Linux's largest pid, so their writers are surely dead.
  for f in "$data/history/.index.json.2147483647.tmp" "$data/history/damaged/.x.json.reason.txt.2147483647.tmp"; do echo half >"$f"; done
  run "$bizon" history list
  local left; left=$(find "$data" -name '*.2147483647.tmp' | wc -l)
  expect 0 && [ "$left" = 0 ]; verdict $? "$left abandoned temporary files left"; }
case_two-windows() {
  for tool in Xvfb xdotool python3; do command -v $tool >/dev/null || { echo "skipped: $tool is missing"; exit 77; }; done
  mkdir -p "$data"
  local start; start=$(date +%s.%N)
  timeout -k 2 170 "$xvfb" "-screen 0 1920x1080x24" python3 "$here/two_windows.py" "$bizon" "$data" >"$tmp/out" 2>"$tmp/err"
  status=$?; took=$(printf '%.1f' "$(echo "$(date +%s.%N) - $start" | bc)"); err=$(grep -av 'vertical sync' "$tmp/err" | tail -1)
  expect 0; verdict $? "$(tail -1 "$tmp/out")"; }

one() {
  name=$1
  tmp=$(mktemp -d)
  data=$tmp/data
  ( case_"$name" )
  local result=$?
  chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"
  return $result
}

case "$what" in
  list) echo $cases ;;
  all)
    failed=0
    for c in $cases; do one "$c"; [ $? = 1 ] && failed=$((failed + 1)); done
    echo "$failed failed"
    [ $failed = 0 ] ;;
  *)
    echo " $cases " | tr '\n' ' ' | grep -q " $what " || { echo "no case $what; try: attack.sh BIZON list" >&2; exit 2; }
    one "$what" ;;
esac
