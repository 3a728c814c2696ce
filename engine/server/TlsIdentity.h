// The certificate a table server shows over TLS: a real one from its files, or one it makes on its first start and keeps in its data directory; its SHA-256 fingerprint is what an invitation carries and a client pins.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

// OpenSSL's certificate, as a TLS handshake shows it.
struct x509_st;
namespace boost::asio::ssl {
class context;
}

namespace bizon {

struct TlsIdentity {
  std::string certificate;  // PEM: the server's certificate, then any chain
  std::string key;          // PEM: its private key
  std::string fingerprint;  // of the server's certificate (certificateFingerprint)
  bool own = false;         // made by the server itself: nobody vouches for it but its fingerprint
};

// The identity in a certificate file and its key file, checked to belong together. Throws
// std::runtime_error saying what is wrong with which file.
TlsIdentity tlsIdentityFrom(const std::filesystem::path& certificateFile, const std::filesystem::path& keyFile);
// The server's own identity in the data directory (tls/), made on the first call: an EC P-256 key
// and a self-signed certificate valid 20 years. A damaged pair is set aside and made anew (its
// fingerprint changes: invitations made before are refused in words). Throws std::runtime_error
// when the folder cannot be written.
TlsIdentity ownTlsIdentity(const std::filesystem::path& dataDirectory);
std::filesystem::path tlsFolder(const std::filesystem::path& dataDirectory);

// What both ends of a table's connection accept: TLS 1.2 and later, with OpenSSL's usual
// workarounds (set on a server's or a client's context).
void acceptModernTlsOnly(boost::asio::ssl::context& context);

// A certificate's fingerprint as Bizon writes it: SHA-256 of its DER bytes in 64 lowercase
// hexadecimal digits.
std::string certificateFingerprint(x509_st* certificate);
// What was typed or linked, read as a fingerprint (either case; colons and spaces between digits
// allowed), or empty when it is not 32 bytes of hexadecimal.
std::string readFingerprint(std::string_view text);
// A fingerprint short enough to read aloud and compare: its first 16 digits in groups of four.
std::string fingerprintShown(std::string_view fingerprint);

}  // namespace bizon
