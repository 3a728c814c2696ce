// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/DeckCatalog.h"

#include <algorithm>
#include <fstream>
#include <map>

namespace bizon::decks {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// "anglo_modern_4_color" -> "Anglo modern 4 color".
std::string titleOf(std::string_view name) {
  std::string title(name);
  std::replace(title.begin(), title.end(), '_', ' ');
  if (!title.empty() && title[0] >= 'a' && title[0] <= 'z') title[0] = static_cast<char>(title[0] - 'a' + 'A');
  return title;
}

bool hasExtension(const fs::directory_entry& entry, std::initializer_list<std::string_view> extensions) {
  std::error_code ec;
  if (!entry.is_regular_file(ec)) return false;
  const std::string ext = lower(entry.path().extension().string());
  return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

bool isSvgFile(const fs::directory_entry& entry) { return hasExtension(entry, {".svg", ".svgz"}); }

std::vector<fs::directory_entry> entriesOf(const fs::path& folder) {
  std::vector<fs::directory_entry> entries;
  std::error_code ec;
  if (folder.empty() || !fs::is_directory(folder, ec)) return entries;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(*it);
  return entries;
}

// The Name= and SVG= lines of a KDE deck's index.desktop (a few hundred lines at most).
void readKdeDeck(const fs::path& folder, std::map<std::string, DeckEntry>& found) {
  std::ifstream in(folder / "index.desktop");
  std::string line, name, svg;
  for (int n = 0; n < 2000 && std::getline(in, line); ++n) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const auto equals = line.find('=');
    if (equals == std::string::npos) continue;
    const std::string key = line.substr(0, equals), value = line.substr(equals + 1);
    if (lower(key) == "name") name = value;
    if (key == "SVG") svg = value;
  }
  if (svg.empty() || svg.find('/') != std::string::npos) return;
  std::string dir = folder.filename().string();
  if (dir.starts_with("svg-")) dir = dir.substr(4);
  const std::string key = "kde-" + lower(dir);
  found[key] = {key, (name.empty() ? titleOf(dir) : name) + " (KDE)", folder / svg};
}

}  // namespace

DeckCatalog DeckCatalog::scan(const DeckFolders& folders) {
  std::map<std::string, DeckEntry> found;
  for (const auto& entry : entriesOf(folders.aisleriot))
    if (isSvgFile(entry)) {
      const std::string stem = entry.path().stem().string();
      found[lower(stem)] = {lower(stem), titleOf(stem), entry.path()};
    }
  for (const auto& entry : entriesOf(folders.kde)) {
    std::error_code ec;
    if (entry.is_directory(ec) && entry.path().filename().string().starts_with("svg-")) readKdeDeck(entry.path(), found);
  }
  // A deck drawn for this build stands for the system's SVG deck of the same name.
  for (const auto& entry : entriesOf(folders.drawn))
    if (hasExtension(entry, {".cards"})) {
      const std::string stem = entry.path().stem().string();
      found[lower(stem)] = {lower(stem), titleOf(stem), entry.path()};
    }
  for (const auto& entry : entriesOf(folders.user))
    if (isSvgFile(entry)) {
      const std::string stem = entry.path().stem().string();
      found[lower(stem)] = {lower(stem), titleOf(stem), entry.path()};
    }
  found.erase(std::string(paintedName));
  DeckCatalog catalog;
  for (auto& [key, deck] : found) catalog.decks_.push_back(std::move(deck));
  return catalog;
}

const DeckEntry* DeckCatalog::find(std::string_view name) const {
  const std::string key = lower(name);
  for (const DeckEntry& deck : decks_)
    if (deck.name == key) return &deck;
  return nullptr;
}

bool DeckCatalog::isFourColour(std::string_view name) {
  return lower(name).find("4_colo") != std::string::npos || lower(name).find("4-colo") != std::string::npos;
}

const DeckEntry& DeckCatalog::shown(std::string_view chosen, bool fourColours) const {
  const DeckEntry* choice = chosen.empty() ? nullptr : find(chosen);
  if (choice && (!fourColours || choice->painted() || isFourColour(choice->name))) return *choice;
  if (!fourColours) {
    if (const DeckEntry* paris = find(defaultName)) return *paris;
  } else {
    for (std::string_view name : fourColourNames)
      if (const DeckEntry* deck = find(name)) return *deck;
  }
  return decks_.front();
}

}  // namespace bizon::decks
