// Tests of the tables themselves: every language has every key, the same placeholders, sound
// texts, the guide's terms, and only characters the game's font (DejaVu Sans) can draw.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "Placeholders.h"
#include "PluralRules.h"
#include "Table.h"
#include "TableChecks.h"
#include "TestSupport.h"

using namespace bizon::localization;
using namespace bizon::localization::test;

namespace {

const std::map<Language, Table>& tables() {
  static const std::map<Language, Table> loaded = [] {
    std::map<Language, Table> result;
    for (Language language : allLanguages) result.emplace(language, Table::load(realTables(), language));
    return result;
  }();
  return loaded;
}

const Table& english() { return tables().at(Language::English); }

// Decodes UTF-8 (the loader has already checked it is well formed).
std::vector<char32_t> codePoints(std::string_view text) {
  std::vector<char32_t> result;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t point = length == 1 ? lead : length == 2 ? (lead & 0x1FU) : length == 3 ? (lead & 0x0FU) : (lead & 0x07U);
    for (std::size_t k = 1; k < length; ++k)
      point = (point << 6U) | (static_cast<unsigned char>(text[i + k]) & 0x3FU);
    result.push_back(point);
    i += length;
  }
  return result;
}

// What DejaVu Sans draws and the tables may use: printable ASCII, Latin-1 (with its no-break
// space), Latin Extended-A (œ, ĳ …), and a few punctuation marks.
bool fontCovers(char32_t c) {
  if (c >= 0x20 && c <= 0x7E) return true;
  if (c >= 0xA0 && c <= 0x17F) return true;
  constexpr char32_t punctuation[] = {
      0x2013,  // – en dash
      0x2014,  // — em dash
      0x2018,  // ‘
      0x2019,  // ’
      0x201A,  // ‚
      0x201C,  // “
      0x201D,  // ”
      0x201E,  // „
      0x2022,  // • bullet
      0x2026,  // … ellipsis
      0x2192,  // → arrow
      0x2212,  // − minus sign
  };
  return std::find(std::begin(punctuation), std::end(punctuation), c) != std::end(punctuation);
}

std::string hex(char32_t c) {
  std::ostringstream out;
  out << "U+" << std::hex << std::uppercase << static_cast<std::uint32_t>(c);
  return out.str();
}

}  // namespace

TEST_CASE("every table loads", "[tables]") {
  for (Language language : allLanguages) {
    CAPTURE(code(language));
    REQUIRE_NOTHROW(Table::load(realTables(), language));
  }
  CHECK(english().entries().size() > 250);
}

TEST_CASE("every language has exactly the English keys, placeholders and plural forms, and sound texts",
          "[tables]") {
  // Empty texts never get this far: the loader refuses them (TableTests).
  const auto problems = tableProblems(tables());
  for (const std::string& problem : problems) UNSCOPED_INFO(problem);
  CHECK(problems.empty());
}

TEST_CASE("the table check finds a missing key, a placeholder mismatch and a ragged text", "[tables]") {
  const auto parse = [](Language language, const std::string& json) {
    return Table::parse(json, std::string(code(language)) + ".json", language);
  };
  const std::string english =
      R"({"menu.quit": "Quit", "message.player_passes": "{player} passes",
          "count.tricks": {"one": "{n} trick", "other": "{n} tricks"}})";
  std::map<Language, Table> sound;
  for (Language language : allLanguages) sound.emplace(language, parse(language, english));
  CHECK(tableProblems(sound).empty());

  std::map<Language, Table> broken = sound;
  broken.insert_or_assign(Language::French,
                          parse(Language::French, R"({"menu.quit": "Quitter", "count.tricks":
                                {"one": "{n} pli", "other": "{n} plis"}})"));
  broken.insert_or_assign(Language::Dutch,
                          parse(Language::Dutch, R"({"menu.quit": "Afsluiten", "message.player_passes":
                                "{speler} past", "count.tricks": {"one": "{n} slag", "other": "{n} slagen"}})"));
  broken.insert_or_assign(Language::German,
                          parse(Language::German, R"({"menu.quit": "Beenden ", "message.player_passes":
                                "{player} passt", "count.tricks": "Stiche", "menu.extra": "Mehr"})"));
  const auto problems = tableProblems(broken);
  const auto found = [&](const std::string& text) {
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p == text; });
  };
  for (const std::string& problem : problems) UNSCOPED_INFO(problem);
  CHECK(found("fr: missing key message.player_passes"));
  CHECK(found("nl: message.player_passes has placeholders {speler}, English has {player}: {speler} past"));
  CHECK(found("de: menu.quit starts or ends with a space"));
  CHECK(found("de: count.tricks is not plural, unlike English"));
  CHECK(found("de: key menu.extra is not in English"));
  CHECK(problems.size() == 6);  // and German's "Stiche" lacks {n}
}

TEST_CASE("every character of every table is one DejaVu Sans draws", "[tables][font]") {
  std::map<char32_t, std::set<std::string>> usedBy;  // non-ASCII character → where
  for (const auto& [language, table] : tables())
    for (const auto& [key, entry] : table.entries())
      for (const std::string& text : textsOf(entry))
        for (char32_t c : codePoints(text)) {
          if (!fontCovers(c)) FAIL_CHECK(hex(c) << " in " << code(language) << " " << key << ": " << text);
          if (c > 0x7E) usedBy[c].insert(std::string(code(language)));
        }
  // The list, for the record: `localization_tests "[list]"` prints it.
  CHECK(usedBy.size() < 64);
}

TEST_CASE("list the non-ASCII characters the tables use", "[.][list]") {
  std::map<char32_t, std::set<std::string>> usedBy;
  for (const auto& [language, table] : tables())
    for (const auto& [key, entry] : table.entries())
      for (const std::string& text : textsOf(entry))
        for (char32_t c : codePoints(text))
          if (c > 0x7E) usedBy[c].insert(std::string(code(language)));
  for (const auto& [c, languages] : usedBy) {
    std::string utf8;
    if (c < 0x800) {
      utf8 += static_cast<char>(0xC0 | (c >> 6));
      utf8 += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      utf8 += static_cast<char>(0xE0 | (c >> 12));
      utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      utf8 += static_cast<char>(0x80 | (c & 0x3F));
    }
    std::cout << hex(c) << " " << (c == 0xA0 ? "(no-break space)" : utf8) << " :";
    for (const std::string& language : languages) std::cout << ' ' << language;
    std::cout << '\n';
  }
  SUCCEED();
}

TEST_CASE("the keys the game needs are all there", "[tables]") {
  std::vector<std::string> keys = {
      "seat.you", "seat.goat", "seat.sheep", "role.bizon", "role.otters", "table.scoresheet.title",
      "table.scoresheet.total", "table.latest_trick", "table.communication", "table.game_of",
      "bid.eat", "bid.pass", "bid.packets_3_2", "bid.packets_2_3", "bid.keep_playing",
      "message.player_deals", "message.you_deal", "message.choose_packets", "message.grass_is",
      "message.player_passes", "message.you_pass", "message.player_eats", "message.you_eat",
      "message.player_eats_naming", "message.you_eat_naming", "message.trump_is",
      "message.player_is_bizon", "message.you_are_bizon", "message.all_passed",
      "message.player_has_gp", "message.you_have_gp", "message.your_turn",
      "message.player_wins_trick", "message.you_win_trick", "set_over.player_wins",
      "set_over.you_win", "set_over.shared_with_you", "set_over.shared_two", "set_over.shared_all",
      "menu.new_set", "menu.resume", "menu.settings", "menu.history", "menu.how_to_play",
      "menu.quit", "menu.back", "settings.language.label", "settings.tempo.slow",
      "settings.tempo.normal", "settings.tempo.fast", "settings.tempo.instant",
      "settings.level.easy", "settings.level.normal", "settings.level.hard",
      "settings.four_colour.label", "settings.shuffle.light", "settings.shuffle.full",
      "settings.remember_packets.label", "settings.hint.label", "hint.play", "hint.eat",
      "hint.pass", "hint.name", "history.past_sets", "history.column.date",
      "history.column.winner", "history.column.games_played", "history.column.sp",
      "stats.sets_won", "stats.average_sp", "stats.times_bizon", "stats.bizon_success_rate",
      "stats.best_set", "stats.worst_set", "review.step_back", "review.step_forward",
      "review.show_hands", "review.gp_line", "review.sp_line", "history.damaged_save",
      "history.newer_version", "set_over.title", "howto.title", "howto.p1", "howto.p9", "howto.previous", "howto.next",
      "howto.page", "count.games_played",
      "count.tricks", "format.decimal_separator"};
  // One per outcome code of the engine and the game record (R13).
  for (const char* outcome :
       {"bizon_won", "bizon_won_all", "bizon_tie", "bizon_lost", "bizon_lost_zero", "all_passed"}) {
    keys.push_back(std::string("outcome.") + outcome);
    keys.push_back(std::string("outcome_you.") + outcome);
    keys.push_back(std::string("review.sp_rule.") + outcome);
  }
  // One per refusal reason of the engine, and the front end's own.
  for (const char* reason :
       {"not_your_turn", "not_the_dealer", "packets_already_chosen", "packets_not_chosen",
        "bidding_over", "bidding_not_over", "round_one_trump", "grass_suit_in_round2",
        "trump_missing", "not_in_hand", "must_follow", "game_over", "wait_animation"})
    keys.push_back(std::string("refusal.") + reason);
  // Every card, suit and rank of R2, in both grammatical forms.
  for (char suit : std::string("CDHS")) {
    keys.push_back(std::string("suit.") + suit);
    keys.push_back(std::string("bid.suit.") + suit);
    for (char rank : std::string("9TJQKA")) {
      keys.push_back(std::string("card.subject.") + rank + suit);
      keys.push_back(std::string("card.object.") + rank + suit);
    }
  }
  for (char rank : std::string("9TJQKA")) keys.push_back(std::string("rank.") + rank);
  for (int month = 1; month <= 12; ++month) keys.push_back("month." + std::to_string(month));

  for (const std::string& key : keys) {
    CAPTURE(key);
    CHECK(english().find(key) != nullptr);
  }
}

TEST_CASE("the tables use the guide's terms, one term per idea", "[tables][terms]") {
  // Each language uses the terms of its own guide (docs/rules: English and French); Dutch and
  // German, which have none, follow the English guide's abbreviations GP and SP beside their own
  // words. The French guide keeps "SP" and "GP" and spells them "points de set" and "points de
  // partie": so do the French tables.
  struct Terms {
    Language language;
    const char* guide;                  // the guide's file in docs/rules, or none
    std::vector<std::string> required;  // in the tables, and in the guide when there is one
    std::vector<std::string> forbidden;
  };
  const std::vector<Terms> terms = {
      {Language::English, "bizon-guide-en.txt",
       {"Bizon Grass", "Goat", "Sheep", "Otters", "Scoresheet", "Latest trick",
        "Communication and interaction", "GP", "SP", "Set points", "Game points", "You are the Bizon"},
       {"Bison", "bison", "Bizon grass", "grass's", "Score sheet", "Last trick"}},
      {Language::French, "bizon-guide-fr.txt",
       {"Brin d'Herbe", "Chèvre", "Mouton", "Loutres", "Feuille des scores", "Dernier pli",
        "Communication et interaction", "GP", "SP", "points de set", "points de partie", "Vous êtes le Bizon"},
       {"Bison", "bison", "brin d'herbe", "Brin d'herbe", "herbe du Bizon", "Chevre", "coeur",
        "reine de", "PP", "PS"}},
      {Language::Dutch, nullptr,
       {"Bizongras", "Geit", "Schaap", "Otters", "Scoreblad", "Laatste slag",
        "Communicatie en interactie", "GP", "SP", "setpunten", "spelpunten", "Jij bent de Bizon"},
       {"Bison", "bison", "Bisongras", "Bizon-gras", "bizongras", "koning"}},
      {Language::German, nullptr,
       {"Bizongras", "Ziege", "Schaf", "Otter", "Punkteliste", "Letzter Stich",
        "Kommunikation und Interaktion", "GP", "SP", "Serienpunkte", "Spielpunkte", "Du bist der Bizon"},
       {"Bison", "bison", "Bisongras", "Bizon-Gras", "Bizongrass", "Büffel", "die Otters", "Sie "}},
  };
  const auto lower = [](std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
  };
  for (const Terms& t : terms) {
    std::string all;
    for (const auto& [key, entry] : tables().at(t.language).entries())
      for (const std::string& text : textsOf(entry)) all += text + "\n";
    std::string guide;
    if (t.guide) {
      std::ifstream in(std::filesystem::path(BIZON_RULES_DIR) / t.guide);
      REQUIRE(in);
      guide = lower(std::string(std::istreambuf_iterator<char>(in), {}));
    }
    CAPTURE(code(t.language));
    for (const std::string& word : t.required) {
      INFO("required: " << word);
      CHECK((all.find(word) != std::string::npos || all.find(lower(word)) != std::string::npos));
      // A term the tables require is the guide's own (in any case: the guide starts sentences with it).
      if (t.guide) CHECK(guide.find(lower(word)) != std::string::npos);
    }
    for (const std::string& word : t.forbidden) {
      INFO("forbidden: " << word);
      CHECK(all.find(word) == std::string::npos);
    }
  }
}

TEST_CASE("card names are grammatical in each language", "[tables][cards]") {
  const auto text = [](Language language, const std::string& key) {
    return tables().at(language).find(key)->text;
  };
  CHECK(text(Language::English, "card.subject.TC") == "the 10 of clubs");
  CHECK(text(Language::English, "card.subject.AS") == "the ace of spades");
  CHECK(text(Language::French, "card.subject.TC") == "le 10 de trèfle");
  CHECK(text(Language::French, "card.subject.QH") == "la dame de cœur");
  CHECK(text(Language::French, "card.subject.AD") == "l'as de carreau");
  CHECK(text(Language::Dutch, "card.subject.TS") == "de schoppen 10");
  CHECK(text(Language::Dutch, "card.subject.QH") == "de hartenvrouw");
  CHECK(text(Language::German, "card.subject.KD") == "der Karo-König");
  CHECK(text(Language::German, "card.object.KD") == "den Karo-König");
  CHECK(text(Language::German, "card.object.JS") == "den Pik-Buben");
  CHECK(text(Language::German, "card.object.AH") == "das Herz-Ass");
  // Only German declines: elsewhere a card reads the same as subject and as object.
  for (Language language : {Language::English, Language::French, Language::Dutch})
    for (const auto& [key, entry] : tables().at(language).entries())
      if (key.starts_with("card.subject.")) {
        CAPTURE(code(language), key);
        CHECK(entry.text == text(language, "card.object." + key.substr(13)));
      }
}

TEST_CASE("every card name says the rank its card's index shows, in each language", "[tables][cards]") {
  // French once read "la reine de pique" while the card shows D (dame). A face card's name
  // starts with the letter of its index (Valet V, Dame D, Roi R; Boer B, Vrouw V, Heer H …), and
  // each card's name holds that rank's name.
  const auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
  };
  for (Language language : {Language::English, Language::French, Language::Dutch, Language::German}) {
    const Table& table = tables().at(language);
    for (const char rank : {'J', 'Q', 'K', 'A'}) {
      const std::string name = table.find(std::string("rank.") + rank)->text;
      const std::string index = table.find(std::string("card.index.") + rank)->text;
      CAPTURE(code(language), rank, name, index);
      CHECK(name.substr(0, index.size()) == index);
      for (const char suit : {'C', 'D', 'H', 'S'})
        for (const char* form : {"card.subject.", "card.object."}) {
          const std::string card = table.find(std::string(form) + rank + suit)->text;
          CAPTURE(card);
          CHECK(lower(card).find(lower(name.substr(0, 3))) != std::string::npos);
        }
    }
  }
}

TEST_CASE("no two actions on one screen share a word: the table's buttons and its menu", "[tables]") {
  // The menu opens over the table: its items and the table's buttons are seen together.
  const std::vector<std::string> together = {
      "menu.resume", "menu.new_set", "menu.settings", "menu.history", "menu.how_to_play", "menu.learn", "menu.quit",
      "menu.daily", "table.take_back", "settings.hint.label", "bid.eat", "bid.pass", "bid.packets_3_2", "bid.packets_2_3",
      "bid.keep_playing", "coach.review"};
  for (const auto& [language, table] : tables()) {
    std::map<std::string, std::string> seen;  // text → key
    for (const std::string& key : together) {
      const Entry* entry = table.find(key);
      REQUIRE(entry);
      const auto [where, fresh] = seen.emplace(entry->text, key);
      INFO(code(language) << ": " << key << " and " << where->second << " both say \"" << entry->text << "\"");
      CHECK(fresh);
    }
  }
}
