// A wrong-way include that must not compile: the codecs under the history that uses them (bizon_codec links no bizon_history).
#include "codec/SetFileCodec.h"
#include "history/HistoryStore.h"
