// Why a file Bizon keeps could not be written as asked (a link, a device or a folder where a file is to go): one line for the player or the terminal.
#pragma once

#include <stdexcept>

namespace bizon {

struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace bizon
