#!/bin/sh
# Builds the history loader's fuzz target with clang (libFuzzer, AddressSanitizer, UBSan) and runs it for a time budget.
# Usage: tests/history/run_fuzz.sh [SECONDS]   (default 60; BIZON_FUZZ_BUILD sets the build directory)
# Needs: clang (clang-14 on Debian 12) and libclang-rt-14-dev (the fuzzer and sanitizer runtimes).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
build=${BIZON_FUZZ_BUILD:-$root/build-fuzz}
cc=$(command -v clang-14 || command -v clang)
cxx=$(command -v clang++-14 || command -v clang++)

# Everything compiled with coverage (fuzzer-no-link) so libFuzzer sees into the engine, not only the target.
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DBIZON_FUZZ=ON -DBIZON_WERROR=OFF \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" >/dev/null
cmake --build "$build" --target fuzz_loader -j2

# The first corpus folder collects new inputs between runs; the checked-in seeds stay read-only.
mkdir -p "$build/fuzz-corpus" "$build/fuzz-artifacts"
"$build/tests/history/fuzz_loader" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
  -dict="$here/fuzz.dict" -artifact_prefix="$build/fuzz-artifacts/" -print_final_stats=1 \
  "$build/fuzz-corpus" "$here/fuzz_corpus"
