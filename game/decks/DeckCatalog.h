// The card decks found on this machine (Aisleriot's, KDE's, the player's own, and the painted one), by name.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace bizon::decks {

struct DeckEntry {
  std::string name;             // what --deck and the settings say: "paris", "kde-oxygen", "painted"
  std::string title;            // what a person reads: "Paris", "Oxygen (KDE)"; empty for the painted
                                // deck, which a screen names in the player's language
  std::filesystem::path file;   // the SVG or SVGZ sheet; empty for the painted deck
  bool painted() const { return file.empty(); }
};

// Where decks are looked for.
struct DeckFolders {
  std::filesystem::path aisleriot = "/usr/share/aisleriot/cards";  // gnome-cards-data: NAME.svgz
  std::filesystem::path kde = "/usr/share/carddecks";              // kdegames-card-data-kf5: svg-*/index.desktop
  std::filesystem::path drawn;                                     // the game's own decks/: NAME.cards (DrawnPictures)
  std::filesystem::path user;                                      // <data dir>/decks: NAME.svg or NAME.svgz

  // The system folders, the drawn decks of the game's own data (DataPaths::share), and the decks
  // folder of a data directory (none without one).
  static DeckFolders of(const std::filesystem::path& dataDirectory, const std::filesystem::path& gameData = {}) {
    return {.drawn = gameData.empty() ? std::filesystem::path() : gameData / "decks",
            .user = dataDirectory.empty() ? std::filesystem::path() : dataDirectory / "decks"};
  }
};

class DeckCatalog {
 public:
  static constexpr std::string_view paintedName = "painted";
  // The default deck when gnome-cards-data is installed: the French pattern played in Belgium.
  static constexpr std::string_view defaultName = "paris";
  // The four-colour decks, in order of preference.
  static constexpr std::string_view fourColourNames[] = {"anglo_modern_4_color", "neoclassical_4_color"};

  // Lists the folders (a missing or unreadable one adds nothing). A user's deck takes the place
  // of a system deck of the same name.
  static DeckCatalog scan(const DeckFolders& folders);

  // The painted deck first, then the others by name (a catalogue of nothing holds the painted deck).
  const std::vector<DeckEntry>& decks() const { return decks_; }
  // The deck of that name, ignoring case; null if there is none.
  const DeckEntry* find(std::string_view name) const;
  // The deck the table shows for the settings' choice (empty: the default) and colours: the
  // choice if it is found (with four colours, only a four-colour deck or the painted one), else
  // Paris, a four-colour deck, or the painted deck.
  const DeckEntry& shown(std::string_view chosen, bool fourColours) const;
  static bool isFourColour(std::string_view name);

 private:
  std::vector<DeckEntry> decks_{DeckEntry{std::string(paintedName), {}, {}}};
};

}  // namespace bizon::decks
