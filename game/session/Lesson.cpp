#include "session/Lesson.h"

#include <iostream>
#include <stdexcept>

#include "files/AtomicFile.h"

namespace bizon::table {

Lesson::Lesson(int number, LessonFile file)
    : number_(number), end_(std::move(file.end)), notes_(std::move(file.notes)), cursor_(std::move(file.record)) {}

int Lesson::introAt() const {
  for (int k = 0; k < size(); ++k)
    if (expected(k).seat() == Seat::You || expected(k).bid()) return k;
  return 0;
}

std::optional<Refusal> Lesson::ruleRefusal(int k, const Move& tried) const {
  Game probe = cursor_.gameAt(k);  // sends its events nowhere
  return probe.apply(tried);
}

std::optional<std::string> Lesson::noteKey(int k) const {
  const auto it = notes_.find(k);
  if (it == notes_.end()) return std::nullopt;
  return it->second;
}

std::vector<Lesson> loadLessons(const std::filesystem::path& folder) {
  std::vector<Lesson> lessons;
  for (int n = 1;; ++n) {
    const auto file = folder / ("lesson-" + std::to_string(n) + ".json");
    if (!std::filesystem::exists(file)) break;
    FileText read = readFileLimited(file, 256 * 1024);
    try {
      if (!read.text) throw std::invalid_argument(read.why);
      lessons.emplace_back(n, parseLesson(*read.text));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(file.string() + ": " + e.what());
    }
  }
  return lessons;
}

LessonProgress loadLessonProgress(const std::filesystem::path& userDir, bool* setAside) {
  if (userDir.empty()) return {};
  const auto file = userDir / "lessons.json";
  FileText read = readFileLimited(file, 64 * 1024);
  std::string why = read.why;
  if (read.text)
    if (auto progress = parseLessonProgress(*read.text, why)) return *progress;
  if (!read.text && read.refusal == ReadRefusal::Missing) return {};
  // Kept beside it under a name of its own, never overwritten: nothing is lost.
  std::error_code ec;
  std::filesystem::path aside;
  for (int n = 1; n < 1000; ++n) {
    aside = userDir / ("lessons-damaged-" + std::to_string(n) + ".json");
    if (!std::filesystem::exists(aside, ec)) break;
  }
  std::filesystem::rename(file, aside, ec);
  std::cerr << "bizon: " << file.string() << ": " << why << (ec ? "" : "; set aside as " + aside.filename().string())
            << "\n";
  if (setAside) *setAside = true;
  return {};
}

bool saveLessonProgress(const LessonProgress& progress, const std::filesystem::path& userDir) {
  if (userDir.empty()) return false;
  try {
    writeFileAtomically(userDir / "lessons.json", lessonProgressText(progress));
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace bizon::table
