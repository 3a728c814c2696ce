// The Catch2 runner of history_tests: the set history's store, files, index, statistics and kill test.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
