// The C++17 wrapper arimaa.hpp (built by tests/c_programs.rs with g++ -std=c++17 -Wall
// -Wextra -Werror -pedantic, run natively and under valgrind): handles, copies and moves,
// range-for over move lists, and errors as arimaa::Error with status, rule and message.
//
//   test_wrapper GAME100 MOVELIST_40260
//
// GAME100 is tests/data/games/per-game/game100.txt (its headers: GameId 100, silver wins
// by goal), MOVELIST_40260 tests/data/games/per-game/movelists/40260.txt (in
// expected_verdicts.tsv: old-rules at 36g, third_repetition).
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "arimaa.hpp"

namespace {

int checks = 0;

void expect(bool ok, const char *what, int line) {
    if (!ok) {
        std::fprintf(stderr, "test_wrapper.cpp:%d: check failed: %s\n", line, what);
        std::exit(1);
    }
    ++checks;
}
#define EXPECT(cond) expect((cond), #cond, __LINE__)

// Runs `f`, which must throw arimaa::Error with `status` and `rule`; returns its message.
template <typename F>
std::string expect_error(F f, arimaa_status status, arimaa_rule rule, int line) {
    try {
        f();
    } catch (const arimaa::Error &e) {
        if (e.status() != status || e.rule() != rule) {
            std::fprintf(stderr, "test_wrapper.cpp:%d: got %s / %s (%s)\n", line,
                         std::string(e.status_name()).c_str(),
                         std::string(e.rule_name()).c_str(), e.what());
            std::exit(1);
        }
        ++checks;
        return e.what();
    }
    std::fprintf(stderr, "test_wrapper.cpp:%d: no arimaa::Error thrown\n", line);
    std::exit(1);
}
#define EXPECT_ERROR(stmt, status, rule) expect_error([&] { stmt; }, status, rule, __LINE__)

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

void version() {
    const std::string header = std::to_string(arimaa::version_major) + "." +
                               std::to_string(arimaa::version_minor) + "." +
                               std::to_string(arimaa::version_patch);
    EXPECT(arimaa::version() == header);
}

void positions_and_moves() {
    const arimaa::Position start = arimaa::Position::standard();
    EXPECT(start.side_to_move() == arimaa::Side::gold);
    // AEI's published unique-move count of the usual opening.
    EXPECT(start.count_moves() == 3353);
    const arimaa::MoveList moves = start.legal_moves();
    EXPECT(moves.size() == 3353);
    std::set<std::string> seen;
    for (const std::string &move : moves) seen.insert(move);
    EXPECT(seen.size() == 3353);  // unique moves
    EXPECT(seen.count("Ee2n") == 1);
    EXPECT(moves.to_vector().size() == 3353);
    EXPECT(moves.at(0) == moves[0]);
    EXPECT_ERROR(moves.at(3353), ARIMAA_STATUS_INDEX_OUT_OF_RANGE, ARIMAA_RULE_NONE);

    // a2 holds the gold dog: Ra1n breaks `occupied`; the message names the C function.
    const std::string message =
        EXPECT_ERROR(start.play("Ra1n"), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_OCCUPIED);
    EXPECT(starts_with(message, "arimaa_position_play: illegal move"));
    EXPECT_ERROR(arimaa::Position::from_short("not a position"),
                 ARIMAA_STATUS_INVALID_NOTATION, ARIMAA_RULE_NOTATION);
    // A text holding a NUL byte is refused before the C call.
    EXPECT_ERROR(start.play(std::string_view("Ee2n\0Ee3n", 9)), ARIMAA_STATUS_INVALID_ARGUMENT,
                 ARIMAA_RULE_NONE);

    // The short form round-trips; play returns a new position, silver to move.
    EXPECT(arimaa::Position::from_short(start.to_short()).hash() == start.hash());
    const arimaa::Position after = start.play("Ee2n Ee3n");
    EXPECT(after.side_to_move() == arimaa::Side::silver);
    EXPECT(after.hash() != start.hash());
    EXPECT(!after.outcome().over);
}

void copies_moves_and_steps() {
    arimaa::Position a = arimaa::Position::standard();
    arimaa::Position b = a;  // arimaa_position_clone
    b.play_step("Ee2n");
    EXPECT(a.steps_taken() == 0);
    EXPECT(b.steps_taken() == 1);
    EXPECT(b.current_move() == "Ee2n");
    const arimaa::StepList steps = b.legal_steps();
    bool back = false;
    for (const std::string &step : steps) back = back || step == "Ee3s";
    EXPECT(back);  // the elephant may step back to e2
    b.undo_step();
    EXPECT(b.steps_taken() == 0);
    EXPECT_ERROR(b.undo_step(), ARIMAA_STATUS_NOTHING_TO_UNDO, ARIMAA_RULE_NONE);
    // a2 holds a dog, not a horse; a step off the board is not even notation.
    EXPECT_ERROR(b.play_step("Ha2n"), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_WRONG_PIECE);
    EXPECT_ERROR(b.play_step("Da2w"), ARIMAA_STATUS_INVALID_NOTATION, ARIMAA_RULE_NOTATION);
    EXPECT(b.steps_taken() == 0);
    b.play_step("Ee2n");
    b.end_move();
    EXPECT(b.side_to_move() == arimaa::Side::silver);

    a = b;  // copy assignment
    EXPECT(a.hash() == b.hash());
    arimaa::Position c = std::move(a);  // the handle moves, nothing is cloned or freed twice
    EXPECT(c.hash() == b.hash());
    a = std::move(c);
    EXPECT(a.side_to_move() == arimaa::Side::silver);
}

void games() {
    arimaa::Game game;
    EXPECT(game.next_label() == "1g");
    // Gold places gold pieces only.
    EXPECT_ERROR(game.play("ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"),
                 ARIMAA_STATUS_ILLEGAL_SETUP, ARIMAA_RULE_WRONG_COLOR);
    game.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2");
    EXPECT(game.next_label() == "1s");
    // Without a handicap option, silver places the full set.
    EXPECT_ERROR(game.play("ra8 rb8"), ARIMAA_STATUS_ILLEGAL_SETUP, ARIMAA_RULE_MISSING);
    game.takeback();
    EXPECT(game.next_label() == "1g");
    EXPECT_ERROR(game.takeback(), ARIMAA_STATUS_NOTHING_TO_UNDO, ARIMAA_RULE_NONE);
    EXPECT(!game.outcome().over);
    EXPECT(game.to_record() == "1g\n");  // only the empty label of the side to move

    arimaa::Game moved = std::move(game);
    moved.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2");
    EXPECT(moved.to_record().find("1g Ra1") != std::string::npos);
}

void records(const char *game100, const char *movelist) {
    arimaa::RecordReader reader = arimaa::RecordReader::open(game100);
    int games = 0;
    for (arimaa::Record &record : reader) {
        ++games;
        EXPECT(record.id() == std::optional<std::string>("100"));
        const arimaa::Verdict verdict = record.verify();
        EXPECT(verdict.kind == ARIMAA_VERDICT_OK && verdict.name == "ok" && !verdict.fails);
        const arimaa::Game game = record.replay();
        const arimaa::Outcome outcome = game.outcome();
        EXPECT(outcome.over);
        EXPECT(outcome.winner == arimaa::Side::silver);
        EXPECT(outcome.termination == 'g');
        // The record's text replays to the same final position.
        const arimaa::Game again = arimaa::Game::from_record(game.to_record());
        EXPECT(again.position().hash() == game.position().hash());
    }
    EXPECT(games == 1);

    arimaa::RecordReader lists = arimaa::RecordReader::open(movelist);
    std::optional<arimaa::Record> record = lists.next();
    EXPECT(record.has_value());
    EXPECT(!record->id().has_value());
    const arimaa::Verdict verdict = record->verify();
    EXPECT(verdict.kind == ARIMAA_VERDICT_OLD_RULES);
    EXPECT(verdict.label == "36g" && verdict.rule == "third_repetition" && !verdict.fails);
    EXPECT(!lists.next().has_value());

    EXPECT_ERROR(arimaa::RecordReader::open("/nonexistent/arimaa/game.txt"),
                 ARIMAA_STATUS_INVALID_RECORD, ARIMAA_RULE_NONE);
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s GAME100 MOVELIST_40260\n", argv[0]);
        return 2;
    }
    version();
    positions_and_moves();
    copies_moves_and_steps();
    games();
    records(argv[1], argv[2]);
    std::printf("test_wrapper: %d checks passed\n", checks);
    return 0;
}
