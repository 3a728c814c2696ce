// Where the player's files are kept on Windows: BIZON_DATA_DIR, else %APPDATA%\Bizon (the Known Folder API's roaming application data).
#include <catch2/catch.hpp>
#include <cstdlib>

#include "DataDirectoryIn.h"
#include "history/HistoryPaths.h"

using namespace bizon;

using test::dataDirectoryIn;

TEST_CASE("dataDirectory: BIZON_DATA_DIR, else the roaming application data folder's Bizon", "[store]") {
  CHECK(dataDirectoryIn({{"BIZON_DATA_DIR", "C:\\d"}, {"XDG_DATA_HOME", "C:\\x"}}) == "C:\\d");
  // XDG_DATA_HOME and HOME are Linux's: Windows names the place itself.
  const std::filesystem::path roaming = dataDirectoryIn({{"XDG_DATA_HOME", "C:\\x"}, {"HOME", "C:\\h"}});
  CHECK(roaming.is_absolute());
  CHECK(roaming.filename() == "Bizon");
  CHECK(dataDirectoryIn({{"BIZON_DATA_DIR", ""}}) == roaming);
  // The folder %APPDATA% names, where Windows keeps it.
  const char* appData = std::getenv("APPDATA");
  REQUIRE(appData);
  CHECK(roaming == std::filesystem::path(appData) / "Bizon");
  CHECK(historyDirectory("C:\\d") == std::filesystem::path("C:\\d") / "history");
}
