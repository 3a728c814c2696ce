// The Catch2 runner of work_tests: the worker thread of engine/work.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
