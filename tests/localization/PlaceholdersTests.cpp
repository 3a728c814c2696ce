// Tests of Placeholders: finding and filling "{name}" in a text.
#include <catch2/catch.hpp>

#include "Placeholders.h"

using namespace bizon::localization;

TEST_CASE("placeholdersOf finds the named placeholders", "[placeholders]") {
  CHECK(placeholdersOf("{player} has {gp} GP") == std::set<std::string>{"player", "gp"});
  CHECK(placeholdersOf("{n} of {total}, {n}") == std::set<std::string>{"n", "total"});
  CHECK(placeholdersOf("No placeholder").empty());
  SECTION("braces that do not form a name are plain text") {
    CHECK(placeholdersOf("{} { a } {a-b} {unclosed").empty());
    CHECK(placeholdersOf("{{x}}") == std::set<std::string>{"x"});
  }
}

TEST_CASE("fillPlaceholders replaces each placeholder by its argument", "[placeholders]") {
  CHECK(fillPlaceholders("{player} has {gp} GP", {{"player", "Goat"}, {"gp", "12"}}) == "Goat has 12 GP");
  CHECK(fillPlaceholders("{n} and {n}", {{"n", 3}}) == "3 and 3");
  CHECK(fillPlaceholders("Plain {text", {{"text", "x"}}) == "Plain {text");
  SECTION("numbers are written in plain digits") {
    CHECK(fillPlaceholders("{sp} SP", {{"sp", -5}}) == "-5 SP");
    CHECK(fillPlaceholders("{n}", {{"n", 40ULL}}) == "40");
  }
  SECTION("a placeholder without an argument stays visible") {
    CHECK(fillPlaceholders("{player} passes", {}) == "{player} passes");
    CHECK(fillPlaceholders("{player} has {gp} GP", {{"gp", 3}}) == "{player} has 3 GP");
  }
  SECTION("an argument's value is not scanned again") {
    CHECK(fillPlaceholders("{a}{b}", {{"a", "{b}"}, {"b", "B"}}) == "{b}B");
  }
  SECTION("the first argument of a name wins") {
    CHECK(fillPlaceholders("{n}", {{"n", "1"}, {"n", "2"}}) == "1");
  }
}
