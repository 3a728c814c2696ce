// The Catch2 main of session_tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
