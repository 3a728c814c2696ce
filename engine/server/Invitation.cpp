#include "Invitation.h"

#include <algorithm>
#include <cctype>

#include "HostedServer.h"
#include "TlsIdentity.h"
#include "codec/TableProtocolCodec.h"

namespace bizon {

namespace {

constexpr std::string_view scheme = "bizon://";

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

bool hostCharacters(std::string_view host) {
  return !host.empty() && host.size() <= 253 && std::all_of(host.begin(), host.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '_';
  });
}

}  // namespace

std::string invitationLink(const Invitation& invitation) {
  const bool v6 = invitation.host.find(':') != std::string::npos;
  std::string link = std::string(scheme) + (v6 ? "[" + invitation.host + "]" : invitation.host) + ":" + invitation.port + "/" + invitation.code;
  if (!invitation.fingerprint.empty()) link += "#" + invitation.fingerprint;
  return link;
}

std::optional<Invitation> readInvitation(std::string_view text) {
  text = trimmed(text);
  if (text.size() < scheme.size() || text.size() > 512) return std::nullopt;
  for (std::size_t i = 0; i < scheme.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != scheme[i]) return std::nullopt;
  text.remove_prefix(scheme.size());
  Invitation invitation;
  if (const auto hash = text.find('#'); hash != std::string_view::npos) {
    invitation.fingerprint = readFingerprint(text.substr(hash + 1));
    if (invitation.fingerprint.empty()) return std::nullopt;
    text = text.substr(0, hash);
  }
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  std::string where(text.substr(0, slash));
  std::string_view code = text.substr(slash + 1);
  if (!code.empty() && code.back() == '/') code.remove_suffix(1);
  const auto table = readTableCode(code);
  if (!table) return std::nullopt;
  invitation.code = *table;
  // HOST, HOST:PORT, [V6] or [V6]:PORT.
  const bool bracketed = !where.empty() && where.front() == '[';
  if (bracketed ? where.back() == ']' : where.find(':') == std::string::npos) where += ":" + std::to_string(tablePort);
  const auto split = splitAddress(where);
  if (!split || !hostCharacters(split->first)) return std::nullopt;
  std::tie(invitation.host, invitation.port) = *split;
  return invitation;
}

}  // namespace bizon
