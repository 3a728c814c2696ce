// A wrong-way include that must not compile: the table server knows no player (bizon_server links no bizon_ai; its players are handed to it).
#include "server/TableServer.h"
#include "Player.h"
