#include "Table.h"

#include <algorithm>
#include <boost/json/basic_parser_impl.hpp>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <utility>

#include "Placeholders.h"
#include "PluralRules.h"
#include "TableError.h"

namespace bizon::localization {

namespace {

using boost::json::error_code;
using boost::json::string_view;

bool isKey(std::string_view key) {
  if (key.empty()) return false;
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = key.find('.', start);
    if (!isPlaceholderName(key.substr(start, dot - start))) return false;
    if (dot == std::string_view::npos) return true;
    start = dot + 1;
  }
}

bool isBlank(std::string_view text) {
  return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

std::string inQuotes(std::string_view text) {
  std::string result;  // appended piece by piece: GCC 12 misreads "\"" + s + "\"" (-Wrestrict)
  result.reserve(text.size() + 2);
  result += '"';
  result += text;
  result += '"';
  return result;
}

std::string joined(const std::vector<std::string_view>& words) {
  std::string text;
  for (std::string_view word : words) {
    if (!text.empty()) text += ", ";
    text += word;
  }
  return text;
}

// The offset of the first byte that is not well-formed UTF-8 (RFC 3629), if any.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    unsigned int lowest = 0;
    unsigned int codePoint = 0;
    if (lead < 0x80) {
      ++i;
      continue;
    } else if ((lead & 0xE0U) == 0xC0U) {
      length = 2, lowest = 0x80, codePoint = lead & 0x1FU;
    } else if ((lead & 0xF0U) == 0xE0U) {
      length = 3, lowest = 0x800, codePoint = lead & 0x0FU;
    } else if ((lead & 0xF8U) == 0xF0U) {
      length = 4, lowest = 0x10000, codePoint = lead & 0x07U;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (std::size_t k = 1; k < length; ++k) {
      if ((byte(i + k) & 0xC0U) != 0x80U) return i;
      codePoint = (codePoint << 6U) | (byte(i + k) & 0x3FU);
    }
    if (codePoint < lowest || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
      return i;
    i += length;
  }
  return std::nullopt;
}

// Line and column (both from 1, the column counted in characters) of a byte offset.
std::pair<std::size_t, std::size_t> positionOf(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t line = 1;
  std::size_t column = 1;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0U) != 0x80U) {
      ++column;
    }
  }
  return {line, column};
}

std::string describeJsonError(const error_code& ec) {
  using boost::json::error;
  if (ec == error::incomplete)
    return "the JSON ends too early (a closing } or \" may be missing)";
  if (ec == error::extra_data) return "unexpected text after the end of the table's object";
  if (ec == error::syntax)
    return "invalid JSON here (look for a missing comma, colon or quote, or a trailing comma)";
  return "invalid JSON: " + ec.message();
}

// Builds the entries as boost::json's parser reports what it reads, checking the shape of a
// table on the way: duplicate keys are caught here, which a parsed json::object would hide.
class TableBuilder {
 public:
  static constexpr std::size_t max_object_size = static_cast<std::size_t>(-1);
  static constexpr std::size_t max_array_size = static_cast<std::size_t>(-1);
  static constexpr std::size_t max_key_size = static_cast<std::size_t>(-1);
  static constexpr std::size_t max_string_size = static_cast<std::size_t>(-1);

  explicit TableBuilder(Language language) : language_(language) {}

  Table::Entries& entries() { return entries_; }
  const std::string& problem() const { return problem_; }

  bool on_document_begin(error_code&) { return true; }
  bool on_document_end(error_code&) { return true; }

  bool on_object_begin(error_code& ec) {
    if (depth_ == 0 || depth_ == 1) {
      ++depth_;
      forms_.clear();
      return true;
    }
    return wrongType("an object", ec);
  }
  bool on_object_end(std::size_t, error_code& ec) {
    --depth_;
    return depth_ == 1 ? finishPlural(ec) : true;
  }
  bool on_array_begin(error_code& ec) { return wrongType("a list", ec); }
  bool on_array_end(std::size_t, error_code&) { return true; }

  bool on_key_part(string_view part, std::size_t, error_code&) {
    buffer_.append(part.data(), part.size());
    return true;
  }
  bool on_key(string_view part, std::size_t, error_code& ec) {
    buffer_.append(part.data(), part.size());
    std::string name = std::exchange(buffer_, {});
    return depth_ == 1 ? takeKey(std::move(name), ec) : takeForm(std::move(name), ec);
  }
  bool on_string_part(string_view part, std::size_t, error_code&) {
    buffer_.append(part.data(), part.size());
    return true;
  }
  bool on_string(string_view part, std::size_t, error_code& ec) {
    buffer_.append(part.data(), part.size());
    return takeText(std::exchange(buffer_, {}), ec);
  }

  bool on_number_part(string_view, error_code&) { return true; }
  bool on_int64(std::int64_t, string_view, error_code& ec) { return wrongType("a number", ec); }
  bool on_uint64(std::uint64_t, string_view, error_code& ec) { return wrongType("a number", ec); }
  bool on_double(double, string_view, error_code& ec) { return wrongType("a number", ec); }
  bool on_bool(bool, error_code& ec) { return wrongType("true or false", ec); }
  bool on_null(error_code& ec) { return wrongType("null", ec); }
  bool on_comment_part(string_view, error_code&) { return true; }
  bool on_comment(string_view, error_code&) { return true; }

 private:
  bool fail(std::string problem, error_code& ec) {
    problem_ = std::move(problem);
    ec = boost::json::error::syntax;
    return false;
  }

  bool wrongType(std::string_view what, error_code& ec) {
    if (depth_ == 0)
      return fail("a table must be one JSON object of keys and texts, not " + std::string(what), ec);
    if (depth_ == 1)
      return fail("key " + inQuotes(key_) + ": the value must be a text or an object of plural forms, not " +
                      std::string(what),
                  ec);
    return fail("key " + inQuotes(key_) + ", plural form " + inQuotes(form_) + ": must be a text, not " +
                    std::string(what),
                ec);
  }

  bool takeKey(std::string key, error_code& ec) {
    key_ = std::move(key);
    if (!isKey(key_))
      return fail(inQuotes(key_) + " is not a valid key (dot-separated names of letters, digits and _)", ec);
    if (entries_.contains(key_)) return fail("key " + inQuotes(key_) + " appears twice", ec);
    return true;
  }

  bool takeForm(std::string form, error_code& ec) {
    form_ = std::move(form);
    const auto categories = pluralCategories(language_);
    if (std::find(categories.begin(), categories.end(), form_) == categories.end())
      return fail("key " + inQuotes(key_) + ": " + inQuotes(form_) + " is not a plural form of " +
                      std::string(code(language_)) + " (its forms are " +
                      joined({categories.begin(), categories.end()}) + ")",
                  ec);
    if (forms_.contains(form_))
      return fail("key " + inQuotes(key_) + ": plural form " + inQuotes(form_) + " appears twice", ec);
    return true;
  }

  bool takeText(std::string text, error_code& ec) {
    if (depth_ == 0) return wrongType("a text", ec);
    if (isBlank(text)) {
      if (depth_ == 1) return fail("key " + inQuotes(key_) + ": the text is empty", ec);
      return fail("key " + inQuotes(key_) + ", plural form " + inQuotes(form_) + ": the text is empty", ec);
    }
    if (depth_ == 1)
      entries_.emplace(key_, Entry{std::move(text), {}});
    else
      forms_.emplace(form_, std::move(text));
    return true;
  }

  bool finishPlural(error_code& ec) {
    std::vector<std::string_view> missing;
    for (std::string_view category : pluralCategories(language_))
      if (!forms_.contains(std::string(category))) missing.push_back(category);
    if (!missing.empty())
      return fail("key " + inQuotes(key_) + ": plural form" + (missing.size() > 1 ? "s " : " ") +
                      joined(missing) + " missing",
                  ec);
    entries_.emplace(key_, Entry{{}, std::exchange(forms_, {})});
    return true;
  }

  Language language_;
  int depth_ = 0;  // 0 outside the table, 1 in the table, 2 in a plural entry
  std::string buffer_;
  std::string key_;
  std::string form_;
  std::map<std::string, std::string> forms_;
  Table::Entries entries_;
  std::string problem_;
};

}  // namespace

Table::Table(Language language, std::string source, Entries entries)
    : language_(language), source_(std::move(source)), entries_(std::move(entries)) {}

std::filesystem::path Table::fileFor(const std::filesystem::path& directory, Language language) {
  return directory / (std::string(code(language)) + ".json");
}

Table Table::load(const std::filesystem::path& directory, Language language) {
  return loadFile(fileFor(directory, language), language);
}

Table Table::loadFile(const std::filesystem::path& file, Language language) {
  const std::string name = file.string();
  std::error_code status;
  if (!std::filesystem::exists(file, status)) throw TableError(name, "the file does not exist");
  if (std::filesystem::is_directory(file, status))
    throw TableError(name, "this is a directory, not a table file");
  std::ifstream in(file, std::ios::binary);
  std::ostringstream contents;
  if (!in || !(contents << in.rdbuf()))
    throw TableError(name, "the file cannot be read");
  return parse(contents.str(), name, language);
}

Table Table::parse(std::string_view json, std::string source, Language language) {
  const std::string_view bom = "\xEF\xBB\xBF";  // some editors add it; it is harmless
  if (json.starts_with(bom)) json.remove_prefix(bom.size());

  if (auto bad = firstInvalidUtf8(json)) {
    const auto [line, column] = positionOf(json, *bad);
    std::ostringstream problem;
    problem << "not valid UTF-8 (byte 0x" << std::hex << std::uppercase
            << static_cast<unsigned int>(static_cast<unsigned char>(json[*bad]))
            << "); save the file as UTF-8";
    throw TableError(std::move(source), problem.str(), line, column);
  }
  if (isBlank(json)) throw TableError(std::move(source), "the file is empty");

  boost::json::basic_parser<TableBuilder> parser(boost::json::parse_options{}, language);
  error_code ec;
  std::size_t used = parser.write_some(false, json.data(), json.size(), ec);
  if (!ec && !isBlank(json.substr(used))) {  // the parser stops after the table's object
    used += json.substr(used).find_first_not_of(" \t\r\n");
    ec = boost::json::error::extra_data;
  }
  if (ec) {
    const auto [line, column] = positionOf(json, used);
    std::string problem = parser.handler().problem();
    if (problem.empty()) problem = describeJsonError(ec);
    throw TableError(std::move(source), std::move(problem), line, column);
  }
  return Table(language, std::move(source), std::move(parser.handler().entries()));
}

const Entry* Table::find(std::string_view key) const {
  const auto found = entries_.find(key);
  return found == entries_.end() ? nullptr : &found->second;
}

}  // namespace bizon::localization
