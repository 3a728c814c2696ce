// Tests of Catalog: lookups, placeholders, plurals, English fallback and its report.
#include <catch2/catch.hpp>

#include "Catalog.h"
#include "TestSupport.h"

using namespace bizon::localization;
using bizon::localization::test::ScratchDirectory;
using bizon::localization::test::realTables;

namespace {

// A small English table and a French one that lacks some keys and has one English does not.
struct SmallTables {
  ScratchDirectory scratch;
  SmallTables() {
    scratch.write("en.json", R"({
      "menu.quit": "Quit",
      "menu.back": "Back",
      "message.player_has_gp": "{player} has {gp} GP",
      "count.tricks": {"one": "{n} trick", "other": "{n} tricks"},
      "count.games": {"one": "{n} game", "other": "{n} games"},
      "review.gp_line": {"one": "{player}: {n} trick, {gp} GP", "other": "{player}: {n} tricks, {gp} GP"},
      "format.decimal_separator": "."
    })");
    scratch.write("fr.json", R"({
      "menu.quit": "Quitter",
      "message.player_has_gp": "{player} a {gp} GP",
      "count.tricks": {"one": "{n} pli", "other": "{n} plis"},
      "review.gp_line": {"one": "{player} : {n} pli, {gp} GP", "other": "{player} : {n} plis, {gp} GP"},
      "format.decimal_separator": ",",
      "menu.qiut": "Quitter"
    })");
  }
};

}  // namespace

TEST_CASE("text gives the language's text of a key", "[catalog]") {
  SmallTables tables;
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(french.language() == Language::French);
  CHECK(french.text("menu.quit") == "Quitter");
  CHECK(french.has("menu.quit"));
  const Catalog english(tables.scratch.path(), Language::English);
  CHECK(english.text("menu.quit") == "Quit");
  CHECK(english.missing().empty());
  CHECK(english.surplus().empty());
}

TEST_CASE("format fills the placeholders", "[catalog]") {
  SmallTables tables;
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(french.format("message.player_has_gp", {{"player", "Chèvre"}, {"gp", "12"}}) == "Chèvre a 12 GP");
  CHECK(french.format("message.player_has_gp", {{"gp", 12}, {"player", "Mouton"}}) == "Mouton a 12 GP");
  SECTION("a forgotten argument shows as its placeholder") {
    CHECK(french.format("message.player_has_gp", {{"player", "Mouton"}}) == "Mouton a {gp} GP");
  }
  SECTION("unused arguments are ignored") {
    CHECK(french.format("menu.quit", {{"player", "Mouton"}}) == "Quitter");
  }
}

TEST_CASE("plural picks the form by the count, with the language's rule", "[catalog]") {
  SmallTables tables;
  const Catalog english(tables.scratch.path(), Language::English);
  CHECK(english.plural("count.tricks", 0) == "0 tricks");
  CHECK(english.plural("count.tricks", 1) == "1 trick");
  CHECK(english.plural("count.tricks", 8) == "8 tricks");
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(french.plural("count.tricks", 0) == "0 pli");
  CHECK(french.plural("count.tricks", 1) == "1 pli");
  CHECK(french.plural("count.tricks", 2) == "2 plis");
  SECTION("with other arguments") {
    CHECK(french.plural("review.gp_line", 1, {{"player", "Vous"}, {"gp", 4}}) == "Vous : 1 pli, 4 GP");
    CHECK(english.plural("review.gp_line", 3, {{"player", "Goat"}, {"gp", 17}}) == "Goat: 3 tricks, 17 GP");
  }
  SECTION("an explicit {n} wins over the count") {
    CHECK(english.plural("count.tricks", 1, {{"n", "one"}}) == "one trick");
  }
  SECTION("a plural key read as text gives its \"other\" form") {
    CHECK(english.text("count.tricks") == "{n} tricks");
    CHECK(english.format("count.tricks", {{"n", 5}}) == "5 tricks");
  }
  SECTION("a plain key read as plural is formatted with {n}") {
    CHECK(english.plural("message.player_has_gp", 2, {{"player", "Goat"}, {"gp", 2}}) == "Goat has 2 GP");
  }
}

TEST_CASE("a key the language lacks comes from English and is reported", "[catalog]") {
  SmallTables tables;
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(french.text("menu.back") == "Back");
  CHECK(french.missing() == std::vector<std::string>{"count.games", "menu.back"});
  CHECK(french.surplus() == std::vector<std::string>{"menu.qiut"});
  SECTION("an English plural fallback follows English rules") {
    CHECK(french.plural("count.games", 0) == "0 games");
    CHECK(french.plural("count.games", 1) == "1 game");
  }
}

TEST_CASE("an unknown key comes back as itself", "[catalog]") {
  SmallTables tables;
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(french.text("menu.no_such_key") == "menu.no_such_key");
  CHECK(french.format("menu.no_such_key", {{"player", "Goat"}}) == "menu.no_such_key");
  CHECK(french.plural("count.no_such_key", 3) == "count.no_such_key");
  CHECK_FALSE(french.has("menu.no_such_key"));
}

TEST_CASE("decimal writes numbers with the language's separator", "[catalog]") {
  SmallTables tables;
  const Catalog english(tables.scratch.path(), Language::English);
  const Catalog french(tables.scratch.path(), Language::French);
  CHECK(english.decimal(1.25, 1) == "1.2");
  CHECK(english.decimal(2.0 / 3.0, 2) == "0.67");
  CHECK(french.decimal(2.0 / 3.0, 2) == "0,67");
  CHECK(french.decimal(-1.5, 1) == "-1,5");
  CHECK(french.decimal(-0.01, 1) == "0,0");
  CHECK(french.decimal(3.0, 0) == "3");
}

TEST_CASE("a Catalog's fallback must be English", "[catalog]") {
  const Table french = Table::parse(R"({"a": "b"})", "fr", Language::French);
  CHECK_THROWS_AS(Catalog(french, french), std::invalid_argument);
}

TEST_CASE("the real tables: the guide's examples in each language", "[catalog][tables]") {
  const Catalog en(realTables(), Language::English);
  const Catalog fr(realTables(), Language::French);
  const Catalog nl(realTables(), Language::Dutch);
  const Catalog de(realTables(), Language::German);

  CHECK(en.format("message.player_has_gp", {{"player", en.text("seat.goat")}, {"gp", 12}}) == "Goat has 12 GP");
  CHECK(fr.format("message.player_has_gp", {{"player", fr.text("seat.goat")}, {"gp", 12}}) ==
        "Chèvre a 12\u00a0GP");
  CHECK(nl.format("message.player_has_gp", {{"player", nl.text("seat.goat")}, {"gp", 12}}) == "Geit heeft 12 GP");
  CHECK(de.format("message.player_has_gp", {{"player", de.text("seat.goat")}, {"gp", 12}}) == "Ziege hat 12 GP");
  CHECK(fr.format("message.you_have_gp", {{"gp", 20}}) == "Vous avez 20\u00a0GP");

  CHECK(en.format("message.grass_is", {{"card", en.text("card.subject.TC")}}) ==
        "The Bizon Grass is the 10 of clubs");
  CHECK(fr.format("message.grass_is", {{"card", fr.text("card.subject.TC")}}) ==
        "Le Brin d'Herbe est le 10 de trèfle");
  CHECK(fr.format("message.grass_is", {{"card", fr.text("card.subject.KH")}}) ==
        "Le Brin d'Herbe est le roi de cœur");
  CHECK(nl.format("message.grass_is", {{"card", nl.text("card.subject.JC")}}) ==
        "Het Bizongras is de klaverboer");
  CHECK(de.format("message.grass_is", {{"card", de.text("card.subject.JC")}}) ==
        "Das Bizongras ist der Kreuz-Bube");
  CHECK(de.format("hint.play", {{"card", de.text("card.object.JC")}}) == "Tipp: den Kreuz-Buben spielen");
  CHECK(fr.format("hint.play", {{"card", fr.text("card.object.AS")}}) == "Conseil\u00a0: jouez l'as de pique");

  CHECK(en.text("message.you_are_bizon") == "You are the Bizon");
  CHECK(fr.text("message.you_are_bizon") == "Vous êtes le Bizon");
  CHECK(en.format("message.trump_is", {{"suit", en.text("suit.S")}}) == "The trump suit is spades");
  CHECK(fr.text("table.scoresheet.title") == "Feuille des scores");
  CHECK(fr.text("table.latest_trick") == "Dernier pli");
  CHECK(fr.text("table.communication") == "Communication et interaction");
  CHECK(fr.format("table.scoresheet.total", {{"sp", -5}}) == "-5\u00a0SP");
  CHECK(en.text("outcome.bizon_tie") == "It's a tie");

  CHECK(en.plural("count.games_played", 1) == "1 game played");
  CHECK(en.plural("count.games_played", 15) == "15 games played");
  CHECK(fr.plural("count.tricks", 0) == "0 pli");
  CHECK(fr.plural("count.tricks", 8) == "8 plis");
  CHECK(nl.plural("count.tricks", 1) == "1 slag");
  CHECK(nl.plural("count.tricks", 0) == "0 slagen");
  CHECK(de.plural("count.tricks", 3) == "3 Stiche");
  CHECK(de.plural("review.gp_line", 1, {{"player", "Schaf"}, {"gp", 4}}) == "Schaf: 1 Stich, 4 GP");

  CHECK(fr.decimal(1.5, 1) == "1,5");
  CHECK(en.decimal(1.5, 1) == "1.5");

  for (const Catalog* catalog : {&en, &fr, &nl, &de}) {
    CAPTURE(code(catalog->language()));
    CHECK(catalog->missing().empty());
    CHECK(catalog->surplus().empty());
  }
}
