// The history's words for a set's date: in words, and in figures where a phone's list has no room for them.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <ctime>

#include "core/DataPaths.h"
#include "Language.h"
#include "core/Texts.h"
#include "screens/HistoryTexts.h"

using namespace bizon;
using namespace std::chrono;

TEST_CASE("a set's date: in words, or in figures for a narrow list, in each language's order", "[history]") {
  ::setenv("TZ", "UTC", 1);
  ::tzset();
  const DataPaths paths = DataPaths::locate();
  const TimePoint late = sys_days{year{2026} / November / 26} + hours{10} + minutes{39};
  const TimePoint early = sys_days{year{2025} / March / 1} + hours{9} + minutes{5};
  const Texts en(paths, localization::Language::English);
  CHECK(screens::formatDate(en, late) == "26 November 2026, 10:39");
  CHECK(screens::formatDate(en, late, true) == "26/11/26 10:39");
  CHECK(screens::formatDate(en, early, true) == "01/03/25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::French), early, true) == "01/03/25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::German), early, true) == "01.03.25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::Dutch), early, true) == "01-03-25 09:05");
  // In figures is always the shorter.
  for (const auto language : localization::allLanguages) {
    const Texts t(paths, language);
    CHECK(screens::formatDate(t, late, true).size() < screens::formatDate(t, late).size());
  }
}
