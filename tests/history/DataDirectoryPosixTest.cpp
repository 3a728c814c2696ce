// Where the player's files are kept on Linux and other POSIX systems: BIZON_DATA_DIR, else XDG's data home.
#include <catch2/catch.hpp>

#include "DataDirectoryIn.h"
#include "history/HistoryPaths.h"

using namespace bizon;

using test::dataDirectoryIn;

TEST_CASE("dataDirectory: BIZON_DATA_DIR, else $XDG_DATA_HOME/bizon, else ~/.local/share/bizon", "[store]") {
  CHECK(dataDirectoryIn({{"BIZON_DATA_DIR", "/d"}, {"XDG_DATA_HOME", "/x"}, {"HOME", "/h"}}) == "/d");
  CHECK(dataDirectoryIn({{"XDG_DATA_HOME", "/x"}, {"HOME", "/h"}}) == "/x/bizon");
  CHECK(dataDirectoryIn({{"BIZON_DATA_DIR", ""}, {"XDG_DATA_HOME", "/x"}}) == "/x/bizon");
  CHECK(dataDirectoryIn({{"XDG_DATA_HOME", "relative"}, {"HOME", "/h"}}) == "/h/.local/share/bizon");
  CHECK(dataDirectoryIn({{"HOME", "/h"}}) == "/h/.local/share/bizon");
  CHECK_THROWS_AS(dataDirectoryIn({}), std::runtime_error);
  CHECK(historyDirectory("/d") == "/d/history");
}
