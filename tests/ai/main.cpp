// The Catch2 entry point of ai_tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
