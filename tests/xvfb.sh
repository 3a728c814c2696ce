#!/bin/sh
# Runs a command under a virtual X server of its own, on a display nobody else holds: Xvfb picks the
# number itself (-displayfd), taking the first whose socket and lock it can create, which the system
# grants to one server only. Tests started at the same moment (ctest -j) therefore never share a
# display nor race for one, as they did with `xvfb-run -a`, which looks for a free number before its
# server takes it, or with numbers of a test's own range, which overlap.
#
# Usage: xvfb.sh "SERVER ARGUMENTS" COMMAND [ARGUMENTS...]  e.g. xvfb.sh "-screen 0 1280x720x24" bizon
# The command runs with DISPLAY set; its exit status is this script's. Exits 77 (CTest's "skipped")
# without Xvfb, 1 if the server does not start. The server runs with -noreset: it must not reset
# when its last client leaves (SFML's, between two test cases, or a probe of xdotool's just as the
# game connects), since it refuses connections meanwhile.
server_args=$1
shift
command -v Xvfb >/dev/null 2>&1 || { echo "skipped: Xvfb is missing"; exit 77; }
dir=$(mktemp -d) || exit 1
server=
stop() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
mkfifo "$dir/display" || exit 1
# shellcheck disable=SC2086 # the server's arguments are words
Xvfb -displayfd 3 -nolisten tcp -noreset $server_args 3>"$dir/display" 2>"$dir/server.log" </dev/null &
server=$!
# Xvfb writes the number once it listens; the read ends empty if it stops before.
read -r number <"$dir/display"
if [ -z "$number" ]; then
  echo "Xvfb did not start:" >&2
  tail -n 5 "$dir/server.log" >&2
  exit 1
fi
DISPLAY=:$number "$@"
