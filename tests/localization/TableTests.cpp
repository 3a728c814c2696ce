// Tests of Table and TableError: reading one language's file, and refusing broken ones clearly.
#include <catch2/catch.hpp>

#include "Catalog.h"
#include "Table.h"
#include "TableError.h"
#include "TestSupport.h"

using namespace bizon::localization;
using bizon::localization::test::ScratchDirectory;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

// The TableError that reading `json` as `name` (written in `language`) throws.
TableError errorOf(std::string_view json, Language language = Language::English,
                   const std::string& name = "en.json") {
  ScratchDirectory scratch;
  const auto file = scratch.write(name, json);
  try {
    Table::loadFile(file, language);
  } catch (const TableError& error) {
    CHECK(error.file() == file.string());
    CHECK_THAT(error.what(), Contains(file.string()));
    CHECK_THAT(error.what(), Contains(error.problem()));
    return error;
  }
  FAIL("no TableError for: " << json);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("a table maps dotted keys to texts and plural forms", "[table]") {
  const Table table = Table::parse(R"({
    "menu.quit": "Quit",
    "count.tricks": {"one": "{n} trick", "other": "{n} tricks"}
  })", "memory", Language::English);
  CHECK(table.language() == Language::English);
  CHECK(table.entries().size() == 2);
  REQUIRE(table.find("menu.quit") != nullptr);
  CHECK(table.find("menu.quit")->text == "Quit");
  CHECK_FALSE(table.find("menu.quit")->isPlural());
  REQUIRE(table.find("count.tricks") != nullptr);
  CHECK(table.find("count.tricks")->isPlural());
  CHECK(table.find("count.tricks")->forms.at("other") == "{n} tricks");
  CHECK(table.find("menu") == nullptr);
}

TEST_CASE("a table file may start with a UTF-8 byte order mark", "[table]") {
  const Table table = Table::parse("\xEF\xBB\xBF{\"a.b\": \"\xC3\xA9t\xC3\xA9\"}", "bom", Language::French);
  CHECK(table.find("a.b")->text == "\xC3\xA9t\xC3\xA9");
}

TEST_CASE("Table::fileFor names the table after the language code", "[table]") {
  CHECK(Table::fileFor("assets/localization", Language::Dutch) ==
        std::filesystem::path("assets/localization") / "nl.json");
}

TEST_CASE("broken tables throw a TableError naming the file, the place and the problem", "[table]") {
  SECTION("invalid JSON: a missing comma") {
    const auto error = errorOf("{\n  \"menu.quit\": \"Quit\"\n  \"menu.back\": \"Back\"\n}\n");
    CHECK(error.line() == 3);
    CHECK_THAT(error.problem(), Contains("comma"));
  }
  SECTION("invalid JSON: a trailing comma") {
    const auto error = errorOf("{\"menu.quit\": \"Quit\",}");
    CHECK(error.line() == 1);
    CHECK_THAT(error.problem(), Contains("invalid JSON"));
  }
  SECTION("the JSON stops early") {
    CHECK_THAT(errorOf("{\"menu.quit\": \"Quit\"").problem(), Contains("ends too early"));
  }
  SECTION("text after the table") {
    CHECK_THAT(errorOf("{\"menu.quit\": \"Quit\"} {}").problem(), Contains("after the end"));
  }
  SECTION("an empty file") {
    CHECK_THAT(errorOf("  \n").problem(), Contains("empty"));
  }
  SECTION("the table is not an object") {
    CHECK_THAT(errorOf("[\"Quit\"]").problem(), Contains("one JSON object"));
    CHECK_THAT(errorOf("\"Quit\"").problem(), Contains("one JSON object"));
  }
  SECTION("a value of the wrong type") {
    const auto error = errorOf("{\"menu.quit\": \"Quit\",\n \"menu.count\": 3}");
    CHECK(error.line() == 2);
    CHECK_THAT(error.problem(), Contains("\"menu.count\"") && Contains("not a number"));
    CHECK_THAT(errorOf("{\"a\": null}").problem(), Contains("\"a\"") && Contains("null"));
    CHECK_THAT(errorOf("{\"a\": true}").problem(), Contains("true or false"));
    CHECK_THAT(errorOf("{\"a\": [\"x\"]}").problem(), Contains("not a list"));
    CHECK_THAT(errorOf("{\"a\": {\"one\": {\"x\": \"y\"}}}").problem(),
               Contains("plural form \"one\"") && Contains("not an object"));
  }
  SECTION("a duplicate key") {
    const auto error = errorOf("{\n\"menu.quit\": \"Quit\",\n\"menu.quit\": \"Leave\"\n}");
    CHECK(error.line() == 3);
    CHECK_THAT(error.problem(), Contains("\"menu.quit\" appears twice"));
  }
  SECTION("a malformed key") {
    CHECK_THAT(errorOf("{\"menu..quit\": \"Quit\"}").problem(), Contains("not a valid key"));
    CHECK_THAT(errorOf("{\"menu quit\": \"Quit\"}").problem(), Contains("not a valid key"));
    CHECK_THAT(errorOf("{\"\": \"Quit\"}").problem(), Contains("not a valid key"));
  }
  SECTION("an empty text") {
    CHECK_THAT(errorOf("{\"menu.quit\": \"\"}").problem(), Contains("\"menu.quit\"") && Contains("empty"));
    CHECK_THAT(errorOf("{\"menu.quit\": \"  \"}").problem(), Contains("empty"));
    CHECK_THAT(errorOf("{\"c\": {\"one\": \"\", \"other\": \"x\"}}").problem(),
               Contains("plural form \"one\"") && Contains("empty"));
  }
  SECTION("a plural entry without a form the language needs") {
    const auto error = errorOf("{\"count.tricks\": {\"other\": \"{n} tricks\"}}");
    CHECK_THAT(error.problem(), Contains("\"count.tricks\"") && Contains("plural form one missing"));
    CHECK_THAT(errorOf("{\"c\": {}}").problem(), Contains("plural forms one, other missing"));
  }
  SECTION("a plural form the language does not have") {
    const auto error =
        errorOf("{\"c\": {\"one\": \"a\", \"few\": \"b\", \"other\": \"c\"}}", Language::German, "de.json");
    CHECK_THAT(error.problem(), Contains("\"few\" is not a plural form of de"));
    CHECK_THAT(errorOf("{\"c\": {\"one\": \"a\", \"one\": \"b\"}}").problem(), Contains("appears twice"));
  }
  SECTION("text that is not UTF-8 (a Latin-1 file)") {
    const auto error = errorOf("{\n\"seat.goat\": \"Ch\xE8vre\"\n}", Language::French, "fr.json");
    CHECK(error.line() == 2);
    CHECK(error.column() == 17);
    CHECK_THAT(error.problem(), Contains("not valid UTF-8") && Contains("0xE8"));
  }
}

TEST_CASE("a missing table file is an error that names it", "[table]") {
  ScratchDirectory scratch;
  const auto file = scratch.path() / "nl.json";
  REQUIRE_THROWS_AS(Table::loadFile(file, Language::Dutch), TableError);
  try {
    Table::load(scratch.path(), Language::Dutch);
  } catch (const TableError& error) {
    CHECK(error.file() == file.string());
    CHECK_THAT(error.problem(), Contains("does not exist"));
  }
  CHECK_THROWS_AS(Table::loadFile(scratch.path(), Language::Dutch), TableError);  // a directory
}

TEST_CASE("a Catalog over a broken table throws, naming that table", "[table][catalog]") {
  ScratchDirectory scratch;
  scratch.write("en.json", R"({"menu.quit": "Quit"})");
  scratch.write("fr.json", "{\"menu.quit\": \"Quitter\",\n\"menu.back\" \"Retour\"}");
  try {
    Catalog catalog(scratch.path(), Language::French);
    FAIL("the broken French table was accepted");
  } catch (const TableError& error) {
    CHECK(error.file() == (scratch.path() / "fr.json").string());
    CHECK(error.line() == 2);
    CHECK_THAT(std::string(error.what()), StartsWith("localization table ") && Contains("fr.json, line 2"));
  }
  SECTION("and the English table alone still loads") {
    CHECK(Catalog(scratch.path(), Language::English).text("menu.quit") == "Quit");
  }
}
