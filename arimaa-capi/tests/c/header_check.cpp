// The header compiles as C++ (g++ -std=c++17 -Wall -Wextra -Werror -pedantic) and its
// extern "C" guard links the C functions without name mangling: a short game through
// the API from C++.
#include <cstdio>
#include <cstring>
#include <memory>

#include "arimaa.h"

namespace {

struct GameDeleter {
    void operator()(arimaa_game *g) const { arimaa_game_free(g); }
};
using GamePtr = std::unique_ptr<arimaa_game, GameDeleter>;

int fail(const char *what) {
    std::fprintf(stderr, "header_check: %s failed\n", what);
    return 1;
}

}  // namespace

int main() {
    static_assert(ARIMAA_STATUS_OK == 0, "OK is zero");
    static_assert(sizeof(arimaa_outcome) >= sizeof(int) + 2, "outcome is a plain struct");

    arimaa_game *raw = nullptr;
    if (arimaa_game_new(&raw) != ARIMAA_STATUS_OK) return fail("arimaa_game_new");
    GamePtr game(raw);
    if (arimaa_game_play(game.get(),
                         "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2") !=
        ARIMAA_STATUS_OK)
        return fail("gold setup");
    if (arimaa_game_play(game.get(), nullptr) != ARIMAA_STATUS_NULL_ARGUMENT)
        return fail("NULL notation");
    if (std::strcmp(arimaa_status_name(ARIMAA_STATUS_GAME_OVER), "ARIMAA_STATUS_GAME_OVER") != 0)
        return fail("arimaa_status_name");

    char *label = nullptr;
    if (arimaa_game_next_label(game.get(), &label) != ARIMAA_STATUS_OK) return fail("label");
    const bool silver_sets_up = std::strcmp(label, "1s") == 0;
    arimaa_string_free(label);
    if (!silver_sets_up) return fail("next label 1s");

    arimaa_outcome outcome{true, 7, 'x', 7};
    if (arimaa_game_outcome(game.get(), &outcome) != ARIMAA_STATUS_OK || outcome.over ||
        outcome.winner != -1)
        return fail("outcome");
    std::printf("header_check: C++ build and calls OK\n");
    return 0;
}
