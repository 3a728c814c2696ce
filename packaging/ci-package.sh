#!/usr/bin/env bash
# Builds the .deb in a configured and built build directory, installs it on this machine with apt
# (so its dependencies resolve), then checks the installed game from outside the source tree:
# `bizon --version`, `bizon replay` on a golden record copied to a temporary folder, the desktop
# entry, the AppStream metainfo, the icons, and the table server's systemd unit (installed, not
# enabled, passing `systemd-analyze verify`). Exits non-zero on the first failure.
#
# Usage: packaging/ci-package.sh BUILD_DIR [--screenshot FILE.png] [--remove]
#   --screenshot FILE.png  also start the installed game under Xvfb and save a screenshot
#                          (needs xvfb and imagemagick; only useful once the table exists)
#   --remove               uninstall the package again at the end, even after a failure
#                          (without it the CI machine keeps the game installed)
# Needs root (apt-get), and the Debian packages cmake, dpkg-dev (dpkg-shlibdeps),
# desktop-file-utils, appstream and systemd (systemd-analyze; no systemd need be running).
set -euo pipefail

usage() { echo "usage: $0 BUILD_DIR [--screenshot FILE.png] [--remove]" >&2; exit 2; }
step() { printf '\n== %s\n' "$*"; }
fail() { printf 'ci-package: FAILED: %s\n' "$*" >&2; exit 1; }

[ $# -ge 1 ] || usage
build_dir=$(cd "$1" && pwd) || fail "no build directory $1"
shift
screenshot=""
remove_after=false
while [ $# -gt 0 ]; do
  case "$1" in
    --screenshot) [ $# -ge 2 ] || usage; screenshot=$(realpath -m "$2"); shift 2 ;;
    --remove) remove_after=true; shift ;;
    *) usage ;;
  esac
done
source_dir=$(cd "$(dirname "$0")/.." && pwd)
export DEBIAN_FRONTEND=noninteractive
[ -f "$build_dir/CPackConfig.cmake" ] || fail "$build_dir is not a configured build (no CPackConfig.cmake)"

for tool in cpack:cmake dpkg-shlibdeps:dpkg-dev desktop-file-validate:desktop-file-utils \
            appstreamcli:appstream apt-get:apt systemd-analyze:systemd; do
  command -v "${tool%%:*}" >/dev/null || fail "${tool%%:*} is missing (install the Debian package ${tool#*:})"
done

# Everything the installed game touches lives here, outside the source and build trees.
work=$(mktemp -d /tmp/bizon-ci-package.XXXXXX)
installed_here=false
cleanup() {
  rm -rf "$work"
  if $remove_after && $installed_here; then
    step "apt-get remove -y bizon"
    apt-get remove -y bizon
  fi
}
trap cleanup EXIT
# The installed game runs with a plain environment: nothing from the build may leak in.
run_installed() { (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 "$@"); }

step "cpack -G DEB in $build_dir"
rm -f "$build_dir"/bizon_*.deb
(cd "$build_dir" && cpack -G DEB) || fail "cpack -G DEB"
debs=("$build_dir"/bizon_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then fail "expected one bizon_*.deb in $build_dir"; fi
deb=${debs[0]}
dpkg-deb --info "$deb"

step "package metadata"
version=$(dpkg-deb --field "$deb" Version)
[ "$(dpkg-deb --field "$deb" Section)" = games ] || fail "Section is not games"
depends=$(dpkg-deb --field "$deb" Depends)
case "$depends" in *fonts-dejavu-core*) ;; *) fail "Depends lacks fonts-dejavu-core: $depends" ;; esac
case "$depends" in *libc6*) ;; *) fail "Depends lacks the dpkg-shlibdeps dependencies: $depends" ;; esac
case "$depends" in *librsvg2-2*) ;; *) fail "Depends lacks librsvg2-2 (the decks): $depends" ;; esac
recommends=$(dpkg-deb --field "$deb" Recommends)
case "$recommends" in *gnome-cards-data*) ;; *) fail "Recommends lacks gnome-cards-data: $recommends" ;; esac
contents=$(dpkg-deb --contents "$deb")
grep -q '\./usr/share/doc/bizon/copyright$' <<<"$contents" || fail "no /usr/share/doc/bizon/copyright in the package"
echo "Version: $version"
echo "Depends: $depends"
echo "Recommends: $recommends"

step "apt-get install $deb"
if dpkg-query --show --showformat='${Status}' bizon 2>/dev/null | grep -q 'install ok installed'; then
  apt-get remove -y bizon
fi
apt-get install -y "$deb" || fail "apt-get install $deb (did apt-get update run?)"
installed_here=true
[ "$(command -v bizon)" = /usr/bin/bizon ] || fail "bizon on PATH is $(command -v bizon), not /usr/bin/bizon"
dpkg -S /usr/bin/bizon | grep -q '^bizon:' || fail "/usr/bin/bizon does not belong to the package"

step "bizon --version (from $work)"
output=$(run_installed bizon --version) || fail "bizon --version exited with $?"
echo "$output"
[ "$output" = "bizon ${version%-*}" ] || fail "bizon --version printed '$output', expected 'bizon ${version%-*}'"

step "bizon replay on a golden record (from $work)"
golden=""
expected=""
# A won game first (it plays every trick), else any valid record.
for candidate in "$source_dir"/tests/replay/golden/bizon_won.json "$source_dir"/tests/replay/golden/*.json; do
  case "$(basename "$candidate")" in invalid-*|*.expected.json) continue ;; esac
  [ -f "$candidate" ] || continue
  golden=$candidate
  expected=${candidate%.json}.expected.json
  break
done
if [ -n "$golden" ]; then
  cp "$golden" "$work/golden.json"
  echo "record: $golden"
else
  echo "no golden record in tests/replay/golden; making one with the installed bizon simulate"
  run_installed bizon simulate --games 1 --seed 1 --out "$work/simulated.jsonl" \
    || fail "bizon simulate exited with $?"
  head -n 1 "$work/simulated.jsonl" > "$work/golden.json"
  [ -s "$work/golden.json" ] || fail "bizon simulate wrote no record"
  expected=""
fi
run_installed bizon replay "$work/golden.json" > "$work/replay.json" || fail "bizon replay exited with $?"
cat "$work/replay.json"
if [ -n "$expected" ] && [ -f "$expected" ] && command -v python3 >/dev/null; then
  python3 - "$work/replay.json" "$expected" <<'EOF' || fail "bizon replay does not match $expected"
import json, sys
got, want = (json.load(open(path)) for path in sys.argv[1:3])
sys.exit(0 if got == want else 1)
EOF
  echo "matches $(basename "$expected")"
fi

step "the .tar.gz, unpacked in $work/unpacked, run from $work"
rm -f "$build_dir"/bizon-*.tar.gz
(cd "$build_dir" && cpack -G TGZ) || fail "cpack -G TGZ"
tarballs=("$build_dir"/bizon-*.tar.gz)
if [ ${#tarballs[@]} -ne 1 ] || [ ! -f "${tarballs[0]}" ]; then
  fail "expected one bizon-*.tar.gz in $build_dir"
fi
mkdir "$work/unpacked"
tar -xzf "${tarballs[0]}" -C "$work/unpacked"
unpacked_bizon=$(echo "$work"/unpacked/*/bin/bizon)
[ -x "$unpacked_bizon" ] || fail "no bin/bizon in ${tarballs[0]}"
output=$(run_installed "$unpacked_bizon" --version) || fail "unpacked bizon --version exited with $?"
[ "$output" = "bizon ${version%-*}" ] || fail "unpacked bizon --version printed '$output'"
run_installed "$unpacked_bizon" replay "$work/golden.json" | cmp -s - "$work/replay.json" \
  || fail "unpacked bizon replay differs from the installed one"
echo "$(basename "${tarballs[0]}"): --version and replay work from $work"

step "installed files"
files=$(dpkg -L bizon)
desktop=$(grep '^/usr/share/applications/.*\.desktop$' <<<"$files") || fail "no desktop entry installed"
metainfo=$(grep '^/usr/share/metainfo/.*\.metainfo\.xml$' <<<"$files") || fail "no metainfo installed"
app_id=$(basename "$desktop" .desktop)
for size in 16 32 48 64 128 256; do
  grep -qx "/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png" <<<"$files" \
    || fail "no ${size}x${size} icon"
done
grep -qx "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" <<<"$files" || fail "no scalable icon"
if [ -d "$source_dir/localization/tables" ] && [ -n "$(ls -A "$source_dir/localization/tables")" ]; then
  [ -n "$(ls -A /usr/share/bizon/localization 2>/dev/null)" ] || fail "no tables in /usr/share/bizon/localization"
fi
if [ -d "$source_dir/assets" ] && [ -n "$(ls -A "$source_dir/assets")" ]; then
  [ -n "$(ls -A /usr/share/bizon/assets 2>/dev/null)" ] || fail "no files in /usr/share/bizon/assets"
fi
echo "$desktop, $metainfo, icons, /usr/share/bizon"

step "the table server's systemd unit: installed, not enabled, verified"
unit=$(grep -E '^(/usr)?/lib/systemd/system/bizon-server\.service$' <<<"$files") || fail "no bizon-server.service installed"
# Off until enabled: the package enables nothing (the .deb has no maintainer scripts).
state=$(systemctl --root=/ is-enabled bizon-server.service 2>&1) && fail "bizon-server.service is $state after installing"
[ "$state" = disabled ] || fail "bizon-server.service is '$state', not disabled, after installing"
if find /etc/systemd/system -name 'bizon-server.service' 2>/dev/null | grep -q .; then
  fail "the package enabled bizon-server.service: $(find /etc/systemd/system -name 'bizon-server.service')"
fi
# verify exits 0 on a setting it cannot parse (it ignores it, as systemd would): any word is a failure.
said=$(systemd-analyze verify "$unit" 2>&1) || fail "systemd-analyze verify $unit: $said"
[ -z "$said" ] || fail "systemd-analyze verify $unit: $said"
systemd-analyze security --offline=true --threshold=20 "$unit" | tail -n 1 || fail "bizon-server.service is exposed over 2.0 (systemd-analyze security)"
echo "$unit: disabled, verified"

step "desktop-file-validate $desktop"
desktop-file-validate "$desktop" || fail "desktop-file-validate"
echo "valid"

step "appstreamcli validate --no-net $metainfo"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
grep -q '<project_license>GPL-3.0-or-later</project_license>' "$metainfo" || fail "$metainfo has no project_license"

if [ -n "$screenshot" ]; then
  step "installed bizon under Xvfb, screenshot to $screenshot"
  for tool in xvfb-run:xvfb import:imagemagick; do
    command -v "${tool%%:*}" >/dev/null || fail "${tool%%:*} is missing (install the Debian package ${tool#*:})"
  done
  mkdir -p "$(dirname "$screenshot")"
  # One X server for both the game and the capture; the game must still be running when captured.
  # shellcheck disable=SC2016  # the inner script expands its own variables
  xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" bash -c '
    cd "$1" && env -i PATH=/usr/bin:/bin HOME="$1" LANG=C.UTF-8 DISPLAY="$DISPLAY" \
      XAUTHORITY="$XAUTHORITY" bizon > "$1/game.log" 2>&1 &
    game=$!
    sleep 5
    if ! kill -0 "$game" 2>/dev/null; then
      echo "bizon exited before the screenshot:" >&2; cat "$1/game.log" >&2; exit 1
    fi
    # With no window manager the window may open partly off the screen: bring it to the corner.
    if command -v xdotool >/dev/null; then
      xdotool search --name "^Bizon$" windowmove 0 0 >/dev/null 2>&1 && sleep 1
    fi
    import -window root "$2"
    status=$?
    kill "$game"; wait "$game" 2>/dev/null || true
    exit $status' _ "$work" "$screenshot" || fail "the installed game did not open under Xvfb"
  echo "saved $screenshot"
fi

printf '\nci-package: OK (%s)\n' "$(basename "$deb")"
