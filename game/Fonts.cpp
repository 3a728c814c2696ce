#include "Fonts.h"

#include <stdexcept>

namespace bizon {

void Fonts::load(const std::filesystem::path& regularFile, const std::filesystem::path& boldFile) {
  for (const auto* file : {&regularFile, &boldFile})
    if (!std::filesystem::exists(*file))
      throw std::runtime_error("font " + file->string() +
                               " is missing; install the package fonts-dejavu-core");
  if (!regular.loadFromFile(regularFile.string()) || !bold.loadFromFile(boldFile.string()))
    throw std::runtime_error("cannot read the DejaVu fonts (" + regularFile.string() + ")");
}

}  // namespace bizon
