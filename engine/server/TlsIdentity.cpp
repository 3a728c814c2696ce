#include "TlsIdentity.h"

#include <boost/asio/ssl/context.hpp>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>
#include <stdexcept>

#include "files/AtomicFile.h"

namespace bizon {

namespace {

struct Free {
  void operator()(BIO* b) const { BIO_free(b); }
  void operator()(X509* x) const { X509_free(x); }
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
template <class T>
using Owned = std::unique_ptr<T, Free>;

// OpenSSL's last error in words, its queue emptied.
std::string sslError() {
  const unsigned long code = ERR_get_error();
  ERR_clear_error();
  if (code == 0) return "unknown error";
  char text[256];
  ERR_error_string_n(code, text, sizeof text);
  return text;
}

Owned<BIO> memory(std::string_view bytes) {
  return Owned<BIO>(BIO_new_mem_buf(bytes.data(), static_cast<int>(bytes.size())));
}

std::string text(BIO* bio) {
  char* data = nullptr;
  const long size = BIO_get_mem_data(bio, &data);
  return std::string(data, static_cast<std::size_t>(size));
}

Owned<X509> readCertificate(std::string_view pem) {
  auto bio = memory(pem);
  return Owned<X509>(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
}

// The key and certificate in `identity` belong together; its fingerprint filled in. Else why not.
std::string check(TlsIdentity& identity) {
  const auto certificate = readCertificate(identity.certificate);
  if (!certificate) return "no certificate in it (" + sslError() + ")";
  auto bio = memory(identity.key);
  const Owned<EVP_PKEY> key(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
  if (!key) return "no private key in it, or one with a password (" + sslError() + ")";
  if (X509_check_private_key(certificate.get(), key.get()) != 1) {
    ERR_clear_error();
    return "the key is not the certificate's";
  }
  identity.fingerprint = certificateFingerprint(certificate.get());
  return {};
}

std::string readAll(const std::filesystem::path& file, const char* what) {
  const FileText read = readFileLimited(file, 1 << 20, Links::Follow);
  if (!read.text) throw std::runtime_error("the TLS " + std::string(what) + " " + file.string() + ": " + read.why);
  return *read.text;
}

TlsIdentity made() {
  const Owned<EVP_PKEY> key(EVP_EC_gen("P-256"));
  const Owned<X509> certificate(X509_new());
  if (!key || !certificate) throw std::runtime_error("no TLS key could be made: " + sslError());
  X509_set_version(certificate.get(), 2);
  unsigned char serial[16];
  RAND_bytes(serial, sizeof serial);
  serial[0] &= 0x7f;  // a positive number
  BIGNUM* number = BN_bin2bn(serial, sizeof serial, nullptr);
  BN_to_ASN1_INTEGER(number, X509_get_serialNumber(certificate.get()));
  BN_free(number);
  X509_gmtime_adj(X509_getm_notBefore(certificate.get()), -24L * 3600);
  X509_gmtime_adj(X509_getm_notAfter(certificate.get()), 20L * 365 * 24 * 3600);
  X509_set_pubkey(certificate.get(), key.get());
  X509_NAME* name = X509_get_subject_name(certificate.get());
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char*>("Bizon table"), -1, -1, 0);
  X509_set_issuer_name(certificate.get(), name);
  if (!X509_sign(certificate.get(), key.get(), EVP_sha256())) throw std::runtime_error("the TLS certificate could not be signed: " + sslError());
  const Owned<BIO> keyOut(BIO_new(BIO_s_mem())), certificateOut(BIO_new(BIO_s_mem()));
  PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
  PEM_write_bio_X509(certificateOut.get(), certificate.get());
  TlsIdentity identity{text(certificateOut.get()), text(keyOut.get()), certificateFingerprint(certificate.get()), true};
  return identity;
}

}  // namespace

TlsIdentity tlsIdentityFrom(const std::filesystem::path& certificateFile, const std::filesystem::path& keyFile) {
  TlsIdentity identity{readAll(certificateFile, "certificate"), readAll(keyFile, "key"), {}, false};
  if (const std::string why = check(identity); !why.empty())
    throw std::runtime_error("the TLS certificate " + certificateFile.string() + " and key " + keyFile.string() + ": " + why);
  return identity;
}

std::filesystem::path tlsFolder(const std::filesystem::path& dataDirectory) { return dataDirectory / "tls"; }

TlsIdentity ownTlsIdentity(const std::filesystem::path& dataDirectory) {
  const auto folder = tlsFolder(dataDirectory);
  const auto certificateFile = folder / "table.crt", keyFile = folder / "table.key";
  std::error_code error;
  if (std::filesystem::exists(certificateFile, error) || std::filesystem::exists(keyFile, error)) {
    TlsIdentity kept{readFileLimited(certificateFile, 1 << 16).text.value_or(""), readFileLimited(keyFile, 1 << 16).text.value_or(""), {}, true};
    if (check(kept).empty()) return kept;
    // Damaged: kept aside for whoever wants to know, and made anew.
    for (const auto& file : {certificateFile, keyFile}) std::filesystem::rename(file, file.string() + ".damaged", error);
  }
  std::filesystem::create_directories(folder);
  // The key is the server's alone: its folder is for its user only, as the tables' is.
  std::filesystem::permissions(folder, std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
  TlsIdentity identity = made();
  try {
    writeFileAtomically(keyFile, identity.key);
    writeFileAtomically(certificateFile, identity.certificate);
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("the server's TLS certificate could not be kept: ") + e.what());
  }
  return identity;
}

void acceptModernTlsOnly(boost::asio::ssl::context& context) {
  namespace ssl = boost::asio::ssl;
  context.set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 | ssl::context::no_sslv3 | ssl::context::no_tlsv1 |
                      ssl::context::no_tlsv1_1);
}

std::string certificateFingerprint(X509* certificate) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (!X509_digest(certificate, EVP_sha256(), digest, &size)) return {};
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < size; ++i) out += hex[digest[i] >> 4], out += hex[digest[i] & 15];
  return out;
}

std::string readFingerprint(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ':' || c == ' ') continue;
    if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return {};
    out += c;
  }
  return out.size() == 64 ? out : std::string();
}

std::string fingerprintShown(std::string_view fingerprint) {
  std::string out;
  for (std::size_t i = 0; i < 16 && i < fingerprint.size(); ++i) {
    if (i > 0 && i % 4 == 0) out += ' ';
    out += fingerprint[i];
  }
  return out;
}

}  // namespace bizon
