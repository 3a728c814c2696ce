#include "KnownServers.h"

#include <algorithm>

#include "codec/FlatObjectCodec.h"
#include "codec/TableProtocolCodec.h"
#include "files/AtomicFile.h"

namespace bizon {

namespace {

FlatObject known(const std::filesystem::path& dataDirectory) {
  const FileText file = readFileLimited(knownServersFile(dataDirectory), 1 << 20);
  return file.text ? parseFlatObject(*file.text).value_or(FlatObject{}) : FlatObject{};
}

}  // namespace

std::filesystem::path knownServersFile(const std::filesystem::path& dataDirectory) { return dataDirectory / "known-servers.json"; }

std::string knownFingerprint(const std::filesystem::path& dataDirectory, const std::string& address) {
  const auto fingerprint = flatText(known(dataDirectory), address);
  return fingerprint && isFingerprint(*fingerprint) ? *fingerprint : std::string();
}

void pinFingerprint(const std::filesystem::path& dataDirectory, const std::string& address, const std::string& fingerprint) {
  FlatObject servers = known(dataDirectory);
  std::erase_if(servers, [&](const auto& field) { return field.first == address; });
  servers.emplace_back(address, fingerprint);
  std::filesystem::create_directories(dataDirectory);
  writeFileAtomically(knownServersFile(dataDirectory), flatObjectText(servers));
}

}  // namespace bizon
