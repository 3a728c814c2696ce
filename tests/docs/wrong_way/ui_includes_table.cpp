// A wrong-way include that must not compile: the window's ui/ under the table it serves (bizon_ui links no bizon_table).
#include "ui/Button.h"
#include "table/TableScene.h"
