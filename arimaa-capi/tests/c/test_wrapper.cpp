// The C++17 wrapper arimaa.hpp (built by tests/c_programs.rs with g++ -std=c++17 -Wall
// -Wextra -Werror -pedantic, run natively and under valgrind): handles, copies and moves,
// range-for over move lists, errors as arimaa::Error with status, rule and message, the
// machine-learning encodings of the usual opening (hand-counted), and the batched
// self-play environment, whose games of slot 0 replay through arimaa::Game to the same
// results.
//
//   test_wrapper GAME100 MOVELIST_40260
//
// GAME100 is tests/data/games/per-game/game100.txt (its headers: GameId 100, silver wins
// by goal), MOVELIST_40260 tests/data/games/per-game/movelists/40260.txt (in
// expected_verdicts.tsv: old-rules at 36g, third_repetition).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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
        if (e.status() != status || e.code() != rule ||
            e.rule() != arimaa::rule_name(rule)) {
            std::fprintf(stderr, "test_wrapper.cpp:%d: got %s / %s (%s)\n", line,
                         std::string(e.status_name()).c_str(), std::string(e.rule()).c_str(),
                         e.what());
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
    // The error's fields: the refused step of the move (0-based), no place in one line.
    try {
        start.play("Ee2n Ra1n");  // e3 is free for the elephant, a2 still holds the dog
        EXPECT(false);
    } catch (const arimaa::Error &e) {
        EXPECT(e.rule() == "occupied" && e.code() == ARIMAA_RULE_OCCUPIED);
        EXPECT(e.step() == std::optional<std::uint32_t>(1));
        EXPECT(e.line() == 0 && e.column() == 0);
    }
    try {
        start.play("Ra1q");  // not notation: no step
        EXPECT(false);
    } catch (const arimaa::Error &e) {
        EXPECT(e.rule() == "notation" && !e.step().has_value());
    }
    EXPECT_ERROR(arimaa::Position::from_short("not a position"),
                 ARIMAA_STATUS_INVALID_NOTATION, ARIMAA_RULE_NOTATION);
    // A text holding a NUL byte is refused before the C call.
    EXPECT_ERROR(start.play(std::string_view("Ee2n\0Ee3n", 9)), ARIMAA_STATUS_INVALID_ARGUMENT,
                 ARIMAA_RULE_NONE);

    // The short form round-trips; play returns a new position, silver to move.
    EXPECT(arimaa::Position::from_short(start.to_short()).zobrist_key() == start.zobrist_key());
    const arimaa::Position after = start.play("Ee2n Ee3n");
    EXPECT(after.side_to_move() == arimaa::Side::silver);
    EXPECT(after.zobrist_key() != start.zobrist_key());
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
    EXPECT_ERROR(b.undo_step(), ARIMAA_STATUS_NOTHING_TO_TAKE_BACK,
                 ARIMAA_RULE_NOTHING_TO_TAKE_BACK);
    // a2 holds a dog, not a horse; a step off the board is not even notation.
    EXPECT_ERROR(b.play_step("Ha2n"), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_WRONG_PIECE);
    EXPECT_ERROR(b.play_step("Da2w"), ARIMAA_STATUS_INVALID_NOTATION, ARIMAA_RULE_NOTATION);
    EXPECT(b.steps_taken() == 0);
    b.play_step("Ee2n");
    b.end_move();
    EXPECT(b.side_to_move() == arimaa::Side::silver);

    a = b;  // copy assignment
    EXPECT(a.zobrist_key() == b.zobrist_key());
    arimaa::Position c = std::move(a);  // the handle moves, nothing is cloned or freed twice
    EXPECT(c.zobrist_key() == b.zobrist_key());
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
    EXPECT_ERROR(game.takeback(), ARIMAA_STATUS_NOTHING_TO_TAKE_BACK,
                 ARIMAA_RULE_NOTHING_TO_TAKE_BACK);
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
        EXPECT(again.position().zobrist_key() == game.position().zobrist_key());
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
                 ARIMAA_STATUS_INVALID_RECORD, ARIMAA_RULE_READ_FAILED);

    // Game::from_record goes by the record's date, as every binding: this undated record's
    // third repetition at 36g is allowed by the rules before 2008-07-01, refused by
    // today's (the strict options), at its line.
    const std::string text = record->to_text();
    const arimaa::Game by_date = arimaa::Game::from_record(text);
    EXPECT(by_date.next_label() == "36s");
    try {
        arimaa::Game::from_record(text, arimaa::GameOptions{});
        EXPECT(false);
    } catch (const arimaa::Error &e) {
        EXPECT(e.status() == ARIMAA_STATUS_ILLEGAL_MOVE && e.rule() == "third_repetition");
        EXPECT(e.line() > 0 && !e.step().has_value());
    }
    EXPECT(arimaa::Record::parse(text).to_text() == text);
}

int count_set(const std::uint8_t *mask) {
    return std::accumulate(mask, mask + ARIMAA_ACTIONS, 0);
}

float channel_sum(const std::vector<float> &planes, int channel) {
    return std::accumulate(planes.begin() + channel * 64, planes.begin() + channel * 64 + 64,
                           0.0f);
}

void encodings() {
    arimaa::Position pos = arimaa::Position::standard();
    // Gold's eight rank-2 pieces step north: a2..h2 = squares 8..15, direction 0.
    const auto mask = pos.legal_action_mask(arimaa::Side::gold);
    EXPECT(count_set(mask.data()) == 8);
    for (unsigned sq = 8; sq < 16; sq++) EXPECT(mask[4 * sq] == 1);
    EXPECT(mask[ARIMAA_END_MOVE] == 0);
    // Silver's view of the same mask: a7..h7 (48..55) stepping south (2).
    const auto flipped = pos.legal_action_mask(arimaa::Side::silver);
    for (unsigned sq = 8; sq < 16; sq++) EXPECT(flipped[4 * (sq + 40) + 2] == 1);
    EXPECT(arimaa::flip_action(4 * 8) == 4 * 48 + 2);
    EXPECT(arimaa::flip_action(ARIMAA_END_MOVE) == ARIMAA_END_MOVE);

    const std::vector<float> gold = pos.planes(arimaa::Side::gold);
    EXPECT(gold.size() == ARIMAA_PLANE_VALUES);
    EXPECT(channel_sum(gold, 0) == 8);      // own rabbits
    EXPECT(gold[5 * 64 + 8 * 1 + 4] == 1);  // own elephant on e2: row 1, file e
    EXPECT(channel_sum(gold, 12) == 64);    // gold to move
    EXPECT(channel_sum(gold, 21) == 4);     // traps
    const std::vector<float> silver = pos.planes(arimaa::Side::silver);
    EXPECT(channel_sum(silver, 12) == 0);     // not silver's turn
    EXPECT(silver[5 * 64 + 8 * 1 + 3] == 1);  // silver's elephant on d7: row 1 from silver

    EXPECT(arimaa::step_action("Ed2n") == 44);
    EXPECT_ERROR(arimaa::step_action("Ed2n Ed3n"), ARIMAA_STATUS_INVALID_NOTATION,
                 ARIMAA_RULE_NOTATION);
    EXPECT(pos.action_step(48) == "Ee2n");
    EXPECT_ERROR(pos.action_step(ARIMAA_END_MOVE), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_NOT_A_STEP);
    EXPECT_ERROR(pos.play_action(ARIMAA_END_MOVE), ARIMAA_STATUS_ILLEGAL_MOVE,
                 ARIMAA_RULE_EMPTY_MOVE);
    // a1's rabbit is blocked by the dog on a2.
    EXPECT_ERROR(pos.play_action(0), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_OCCUPIED);
    pos.play_action(48);
    EXPECT(pos.current_move() == "Ee2n");
    pos.play_action(ARIMAA_END_MOVE);
    EXPECT(pos.side_to_move() == arimaa::Side::silver);
}

// One game replayed through arimaa::Game from the actions of a self-play slot: the 32
// placements (elephant, camel, horses, dogs, cats, rabbits per side) as two setups,
// then the steps, each move played when its end is chosen.
class Replay {
public:
    void action(arimaa::Side side, std::uint32_t action) {
        const std::uint32_t abs =
            side == arimaa::Side::silver ? arimaa::flip_action(action) : action;
        if (placed_ < 32) {
            const unsigned sq = abs / 4;
            char piece = "EMHHDDCCRRRRRRRR"[placed_ % 16];
            if (side == arimaa::Side::silver) piece = static_cast<char>(piece - 'A' + 'a');
            if (!setup_.empty()) setup_ += ' ';
            setup_ += {piece, static_cast<char>('a' + sq % 8), static_cast<char>('1' + sq / 8)};
            if (++placed_ % 16 == 0) {
                game_.play(setup_);
                setup_.clear();
            }
            return;
        }
        if (!move_) move_ = game_.position();
        if (abs == ARIMAA_END_MOVE) {
            game_.play(move_->current_move());
            move_.reset();
        } else {
            move_->play_action(abs);
        }
    }
    const arimaa::Game &game() const noexcept { return game_; }

private:
    arimaa::Game game_;
    std::optional<arimaa::Position> move_;
    std::string setup_;
    int placed_ = 0;
};

void self_play() {
    EXPECT_ERROR(arimaa::SelfPlay(0), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    arimaa::SelfPlay env(4, 1, 0, 3);
    EXPECT(env.num_games() == 4);
    arimaa::SelfPlayBuffers out(4);
    arimaa::SelfPlayBuffers for_three(3);
    EXPECT_ERROR(env.reset(for_three), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    env.reset(out);
    for (std::size_t i = 0; i < 4; i++) {
        // Gold places its elephant on one of its 16 home squares: action 4 * square + 1.
        EXPECT(count_set(&out.masks[i * ARIMAA_ACTIONS]) == 16);
        for (unsigned sq = 0; sq < 16; sq++) EXPECT(out.masks[i * ARIMAA_ACTIONS + 4 * sq + 1]);
        EXPECT(out.to_move[i] == 0);
        EXPECT(out.planes[i * ARIMAA_PLANE_VALUES + 22 * 64] == 1);  // setup phase
    }
    // a3 (square 16) is not a home square: refused, naming the game.
    std::vector<std::uint32_t> actions = {1, 1, 4 * 16 + 1, 1};
    const std::string message =
        EXPECT_ERROR(env.step(actions, out), ARIMAA_STATUS_ILLEGAL_MOVE, ARIMAA_RULE_ILLEGAL_ACTION);
    EXPECT(message.find("game 2") != std::string::npos);
    actions.pop_back();
    EXPECT_ERROR(env.step(actions, out), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    out.rewards.pop_back();
    EXPECT_ERROR(env.step_random(actions, out), ARIMAA_STATUS_INVALID_ARGUMENT,
                 ARIMAA_RULE_NONE);
    out.rewards.push_back(0);

    auto replay = std::make_unique<Replay>();
    int games = 0;
    long steps = 0;
    while (games < 3) {
        const auto side = out.to_move[0] == 0 ? arimaa::Side::gold : arimaa::Side::silver;
        env.step_random(actions, out);
        EXPECT(actions.size() == 4);
        steps++;
        replay->action(side, actions[0]);
        if (!out.terminated[0]) {
            EXPECT(out.rewards[0] == 0 && out.rewards[1] == 0 && out.termination[0] == 0);
            continue;
        }
        const arimaa::Outcome o = replay->game().outcome();
        EXPECT(o.over && o.winner.has_value());
        EXPECT(o.termination == static_cast<char>(out.termination[0]));
        const int winner = static_cast<int>(*o.winner);
        EXPECT(out.rewards[winner] == 1.0f && out.rewards[1 - winner] == -1.0f);
        EXPECT(out.to_move[0] == 0 && count_set(out.masks.data()) == 16);  // restarted
        replay = std::make_unique<Replay>();
        games++;
    }
    std::printf("test_wrapper: replayed %d self-play games (%ld steps) through arimaa::Game\n",
                games, steps);

    // Incremental planes equal planes written whole, step after step; the move limit
    // truncates (3 moves).
    arimaa::SelfPlay whole(4, 1, 3, 9);
    arimaa::SelfPlay incremental = arimaa::SelfPlay(4, 1, 3, 9);  // moved
    incremental.set_incremental_planes(true);
    arimaa::SelfPlayBuffers a(4), b(4);
    std::vector<std::uint32_t> chosen_a, chosen_b;
    whole.reset(a);
    incremental.reset(b);
    int truncations = 0;
    for (int s = 0; s < 200; s++) {
        whole.step_random(chosen_a, a);
        incremental.step_random(chosen_b, b);
        EXPECT(chosen_a == chosen_b && a.planes == b.planes);
        truncations += std::accumulate(a.truncated.begin(), a.truncated.end(), 0);
    }
    EXPECT(truncations > 0);
}

}  // namespace

// The built-in bot: setups and moves the game accepts (each move in its legal move
// list), the analysis of the same search, and the errors of the C API as exceptions.
void bots() {
    EXPECT_ERROR(arimaa::Bot("minimax"), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    const arimaa::Bot bot("classic", 3);
    arimaa::Game game;
    EXPECT_ERROR(bot.choose(game, std::nullopt, 100), ARIMAA_STATUS_ILLEGAL_MOVE,
                 ARIMAA_RULE_SETUP_EXPECTED);
    game.play(bot.setup(game));
    game.play(bot.turn(game, std::nullopt, 100));  // silver's setup: the turn the game expects
    EXPECT_ERROR(bot.setup(game), ARIMAA_STATUS_ILLEGAL_SETUP, ARIMAA_RULE_NOT_SETUP_PHASE);
    // A limit of 0 is refused (a missing one is none).
    EXPECT_ERROR(bot.choose(game, 0), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    EXPECT_ERROR(bot.choose(game, std::nullopt, 0), ARIMAA_STATUS_INVALID_ARGUMENT,
                 ARIMAA_RULE_NONE);
    for (int i = 0; i < 4; ++i) {
        const std::string mv = bot.choose(game, std::nullopt, 1000);
        const std::vector<std::string> legal = game.legal_moves().to_vector();
        EXPECT(std::find(legal.begin(), legal.end(), mv) != legal.end());
        EXPECT(bot.turn(game, std::nullopt, 1000) == mv);  // the same search
        const arimaa::Analysis a = bot.analyze(game, std::nullopt, 1000);
        EXPECT(a.move == mv && !a.pv.empty() && a.pv.front() == mv);
        EXPECT(a.nodes > 0 && a.nodes <= 1000);
        game.play(mv);
    }
    arimaa::Bot search;  // "search", seed 1
    search.set_hash_mb(8);
    search.set_max_depth(8);
    EXPECT_ERROR(search.set_hash_mb(0), ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    EXPECT_ERROR(search.set_hash_mb(arimaa::Bot::MAX_HASH_MB + 1),
                 ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    EXPECT_ERROR(search.set_max_depth(arimaa::Bot::MAX_DEPTH + 1),
                 ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE);
    const std::string mv = search.choose(game, 200);
    const std::vector<std::string> legal = game.legal_moves().to_vector();
    EXPECT(std::find(legal.begin(), legal.end(), mv) != legal.end());
    // No limit given: the bot's default time (one second), a legal move.
    const arimaa::Analysis a = search.analyze(game);
    EXPECT(std::find(legal.begin(), legal.end(), a.move) != legal.end());
    EXPECT(a.score < arimaa::Analysis::WIN && a.score > -arimaa::Analysis::WIN);
    game.resign();
    EXPECT_ERROR(search.choose(game, 200), ARIMAA_STATUS_GAME_OVER, ARIMAA_RULE_GAME_OVER);
    EXPECT_ERROR(search.turn(game), ARIMAA_STATUS_GAME_OVER, ARIMAA_RULE_GAME_OVER);
}

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
    encodings();
    self_play();
    bots();
    std::printf("test_wrapper: %d checks passed\n", checks);
    return 0;
}
