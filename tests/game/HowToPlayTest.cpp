// The How to play screen's pages: paragraphs kept whole when they fit, never a line past the page.
#include <catch2/catch.hpp>

#include "screens/HowToPlayScreen.h"

using namespace bizon::screens;

namespace {

std::vector<std::string> lines(int n, const std::string& name) {
  std::vector<std::string> result;
  for (int i = 0; i < n; ++i) result.push_back(name + std::to_string(i));
  return result;
}

}  // namespace

TEST_CASE("paginate keeps paragraphs whole on a page when they fit", "[howto]") {
  // Pages 100 px tall, lines 20 px, a 10 px gap between paragraphs.
  const auto pages = paginate({lines(2, "a"), lines(2, "b"), lines(3, "c")}, 20.f, 10.f, 100.f);
  REQUIRE(pages.size() == 2);
  REQUIRE(pages[0].size() == 4);
  CHECK(pages[0][0].y == 0.f);
  CHECK(pages[0][1].y == 20.f);
  CHECK(pages[0][2].text == "b0");
  CHECK(pages[0][2].y == 50.f);  // after the gap
  // "c" needs 60 px and only 20 are left: it starts page 2 rather than being cut.
  REQUIRE(pages[1].size() == 3);
  CHECK(pages[1][0].text == "c0");
  CHECK(pages[1][0].y == 0.f);
}

TEST_CASE("paginate splits only a paragraph taller than a page, and no line overflows", "[howto]") {
  const auto pages = paginate({lines(1, "a"), lines(12, "b")}, 20.f, 10.f, 100.f);
  REQUIRE(pages.size() == 3);
  CHECK(pages[0].size() == 4);  // a0, then b0…b2 fill the page
  CHECK(pages[0][1].text == "b0");
  CHECK(pages[1].size() == 5);
  CHECK(pages[2].size() == 4);
  for (const auto& page : pages)
    for (const auto& line : page) CHECK(line.y + 20.f <= 100.f);
}

TEST_CASE("paginate always returns a page, even a page shorter than a line", "[howto]") {
  CHECK(paginate({}, 20.f, 10.f, 100.f).size() == 1);
  const auto pages = paginate({lines(2, "a")}, 20.f, 10.f, 10.f);
  REQUIRE(pages.size() == 2);
  CHECK(pages[0].size() == 1);
}
