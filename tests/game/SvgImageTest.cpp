// SVG through librsvg: a picture, one element as the whole picture draws it, svgz, and refusals.
#include "Gzip.h"
#include <catch2/catch.hpp>

#include <zlib.h>

#include "decks/SvgImage.h"

using namespace bizon::decks;

namespace {

// A 40x20 picture: a red square on the left, and on the right a blue square drawn by a <use> moved
// by its parent group's transform.
const std::string picture = R"svg(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  width="40" height="20"><defs><rect id="sq" width="20" height="20" fill="#0000ff"/></defs>
  <rect id="red" x="0" y="0" width="20" height="20" fill="#ff0000"/>
  <g transform="translate(20,0)"><use id="blue" xlink:href="#sq"/></g></svg>)svg";

std::array<int, 4> at(const Pixels& p, unsigned x, unsigned y) {
  const std::size_t i = (std::size_t{y} * p.width + x) * 4;
  return {p.rgba[i], p.rgba[i + 1], p.rgba[i + 2], p.rgba[i + 3]};
}

using bizon::test::gzip;

}  // namespace

TEST_CASE("an SVG picture renders at any pixel size", "[svg]") {
  const SvgImage svg(picture);
  CHECK(svg.size().width == 40.0);
  CHECK(svg.size().height == 20.0);
  const Pixels p = svg.render(80, 40);
  REQUIRE(p.width == 80);
  REQUIRE(p.height == 40);
  CHECK(at(p, 10, 20) == std::array{255, 0, 0, 255});
  CHECK(at(p, 70, 20) == std::array{0, 0, 255, 255});
}

TEST_CASE("one element renders as the whole picture draws it, transforms and <use> included", "[svg]") {
  const SvgImage svg(picture);
  REQUIRE(svg.has("blue"));
  CHECK_FALSE(svg.has("green"));
  const auto box = svg.box("blue");
  REQUIRE(box);
  CHECK(box->x == Approx(20.0));
  CHECK(box->width == Approx(20.0));
  const Pixels p = svg.renderElement("blue", 10, 10);
  CHECK(at(p, 0, 0) == std::array{0, 0, 255, 255});
  CHECK(at(p, 9, 9) == std::array{0, 0, 255, 255});
  // A region of the picture: the element alone, nothing of its neighbour.
  const Pixels both = svg.renderElement("blue", Box{0, 0, 40, 20}, 40, 20);
  CHECK(at(both, 5, 5)[3] == 0);
  CHECK(at(both, 30, 5) == std::array{0, 0, 255, 255});
  CHECK_THROWS_AS(svg.renderElement("green", 10, 10), SvgError);
}

TEST_CASE("gzip-compressed SVG (svgz) reads like SVG, inflated within a limit", "[svg]") {
  const std::string svgz = gzip(picture);
  CHECK(SvgImage(svgz).has("red"));
  CHECK(inflateIfGzip(svgz, 1 << 20) == picture);
  CHECK_THROWS_WITH(inflateIfGzip(svgz, 100), Catch::Contains("larger than"));
  CHECK_THROWS_WITH(inflateIfGzip(svgz.substr(0, svgz.size() / 2), 1 << 20), Catch::Contains("truncated"));
}

TEST_CASE("what is not SVG is refused with one line", "[svg]") {
  CHECK_THROWS_WITH(SvgImage("hello"), Catch::Contains("not SVG"));
  CHECK_THROWS_AS(SvgImage("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect"), SvgError);
  CHECK_THROWS_WITH(SvgImage("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"), Catch::Contains("no size"));
  const SvgImage svg(picture);
  CHECK_THROWS_AS(svg.render(0, 10), SvgError);
}
