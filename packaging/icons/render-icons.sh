#!/bin/sh
# Renders the committed PNG icons from the hand-drawn SVGs. Run it after editing an SVG, look at
# the PNGs, and commit them: the build never renders icons, so it needs no SVG tool.
# Needs rsvg-convert (Debian: librsvg2-bin) and, for the Windows .ico, ImageMagick's convert.
set -eu
cd "$(dirname "$0")"
for size in 16 32 48 64 128 256; do
  mkdir -p "hicolor/${size}x${size}/apps"
  source=bizon.svg
  [ "$size" -eq 16 ] && source=bizon-16.svg   # hand-fitted to the pixel grid
  rsvg-convert --width "$size" --height "$size" "$source" -o "hicolor/${size}x${size}/apps/bizon.png"
done
cp hicolor/64x64/apps/bizon.png ../../assets/icon.png   # the window's icon at run time
if command -v convert >/dev/null; then
  convert hicolor/16x16/apps/bizon.png hicolor/32x32/apps/bizon.png hicolor/48x48/apps/bizon.png \
          hicolor/256x256/apps/bizon.png ../windows/bizon.ico
fi
