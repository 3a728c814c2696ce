#!/bin/bash
# Builds every parser's fuzz target (the `fuzzers` target: set file, index, game record, settings, deck, …)
# with clang (libFuzzer, AddressSanitizer, UBSan) and runs each for a time budget, as many at once
# as there are cores. Exit status 1 if any target found a crash, a leak or a broken round trip.
# Usage: tests/history/run_fuzz.sh [SECONDS [TARGET...]]   (default 60 s each, every target;
#        BIZON_FUZZ_BUILD sets the build directory)
# Needs: clang (clang-14 on Debian 12) and libclang-rt-14-dev (the fuzzer and sanitizer runtimes).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
[ $# -gt 0 ] && shift
build=${BIZON_FUZZ_BUILD:-$root/build-fuzz}
cc=$(command -v clang-14 || command -v clang)
cxx=$(command -v clang++-14 || command -v clang++)

# Everything compiled with coverage (fuzzer-no-link) so libFuzzer sees into the engine, not only the target.
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DBIZON_FUZZ=ON -DBIZON_WERROR=OFF \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" >/dev/null
cmake --build "$build" --target fuzzers -j"$(nproc)"

targets=${*:-$(find "$build/tests" -type f -perm -u+x -name 'fuzz_*' -exec basename {} \; | sort)}
mkdir -p "$build/fuzz-artifacts"
# One target: its own corpus folder collects new inputs between runs; the checked-in seeds
# (fuzz_corpus/NAME without the fuzz_ prefix) stay read-only.
run_one() {
  name=$1
  exe=$(find "$build/tests" -type f -name "$name" | head -1)
  seeds="$here/fuzz_corpus/${name#fuzz_}"
  mkdir -p "$build/fuzz-corpus/$name"
  [ -d "$seeds" ] || seeds=
  if "$exe" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 -dict="$here/fuzz.dict" \
       -artifact_prefix="$build/fuzz-artifacts/$name-" -print_final_stats=1 "$build/fuzz-corpus/$name" $seeds \
       >"$build/fuzz-$name.log" 2>&1; then
    echo "$name: clean, $(grep -ao 'stat::number_of_executed_units: *[0-9]*' "$build/fuzz-$name.log" | grep -o '[0-9]*$') runs in $seconds s"
  else
    echo "$name: FAILED (see $build/fuzz-$name.log)"; tail -30 "$build/fuzz-$name.log"; return 1
  fi
}
# The round trips write files (with fsync): in memory when the machine offers it, or they crawl.
[ -d /dev/shm ] && [ -w /dev/shm ] && export TMPDIR=/dev/shm
failed=0
pids=
for name in $targets; do
  run_one "$name" &
  pids="$pids $!"
  # Never more at once than there are cores.
  while [ "$(jobs -pr | wc -l)" -ge "$(nproc)" ]; do sleep 1; done
done
for pid in $pids; do wait "$pid" || failed=1; done
exit $failed
