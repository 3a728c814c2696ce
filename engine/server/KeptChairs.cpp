#include "KeptChairs.h"

#include <algorithm>
#include <cctype>

#include "codec/TableProtocolCodec.h"
#include "files/AtomicFile.h"
#include "files/DataDirectory.h"

namespace bizon {

std::filesystem::path keptChairFile(const std::filesystem::path& dataDirectory, const std::string& host,
                                    const std::string& port, const std::optional<std::string>& code) {
  const auto read = code ? readTableCode(*code) : std::nullopt;
  std::string key = host + "_" + port + "_" + (read ? *read : std::string("hosted"));
  for (char& c : key)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '_';
  const auto file = keptChairsFolder(dataDirectory) / (key + ".json");
  // A chair that an older Bizon kept among the tables stays there until its set ends.
  const auto older = servedTablesFolder(dataDirectory) / file.filename();
  std::error_code error;
  return !std::filesystem::exists(file, error) && loadKeptChair(older) ? older : file;
}

std::optional<KeptChair> loadKeptChair(const std::filesystem::path& file) {
  const FileText text = readFileLimited(file, 1 << 14);
  std::string why;
  return text.text ? readKeptChair(*text.text, why) : std::nullopt;
}

void saveKeptChair(const std::filesystem::path& file, const KeptChair& chair, bool flushed) {
  if (std::filesystem::create_directories(file.parent_path()))
    // A chair's file holds its token: for its user only, as the server's tables are.
    std::filesystem::permissions(file.parent_path(), std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
  writeFileAtomically(file, keptChairText(chair), flushed ? Durability::Flushed : Durability::InPlace);
}

std::vector<std::pair<std::filesystem::path, KeptChair>> keptChairs(const std::filesystem::path& dataDirectory) {
  std::vector<std::pair<std::filesystem::file_time_type, std::pair<std::filesystem::path, KeptChair>>> found;
  std::error_code error;
  // Those an older Bizon kept among the tables too (the server's files there are not chairs).
  for (const auto& folder : {keptChairsFolder(dataDirectory), servedTablesFolder(dataDirectory)})
    for (const auto& entry : std::filesystem::directory_iterator(folder, error))
      if (entry.path().extension() == ".json")
        if (auto chair = loadKeptChair(entry.path())) found.push_back({entry.last_write_time(error), {entry.path(), *chair}});
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::pair<std::filesystem::path, KeptChair>> out;
  for (auto& f : found) out.push_back(std::move(f.second));
  return out;
}

}  // namespace bizon
