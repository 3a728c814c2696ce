// The Catch2 runner of server_tests: the window's link to a table server, against a server run in the test.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
