#include "TableWire.h"

#include <algorithm>
#include <boost/asio.hpp>
#include <cctype>
#ifndef _WIN32
#include <poll.h>
#endif

#include "files/AtomicFile.h"
#include "files/DataDirectory.h"

namespace bizon {

using boost::asio::ip::tcp;

struct TableWire::Socket {
  boost::asio::io_context io;
  tcp::socket socket{io};
};

TableWire::TableWire() = default;
TableWire::~TableWire() = default;

bool TableWire::connect(const std::string& host, const std::string& port) {
  close();
  socket_ = std::make_unique<Socket>();
  boost::system::error_code error;
  const auto endpoints = tcp::resolver(socket_->io).resolve(host, port, error);
  if (!error) boost::asio::connect(socket_->socket, endpoints, error);
  if (error) socket_.reset();
  lastSent_ = std::chrono::steady_clock::now();
  return socket_ != nullptr;
}

void TableWire::send(const ClientMessage& message) {
  if (!socket_) return;
  boost::system::error_code ignored;  // a lost connection is seen by the next receive
  boost::asio::write(socket_->socket, boost::asio::buffer(clientLine(message) + "\n"), ignored);
  lastSent_ = std::chrono::steady_clock::now();
}

namespace {

// The blocking client's wait for a line (the window's client is asynchronous: TableLink): whether
// the socket has something to read before `wait` ends.
bool readable(boost::asio::ip::tcp::socket::native_handle_type socket, std::chrono::milliseconds wait) {
#ifdef _WIN32
  WSAPOLLFD p{socket, POLLRDNORM, 0};
  return ::WSAPoll(&p, 1, static_cast<int>(wait.count())) != 0;
#else
  pollfd p{socket, POLLIN, 0};
  return ::poll(&p, 1, static_cast<int>(wait.count())) != 0;
#endif
}

}  // namespace

bool TableWire::receive(std::chrono::milliseconds wait, const std::function<bool(const std::string&)>& line) {
  if (!socket_) return false;
  if (!readable(socket_->socket.native_handle(), wait)) {
    if (std::chrono::steady_clock::now() - lastSent_ > std::chrono::seconds(25)) send(clientMessage(ClientMessage::Type::Ping));
    return true;
  }
  std::array<char, 8192> chunk{};
  boost::system::error_code error;
  const std::size_t n = socket_->socket.read_some(boost::asio::buffer(chunk), error);
  if (error) return close(), false;
  buffer_.append(chunk.data(), n);
  for (std::size_t end; (end = buffer_.find('\n')) != std::string::npos;) {
    const std::string text = buffer_.substr(0, end);
    buffer_.erase(0, end + 1);
    if (!line(text)) return close(), false;
  }
  return true;
}

void TableWire::close() {
  socket_.reset();
  buffer_.clear();
}

ClientMessage openingMessage(const std::optional<KeptChair>& kept, const std::optional<std::string>& code,
                             const ClientMessage& create) {
  ClientMessage opening = create;
  if (kept) opening.type = ClientMessage::Type::Rejoin, opening.code = kept->code, opening.token = kept->token;
  else if (code) opening.type = ClientMessage::Type::Join, opening.code = *code;
  else opening.type = ClientMessage::Type::Create;
  return opening;
}

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

void saveKeptChair(const std::filesystem::path& file, const KeptChair& chair) {
  if (std::filesystem::create_directories(file.parent_path()))
    // A chair's file holds its token: for its user only, as the server's tables are.
    std::filesystem::permissions(file.parent_path(), std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
  writeFileAtomically(file, keptChairText(chair));
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
