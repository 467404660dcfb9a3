// replay: the C++17 wrapper arimaa.hpp at work. Replays the first game of a game record
// and prints its final board and result, like replay.c; without an argument, plays a
// short built-in opening, prints the legal moves of the side to move and shows an illegal
// move refused with arimaa::Error.
//
//   replay [FILE]
//
// FILE is a per-game record (`Name: value` headers, then one turn per line) or an
// arimaa.com archive file. Build against an installed libarimaa:
//   c++ -std=c++17 -Wall -Wextra -Werror -pedantic replay.cpp -o replay
//       $(pkg-config --cflags --libs arimaa)
#include <cstddef>
#include <iostream>
#include <optional>
#include <string>

#include "arimaa.hpp"

namespace {

// The result as replay.c prints it, e.g. "silver wins by goal (sg)".
std::string describe(const arimaa::Outcome &outcome) {
    const char *how = "an unknown reason";
    switch (outcome.termination) {
        case 'g': how = "goal"; break;
        case 'e': how = "elimination"; break;
        case 'm': how = "immobilization"; break;
        case 't': how = "time"; break;
        case 'r': how = "resignation"; break;
        case 'i': how = "illegal move"; break;
        case 'f': how = "forfeit"; break;
        case 'a': how = "abandonment"; break;
        case 's': how = "score"; break;
        case 'p': how = "repetition"; break;
        case 'n': how = "no rabbits"; break;
        default: break;
    }
    if (!outcome.winner) return std::string("a draw by ") + how;
    const bool gold = *outcome.winner == arimaa::Side::gold;
    return std::string(gold ? "gold" : "silver") + " wins by " + how + " (" +
           (gold ? 'g' : 's') + outcome.termination + ")";
}

int replay_file(const std::string &path) {
    arimaa::RecordReader reader = arimaa::RecordReader::open(path);
    std::optional<arimaa::Record> record = reader.next();
    if (!record) {
        std::cerr << "replay: " << path << " holds no game\n";
        return 1;
    }
    const arimaa::Game game = record->replay();
    std::cout << game.position().to_diagram();
    const arimaa::Outcome outcome = game.outcome();
    if (outcome.over) {
        std::cout << describe(outcome) << "\n";
    } else {
        std::cout << "no result yet; next turn " << game.next_label() << "\n";
    }
    return 0;
}

// A short opening: both setups and two moves each.
constexpr const char *opening =
    "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n"
    "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n"
    "2g Ee2n Ee3n Ee4n Ee5w\n"
    "2s ed7s ed6e ee6s hb7s\n";

int built_in() {
    arimaa::Game game = arimaa::Game::from_record(opening);
    std::cout << game.position().to_diagram();
    const arimaa::MoveList moves = game.legal_moves();
    std::size_t one_step = 0;
    for (const std::string &move : moves) {
        if (move.find(' ') == std::string::npos) ++one_step;  // a single step, e.g. "Ra1n"
    }
    std::cout << "next turn " << game.next_label() << ": " << moves.size() << " legal moves, "
              << one_step << " of one step\n";
    try {
        game.play("Ra1n");  // the square a2 is taken by a gold dog
        std::cout << "Ra1n was accepted\n";
        return 1;
    } catch (const arimaa::Error &e) {
        std::cout << "Ra1n refused: " << e.status_name() << ", rule " << e.rule() << "\n";
    }
    return 0;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc > 2) {
        std::cerr << "usage: " << argv[0] << " [FILE]\n";
        return 2;
    }
    std::cout << "libarimaa " << arimaa::version() << " (header " << arimaa::version_major
              << "." << arimaa::version_minor << "." << arimaa::version_patch << ")\n";
    try {
        return argc == 2 ? replay_file(argv[1]) : built_in();
    } catch (const arimaa::Error &e) {
        std::cerr << "replay: " << e.what() << " (" << e.status_name() << ", rule "
                  << e.rule() << ")\n";
        return 1;
    }
}
