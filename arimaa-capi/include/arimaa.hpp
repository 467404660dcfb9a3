/*
 * arimaa.hpp: a header-only C++17 layer over the C API of arimaa.h (libarimaa).
 *
 * - Handles own their C object and free it with its `_free` function (RAII): `Position`
 *   (copyable: a copy is `arimaa_position_clone`), `Game`, `Record`, `RecordReader`,
 *   `MoveList`, `StepList`, `SelfPlay` and `Bot` (move-only).
 * - The built-in bots: `Bot` (`choose`, `analyze` giving an `Analysis`, `setup`, `turn`;
 *   time in milliseconds, one second when no limit is given).
 * - The machine-learning encodings: `Position::legal_action_mask`, `planes`,
 *   `action_step`, `play_action`, `step_action`, `flip_action`, and the batched
 *   self-play environment `SelfPlay` writing into `SelfPlayBuffers` (or a caller's
 *   `arimaa_selfplay_buffers`).
 * - Every failed call throws the one exception type `arimaa::Error`, carrying the
 *   `arimaa_status` and the fields of every binding's errors: `rule()` (the core's stable
 *   name, "" for a failure of the C boundary itself), `code()` (its `arimaa_rule`), the
 *   place in the caller's text (`line()`, `column()`, 0 when none), the refused `step()`
 *   of a move, and the library's message, e.g.
 *   "arimaa_position_play: illegal move: step 1 (Ra1n): occupied: ...".
 * - Text goes in as `std::string_view` (copied to add the terminating NUL; a text holding a
 *   NUL byte is refused with ARIMAA_STATUS_INVALID_ARGUMENT) and comes out as
 *   `std::string`; the library's strings are freed before a function returns.
 * - Move and step lists work with range-for: `for (const std::string &move : moves)`.
 *
 * Every rule is decided by the library: this header only converts types and owns handles.
 * The thread rules are those of arimaa.h (const member functions only read).
 *
 *   #include <arimaa.hpp>
 *   arimaa::Game game = arimaa::Record::parse(text).replay();
 *   std::cout << game.position().to_diagram();
 *
 * Build: c++ -std=c++17 prog.cpp $(pkg-config --cflags --libs arimaa)
 */
#ifndef ARIMAA_HPP
#define ARIMAA_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "arimaa.h"

namespace arimaa {

/** The version of the header, e.g. {0, 1, 0}; compare with `version()`, the library's. */
inline constexpr unsigned version_major = ARIMAA_VERSION_MAJOR;
/** See `version_major`. */
inline constexpr unsigned version_minor = ARIMAA_VERSION_MINOR;
/** See `version_major`. */
inline constexpr unsigned version_patch = ARIMAA_VERSION_PATCH;

/** The version of the loaded library, "MAJOR.MINOR.PATCH" (`arimaa_version`). */
inline std::string_view version() noexcept { return arimaa_version(); }

/** The name of a status, e.g. "ARIMAA_STATUS_ILLEGAL_MOVE" (`arimaa_status_name`). */
inline std::string_view status_name(arimaa_status status) noexcept {
    return arimaa_status_name(status);
}

/** The stable name of a rule, e.g. "frozen" (`arimaa_rule_name`). */
inline std::string_view rule_name(arimaa_rule rule) noexcept { return arimaa_rule_name(rule); }

/**
 * The one exception every wrapper function throws when the library refuses a call, with
 * the fields of every binding's errors (Python's and JavaScript's `ArimaaError`):
 * `status()` says what kind of failure, `rule()` which rule was broken (the core's stable
 * name, "" for a failure of the C boundary) and `code()` its number, `line()` and
 * `column()` where in the caller's text (0 when unknown), `step()` which step of a move
 * was refused; `what()` is the library's message.
 */
class Error : public std::runtime_error {
public:
    /** An error with the given status, rule code, message, place (0 = unknown) and step. */
    Error(arimaa_status status, arimaa_rule code, const std::string &message,
          std::uint32_t line = 0, std::uint32_t column = 0,
          std::optional<std::uint32_t> step = std::nullopt)
        : std::runtime_error(message), status_(status), code_(code), line_(line),
          column_(column), step_(step) {}

    /** The status the C call returned (never ARIMAA_STATUS_OK). */
    arimaa_status status() const noexcept { return status_; }
    /** `status()` by name, e.g. "ARIMAA_STATUS_ILLEGAL_MOVE". */
    std::string_view status_name() const noexcept { return arimaa::status_name(status_); }
    /** The stable name of the rule the call found broken, e.g. "frozen", or "". */
    std::string_view rule() const noexcept { return arimaa::rule_name(code_); }
    /** The code of that rule (`arimaa_last_error_code`), or ARIMAA_RULE_NONE. */
    arimaa_rule code() const noexcept { return code_; }
    /** The line (1-based) in the caller's text, or 0 (`arimaa_last_error_line`). */
    std::uint32_t line() const noexcept { return line_; }
    /** The column (1-based, bytes) in the caller's text, or 0 (`arimaa_last_error_column`). */
    std::uint32_t column() const noexcept { return column_; }
    /**
     * The 0-based index of the refused step in its move, where a whole move was refused at
     * one of its steps (`arimaa_last_error_step`); empty otherwise.
     */
    std::optional<std::uint32_t> step() const noexcept { return step_; }

private:
    arimaa_status status_;
    arimaa_rule code_;
    std::uint32_t line_;
    std::uint32_t column_;
    std::optional<std::uint32_t> step_;
};

/** A side: gold moves first (0), silver second (1), as in `arimaa_outcome.winner`. */
enum class Side : int { gold = 0, silver = 1 };

/** How a game stands (`arimaa_outcome`). */
struct Outcome {
    /** Whether the game has a result. */
    bool over = false;
    /** The winner; empty while the game goes on and for a draw (a pre-2008 record). */
    std::optional<Side> winner;
    /**
     * How the game ended, as the arimaa.com archive letter ('g' goal, 'e' elimination,
     * 'm' immobilization, or from records 't', 'r', 'i', 'f', 'a', 's', 'p', 'n');
     * '\0' while the game goes on.
     */
    char termination = '\0';
    /** For 'm' decided by the rules: 1 no legal move, 2 only third repetitions; else 0. */
    int immobilization = 0;
};

/**
 * The rules of a game (`arimaa_game_options`; the core's `GameOptions`): all false is
 * today's rules with full setups.
 */
struct GameOptions {
    /** Accept setups with fewer pieces than the full set (ARIMAA_GAME_HANDICAP). */
    bool handicap = false;
    /** Step legality only, as before 2008-07-01 (ARIMAA_GAME_LENIENT). */
    bool lenient = false;
    /** Setups anywhere with up to the full set (ARIMAA_GAME_FREE_SETUP). */
    bool free_setup = false;

    /** The C flags. */
    arimaa_game_options flags() const noexcept {
        return static_cast<arimaa_game_options>((handicap ? ARIMAA_GAME_HANDICAP : 0) |
                                                (lenient ? ARIMAA_GAME_LENIENT : 0) |
                                                (free_setup ? ARIMAA_GAME_FREE_SETUP : 0));
    }
};

/**
 * The boards a position parser accepts besides those that can occur in a game
 * (`arimaa_position_options`; the core's `PositionOptions`): all false is those only.
 */
struct PositionOptions {
    /** More pieces of a kind than the full set (ARIMAA_POSITION_EXTRA_MATERIAL). */
    bool extra_material = false;
    /** Pieces on a trap with no friendly neighbour (ARIMAA_POSITION_UNGUARDED_TRAPS). */
    bool unguarded_traps = false;

    /** The C flags. */
    arimaa_position_options flags() const noexcept {
        return static_cast<arimaa_position_options>(
            (extra_material ? ARIMAA_POSITION_EXTRA_MATERIAL : 0) |
            (unguarded_traps ? ARIMAA_POSITION_UNGUARDED_TRAPS : 0));
    }
};

/** The verdict on a record (`arimaa_verdict`), with its texts as strings. */
struct Verdict {
    /** Which verdict. */
    arimaa_verdict_kind kind = ARIMAA_VERDICT_OK;
    /** "ok", "old-rules", "illegal" or "mismatch". */
    std::string name;
    /** For old-rules and illegal: the turn concerned, e.g. "15g"; else empty. */
    std::string label;
    /** For old-rules and illegal: the rule's stable name, e.g. "frozen"; else empty. */
    std::string rule;
    /** For old-rules and illegal: the rule's code; else ARIMAA_RULE_NONE. */
    arimaa_rule code = ARIMAA_RULE_NONE;
    /** For illegal: the input line (1-based) of the refused turn; else 0. */
    std::uint32_t line = 0;
    /** For illegal: the column (1-based) of its label; else 0. */
    std::uint32_t column = 0;
    /** Whether the record fails the check (illegal or mismatch). */
    bool fails = false;
};

namespace detail {

/** Throws the calling thread's last error, which the failed call returning `status` set. */
[[noreturn]] inline void throw_last_error(arimaa_status status) {
    const arimaa_rule code = arimaa_last_error_code();
    const std::uint32_t line = arimaa_last_error_line();
    const std::uint32_t column = arimaa_last_error_column();
    const std::int32_t step = arimaa_last_error_step();
    char *text = nullptr;
    std::string message = arimaa_status_name(status);
    if (arimaa_last_error_message(&text) == ARIMAA_STATUS_OK) {
        message = text;
        arimaa_string_free(text);
    }
    throw Error(status, code, message, line, column,
                step >= 0 ? std::optional<std::uint32_t>(static_cast<std::uint32_t>(step))
                          : std::nullopt);
}

/** Throws `Error` unless `status` is ARIMAA_STATUS_OK. */
inline void check(arimaa_status status) {
    if (status != ARIMAA_STATUS_OK) throw_last_error(status);
}

/** A deleter calling the C `_free` function `Free`. */
template <typename T, void (*Free)(T *)>
struct Deleter {
    void operator()(T *p) const noexcept { Free(p); }
};

/** An owned C object. */
template <typename T, void (*Free)(T *)>
using Owned = std::unique_ptr<T, Deleter<T, Free>>;

/** Takes ownership of a string of the library and returns it as a std::string. */
inline std::string take(char *s) {
    const Owned<char, arimaa_string_free> owner(s);
    return s != nullptr ? std::string(s) : std::string();
}

/** `text` with a terminating NUL, for the C API; refuses a text holding a NUL byte. */
class CText {
public:
    CText(std::string_view text, const char *function) : text_(text) {
        if (text_.find('\0') != std::string::npos) {
            throw Error(ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE,
                        std::string(function) + ": the text contains a NUL byte");
        }
    }
    const char *c_str() const noexcept { return text_.c_str(); }

private:
    std::string text_;
};

inline Outcome outcome(const arimaa_outcome &o) {
    Outcome out;
    out.over = o.over;
    if (o.winner == 0) out.winner = Side::gold;
    if (o.winner == 1) out.winner = Side::silver;
    out.termination = o.termination;
    out.immobilization = o.immobilization;
    return out;
}

}  // namespace detail

/**
 * An owned list of strings of the library (`MoveList`, `StepList`): `size()`, checked
 * `at(i)` and `operator[]`, and iteration by value (`for (const std::string &m : list)`).
 */
template <typename List, arimaa_status (*Len)(const List *, std::size_t *),
          arimaa_status (*Get)(const List *, std::size_t, char **), void (*Free)(List *)>
class StringList {
public:
    /** Takes ownership of `owned` (a list from the library, not NULL). */
    explicit StringList(List *owned) noexcept : list_(owned) {}

    /** The number of entries. */
    std::size_t size() const {
        std::size_t n = 0;
        detail::check(Len(list_.get(), &n));
        return n;
    }
    /** Whether the list has no entry. */
    bool empty() const { return size() == 0; }
    /** Entry `index` (0-based); throws Error (ARIMAA_STATUS_INDEX_OUT_OF_RANGE) past the end. */
    std::string at(std::size_t index) const {
        char *s = nullptr;
        detail::check(Get(list_.get(), index, &s));
        return detail::take(s);
    }
    /** The same as `at(index)` (checked). */
    std::string operator[](std::size_t index) const { return at(index); }
    /** Every entry, in the list's order. */
    std::vector<std::string> to_vector() const { return std::vector<std::string>(begin(), end()); }
    /** The C handle, still owned by this object. */
    const List *get() const noexcept { return list_.get(); }

    /** An input iterator yielding the entries as std::string values. */
    class iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = std::string;
        using difference_type = std::ptrdiff_t;
        using pointer = const std::string *;
        using reference = std::string;

        iterator(const StringList *list, std::size_t index) noexcept
            : list_(list), index_(index) {}
        std::string operator*() const { return list_->at(index_); }
        iterator &operator++() noexcept {
            ++index_;
            return *this;
        }
        iterator operator++(int) noexcept {
            iterator before = *this;
            ++index_;
            return before;
        }
        friend bool operator==(const iterator &a, const iterator &b) noexcept {
            return a.list_ == b.list_ && a.index_ == b.index_;
        }
        friend bool operator!=(const iterator &a, const iterator &b) noexcept {
            return !(a == b);
        }

    private:
        const StringList *list_;
        std::size_t index_;
    };

    /** The first entry. */
    iterator begin() const noexcept { return iterator(this, 0); }
    /** Past the last entry. */
    iterator end() const { return iterator(this, size()); }

private:
    detail::Owned<List, Free> list_;
};

/** Legal moves in notation, e.g. "Ed2n Ed3n" (`arimaa_move_list`). */
using MoveList = StringList<arimaa_move_list, arimaa_move_list_len, arimaa_move_list_get,
                            arimaa_move_list_free>;
/** Legal steps in notation, e.g. "Ed2n" (`arimaa_step_list`). */
using StepList = StringList<arimaa_step_list, arimaa_step_list_len, arimaa_step_list_get,
                            arimaa_step_list_free>;

/**
 * A board with the side to move and the steps taken in the current move
 * (`arimaa_position`). Copyable (`arimaa_position_clone`) and movable; a moved-from
 * Position may only be assigned to or destroyed.
 */
class Position {
public:
    /** Takes ownership of `owned` (a position from the library, not NULL). */
    explicit Position(arimaa_position *owned) noexcept : pos_(owned) {}
    /** A copy (`arimaa_position_clone`). */
    Position(const Position &other) : pos_(clone(other.pos_.get())) {}
    /** Replaces this position by a copy of `other`. */
    Position &operator=(const Position &other) {
        if (this != &other) pos_.reset(clone(other.pos_.get()));
        return *this;
    }
    Position(Position &&) noexcept = default;
    Position &operator=(Position &&) noexcept = default;
    ~Position() = default;

    /**
     * The usual opening: gold DHCMECHD on rank 2 and rabbits on rank 1, silver dhcemchd on
     * rank 7 and rabbits on rank 8, gold to move (`arimaa_position_standard`).
     */
    static Position standard() {
        arimaa_position *p = nullptr;
        detail::check(arimaa_position_standard(&p));
        return Position(p);
    }
    /**
     * A position from the short form (as `to_short()` writes it), accepting the boards
     * `options` allows (`arimaa_position_from_short_with_options`).
     */
    static Position from_short(std::string_view text, PositionOptions options = {}) {
        const detail::CText t(text, "arimaa::Position::from_short");
        arimaa_position *p = nullptr;
        detail::check(
            arimaa_position_from_short_with_options(t.c_str(), options.flags(), &p));
        return Position(p);
    }
    /** A position from a board diagram (`arimaa_position_from_diagram_with_options`). */
    static Position from_diagram(std::string_view text, PositionOptions options = {}) {
        const detail::CText t(text, "arimaa::Position::from_diagram");
        arimaa_position *p = nullptr;
        detail::check(
            arimaa_position_from_diagram_with_options(t.c_str(), options.flags(), &p));
        return Position(p);
    }

    /** The short form (`arimaa_position_to_short`). */
    std::string to_short() const { return text(arimaa_position_to_short); }
    /** The board diagram (`arimaa_position_to_diagram`). */
    std::string to_diagram() const { return text(arimaa_position_to_diagram); }
    /** The side to move. */
    Side side_to_move() const {
        int side = 0;
        detail::check(arimaa_position_side_to_move(pos_.get(), &side));
        return side == 0 ? Side::gold : Side::silver;
    }
    /** The position's Zobrist key (`arimaa_position_zobrist_key`). */
    std::uint64_t zobrist_key() const {
        std::uint64_t key = 0;
        detail::check(arimaa_position_zobrist_key(pos_.get(), &key));
        return key;
    }
    /** The position after the move or setup `move` (this one is unchanged). */
    Position play(std::string_view move) const {
        const detail::CText t(move, "arimaa::Position::play");
        arimaa_position *p = nullptr;
        detail::check(arimaa_position_play(pos_.get(), t.c_str(), &p));
        return Position(p);
    }
    /** The unique legal moves (`arimaa_position_legal_moves`). */
    MoveList legal_moves() const {
        arimaa_move_list *list = nullptr;
        detail::check(arimaa_position_legal_moves(pos_.get(), &list));
        return MoveList(list);
    }
    /** The number of unique legal moves, without building the list. */
    std::uint64_t count_moves() const {
        std::uint64_t n = 0;
        detail::check(arimaa_position_count_moves(pos_.get(), &n));
        return n;
    }
    /** Whether the move that led here ended the game (`arimaa_position_outcome`). */
    Outcome outcome() const {
        arimaa_outcome o{};
        detail::check(arimaa_position_outcome(pos_.get(), &o));
        return detail::outcome(o);
    }

    /** The legal next steps of the current move (`arimaa_position_legal_steps`). */
    StepList legal_steps() const {
        arimaa_step_list *list = nullptr;
        detail::check(arimaa_position_legal_steps(pos_.get(), &list));
        return StepList(list);
    }
    /** Takes one step, e.g. "Ed2n" (`arimaa_position_play_step`). */
    void play_step(std::string_view step) {
        const detail::CText t(step, "arimaa::Position::play_step");
        detail::check(arimaa_position_play_step(pos_.get(), t.c_str()));
    }
    /** Takes back the last step of the current move. */
    void undo_step() { detail::check(arimaa_position_undo_step(pos_.get())); }
    /** Ends the current move: the other side is to move. */
    void end_move() { detail::check(arimaa_position_end_move(pos_.get())); }
    /** The number of steps taken in the current move. */
    std::size_t steps_taken() const {
        std::size_t n = 0;
        detail::check(arimaa_position_steps_taken(pos_.get(), &n));
        return n;
    }
    /** The steps of the current move in notation. */
    std::string current_move() const { return text(arimaa_position_current_move); }

    /**
     * The legal-action mask of the move in progress in `perspective`'s view
     * (`arimaa_position_legal_action_mask_into`): entry `4 * square + direction` is 1 for each
     * legal step after which the move can still be finished, entry ARIMAA_END_MOVE when
     * the move may end now; 0 elsewhere. Third repetitions are not excluded (a position
     * has no history; `SelfPlay` excludes them).
     */
    std::array<std::uint8_t, ARIMAA_ACTIONS> legal_action_mask(Side perspective) const {
        std::array<std::uint8_t, ARIMAA_ACTIONS> mask{};
        detail::check(arimaa_position_legal_action_mask_into(
            pos_.get(), static_cast<int>(perspective), mask.data(), mask.size()));
        return mask;
    }
    /**
     * The input planes seen from `perspective` (`arimaa_position_planes_into`):
     * ARIMAA_PLANE_VALUES floats, value `channel * 64 + 8 * row + file` (row 0 is the
     * perspective's home rank; the channels are listed at `arimaa_position_planes_into`).
     */
    std::vector<float> planes(Side perspective) const {
        std::vector<float> out(ARIMAA_PLANE_VALUES);
        detail::check(arimaa_position_planes_into(pos_.get(), static_cast<int>(perspective),
                                             out.data(), out.size()));
        return out;
    }
    /**
     * The step that `action` (an absolute id, gold's view) names here, e.g. "Ed2n"
     * (`arimaa_position_action_step`; the step may still be illegal). Throws Error
     * (ARIMAA_STATUS_ILLEGAL_MOVE) for ARIMAA_END_MOVE, an id above it, or an empty square.
     */
    std::string action_step(std::uint32_t action) const {
        char *s = nullptr;
        detail::check(arimaa_position_action_step(pos_.get(), action, &s));
        return detail::take(s);
    }
    /**
     * Plays `action` (an absolute id, gold's view): a step in the legal-action mask, or
     * ARIMAA_END_MOVE to end the move (`arimaa_position_play_action`). Throws Error
     * (ARIMAA_STATUS_ILLEGAL_MOVE, the message naming the rule) and leaves the position
     * unchanged otherwise.
     */
    void play_action(std::uint32_t action) {
        detail::check(arimaa_position_play_action(pos_.get(), action));
    }

    /** The C handle, still owned by this object. */
    const arimaa_position *get() const noexcept { return pos_.get(); }
    /** Gives up ownership of the C handle (the caller frees it). */
    arimaa_position *release() noexcept { return pos_.release(); }

private:
    static arimaa_position *clone(const arimaa_position *p) {
        arimaa_position *copy = nullptr;
        detail::check(arimaa_position_clone(p, &copy));
        return copy;
    }
    std::string text(arimaa_status (*f)(const arimaa_position *, char **)) const {
        char *s = nullptr;
        detail::check(f(pos_.get(), &s));
        return detail::take(s);
    }
    detail::Owned<arimaa_position, arimaa_position_free> pos_;
};

/**
 * A game from the setup on, with its history (repetitions, takebacks) and result
 * (`arimaa_game`). Move-only.
 */
class Game {
public:
    /** A new game under today's rules, gold to set up (`arimaa_game_new`). */
    Game() : game_(make(GameOptions{})) {}
    /** A new game under the rules `options` (`arimaa_game_new_with_options`). */
    explicit Game(GameOptions options) : game_(make(options)) {}
    /** Takes ownership of `owned` (a game from the library, not NULL). */
    explicit Game(arimaa_game *owned) noexcept : game_(owned) {}

    /**
     * The game of one record (per-game text, or an archive text of one game), replayed
     * under the rules of its date, as in every binding (`arimaa_game_from_record`).
     */
    static Game from_record(std::string_view record) {
        const detail::CText t(record, "arimaa::Game::from_record");
        arimaa_game *g = nullptr;
        detail::check(arimaa_game_from_record(t.c_str(), &g));
        return Game(g);
    }
    /**
     * As `from_record(record)`, under exactly the rules `options` whatever the record's
     * date (`arimaa_game_from_record_with_options`).
     */
    static Game from_record(std::string_view record, GameOptions options) {
        const detail::CText t(record, "arimaa::Game::from_record");
        arimaa_game *g = nullptr;
        detail::check(arimaa_game_from_record_with_options(t.c_str(), options.flags(), &g));
        return Game(g);
    }

    /** Plays a setup or a move in notation (`arimaa_game_play`). */
    void play(std::string_view move) {
        const detail::CText t(move, "arimaa::Game::play");
        detail::check(arimaa_game_play(game_.get(), t.c_str()));
    }
    /** Takes back the last turn. */
    void takeback() { detail::check(arimaa_game_takeback(game_.get())); }
    /** The side to move resigns. */
    void resign() { detail::check(arimaa_game_resign(game_.get())); }
    /** The result so far. */
    Outcome outcome() const {
        arimaa_outcome o{};
        detail::check(arimaa_game_outcome(game_.get(), &o));
        return detail::outcome(o);
    }
    /** A copy of the current position. */
    Position position() const {
        arimaa_position *p = nullptr;
        detail::check(arimaa_game_position(game_.get(), &p));
        return Position(p);
    }
    /** The legal moves of the side to move, under the game's history (repetitions). */
    MoveList legal_moves() const {
        arimaa_move_list *list = nullptr;
        detail::check(arimaa_game_legal_moves(game_.get(), &list));
        return MoveList(list);
    }
    /** The label of the next turn, e.g. "3s". */
    std::string next_label() const { return text(arimaa_game_next_label); }
    /** The game as a record's move text. */
    std::string to_record() const { return text(arimaa_game_to_record); }

    /** The C handle, still owned by this object. */
    const arimaa_game *get() const noexcept { return game_.get(); }
    /** The C handle, still owned by this object, for the C functions that change a game. */
    arimaa_game *get() noexcept { return game_.get(); }
    /** Gives up ownership of the C handle (the caller frees it). */
    arimaa_game *release() noexcept { return game_.release(); }

private:
    static arimaa_game *make(GameOptions options) {
        arimaa_game *g = nullptr;
        detail::check(arimaa_game_new_with_options(options.flags(), &g));
        return g;
    }
    std::string text(arimaa_status (*f)(const arimaa_game *, char **)) const {
        char *s = nullptr;
        detail::check(f(game_.get(), &s));
        return detail::take(s);
    }
    detail::Owned<arimaa_game, arimaa_game_free> game_;
};

/** What `Bot::analyze` found: the move, depth (steps), score, nodes and principal variation. */
struct Analysis {
    /** The score of a won game reached in zero steps (ARIMAA_ANALYSIS_WIN). */
    static constexpr std::int32_t WIN = ARIMAA_ANALYSIS_WIN;

    /** The move chosen, in notation. */
    std::string move;
    /** The depth of the last completed iteration, in steps (4 steps are one turn). */
    std::uint32_t depth = 0;
    /**
     * The move's score for the side to move, in centi-rabbits (`WIN` less the steps for a
     * win).
     */
    std::int32_t score = 0;
    /** The nodes searched. */
    std::uint64_t nodes = 0;
    /** The expected line, `move` first, one move per turn. */
    std::vector<std::string> pv;
};

/**
 * A built-in bot (`arimaa_bot`): "search" (the default), "classic" or "greedy". Move-only.
 * The const member functions only read the bot: one bot may serve several threads at
 * once, each call searching its own copy of the game; `set_hash_mb` and `set_max_depth`
 * must not overlap another call on the same bot. A search ends within `time_ms`
 * milliseconds and/or `nodes` nodes, whichever ends first; a missing limit is none, with
 * neither the bot thinks `DEFAULT_MOVE_TIME_MS` (one second); a limit of 0 is refused.
 *
 *   arimaa::Bot bot("search", 1);
 *   game.play(bot.turn(game));          // a setup, or a move within one second
 *   game.play(bot.choose(game, 500));   // within 500 ms
 */
class Bot {
public:
    /** The time a bot thinks when no limit is given (ARIMAA_BOT_DEFAULT_MOVE_TIME_MS). */
    static constexpr std::uint32_t DEFAULT_MOVE_TIME_MS = ARIMAA_BOT_DEFAULT_MOVE_TIME_MS;
    /** The table size of a new bot in MiB (ARIMAA_BOT_DEFAULT_HASH_MB). */
    static constexpr std::uint32_t DEFAULT_HASH_MB = ARIMAA_BOT_DEFAULT_HASH_MB;
    /** The largest table `set_hash_mb` accepts, in MiB (ARIMAA_BOT_MAX_HASH_MB). */
    static constexpr std::uint32_t MAX_HASH_MB = ARIMAA_BOT_MAX_HASH_MB;
    /** The deepest limit `set_max_depth` accepts, in steps (ARIMAA_BOT_MAX_DEPTH). */
    static constexpr std::uint32_t MAX_DEPTH = ARIMAA_BOT_MAX_DEPTH;
    /** The most threads `set_threads` accepts (ARIMAA_BOT_MAX_THREADS). */
    static constexpr std::uint32_t MAX_THREADS = ARIMAA_BOT_MAX_THREADS;

    /**
     * A bot of `kind` ("search", "classic", "greedy") with random tie-breaks decided by
     * `seed` (`arimaa_bot_new`); throws Error (ARIMAA_STATUS_INVALID_ARGUMENT) for
     * another kind.
     */
    explicit Bot(std::string_view kind = "search", std::uint64_t seed = 1)
        : bot_(make(kind, seed)) {}

    /** The search's transposition table in MiB, 1 to MAX_HASH_MB. */
    void set_hash_mb(std::uint32_t mb) { detail::check(arimaa_bot_set_hash_mb(bot_.get(), mb)); }
    /** A depth limit in steps, 1 to MAX_DEPTH (a new bot has none). */
    void set_max_depth(std::uint32_t steps) {
        detail::check(arimaa_bot_set_max_depth(bot_.get(), steps));
    }
    /** The threads a search uses, 1 to MAX_THREADS (a new bot uses one; Lazy SMP). */
    void set_threads(std::uint32_t threads) {
        detail::check(arimaa_bot_set_threads(bot_.get(), threads));
    }

    /**
     * The move for the side to move of `game`, in notation (`arimaa_bot_choose`). Throws
     * Error: ARIMAA_STATUS_ILLEGAL_MOVE in the setup phase, ARIMAA_STATUS_GAME_OVER after
     * the end, ARIMAA_STATUS_INVALID_ARGUMENT for a limit of 0.
     */
    std::string choose(const Game &game, std::optional<std::uint32_t> time_ms = std::nullopt,
                       std::optional<std::uint64_t> nodes = std::nullopt) const {
        char *s = nullptr;
        detail::check(
            arimaa_bot_choose(bot_.get(), game.get(), ptr(time_ms), ptr(nodes), &s));
        return detail::take(s);
    }

    /** As `choose`, with the depth, score, nodes and line of the search (`arimaa_bot_analyze`). */
    Analysis analyze(const Game &game, std::optional<std::uint32_t> time_ms = std::nullopt,
                     std::optional<std::uint64_t> nodes = std::nullopt) const {
        char *mv = nullptr;
        arimaa_analysis info{};
        arimaa_move_list *pv = nullptr;
        detail::check(arimaa_bot_analyze(bot_.get(), game.get(), ptr(time_ms), ptr(nodes), &mv,
                                         &info, &pv));
        const MoveList line(pv);
        Analysis a;
        a.move = detail::take(mv);
        a.depth = info.depth;
        a.score = info.score;
        a.nodes = info.nodes;
        a.pv = line.to_vector();
        return a;
    }

    /**
     * The setup of the side to set up in `game`, in notation (`arimaa_bot_setup`); throws
     * Error (ARIMAA_STATUS_ILLEGAL_SETUP) after the setup phase.
     */
    std::string setup(const Game &game) const {
        char *s = nullptr;
        detail::check(arimaa_bot_setup(bot_.get(), game.get(), &s));
        return detail::take(s);
    }

    /**
     * The bot's next turn in `game`, in notation (`arimaa_bot_turn`): its setup during the
     * setup phase, else its move as `choose`. Throws Error (ARIMAA_STATUS_GAME_OVER) after
     * the end.
     */
    std::string turn(const Game &game, std::optional<std::uint32_t> time_ms = std::nullopt,
                     std::optional<std::uint64_t> nodes = std::nullopt) const {
        char *s = nullptr;
        detail::check(arimaa_bot_turn(bot_.get(), game.get(), ptr(time_ms), ptr(nodes), &s));
        return detail::take(s);
    }

    /** The C handle, still owned by this object. */
    const arimaa_bot *get() const noexcept { return bot_.get(); }

private:
    /** The C form of an optional limit: NULL when missing. */
    template <typename T>
    static const T *ptr(const std::optional<T> &limit) noexcept {
        return limit ? &*limit : nullptr;
    }
    static arimaa_bot *make(std::string_view kind, std::uint64_t seed) {
        const detail::CText k(kind, "arimaa::Bot::Bot");
        arimaa_bot *b = nullptr;
        detail::check(arimaa_bot_new(k.c_str(), seed, &b));
        return b;
    }
    detail::Owned<arimaa_bot, arimaa_bot_free> bot_;
};

/** One game record: headers and turns (`arimaa_record`). Move-only. */
class Record {
public:
    /** Takes ownership of `owned` (a record from the library, not NULL). */
    explicit Record(arimaa_record *owned) noexcept : record_(owned) {}

    /**
     * Parses one record: a per-game text (`Name: value` headers, then one turn per line) or
     * an archive text of one game (its header line and one game line)
     * (`arimaa_record_parse`).
     */
    static Record parse(std::string_view text) {
        const detail::CText t(text, "arimaa::Record::parse");
        arimaa_record *r = nullptr;
        detail::check(arimaa_record_parse(t.c_str(), &r));
        return Record(r);
    }
    /** Parses one line of an arimaa.com archive file, given its header line. */
    static Record parse_archive_line(std::string_view header, std::string_view line) {
        const detail::CText h(header, "arimaa::Record::parse_archive_line");
        const detail::CText l(line, "arimaa::Record::parse_archive_line");
        arimaa_record *r = nullptr;
        detail::check(arimaa_record_parse_archive_line(h.c_str(), l.c_str(), &r));
        return Record(r);
    }

    /** The game id (archive `id`, per-game `GameId`), if the record has one. */
    std::optional<std::string> id() const {
        char *s = nullptr;
        detail::check(arimaa_record_id(record_.get(), &s));
        if (s == nullptr) return std::nullopt;
        return detail::take(s);
    }
    /** The per-game text of the record (`arimaa_record_to_text`). */
    std::string to_text() const {
        char *s = nullptr;
        detail::check(arimaa_record_to_text(record_.get(), &s));
        return detail::take(s);
    }
    /** The record as one archive line (`arimaa_record_to_archive_line`). */
    std::string to_archive_line() const {
        char *s = nullptr;
        detail::check(arimaa_record_to_archive_line(record_.get(), &s));
        return detail::take(s);
    }
    /** The verdict on the record under `rules` (ARIMAA_RECORD_BY_DATE, _STRICT, _LENIENT). */
    Verdict verify(arimaa_record_rules rules = ARIMAA_RECORD_BY_DATE) const {
        arimaa_verdict v{};
        detail::check(arimaa_record_verify(record_.get(), rules, &v));
        Verdict out;
        out.kind = v.kind;
        out.name = v.name;
        out.label = v.label;
        out.rule = v.rule;
        out.code = v.code;
        out.line = v.line;
        out.column = v.column;
        out.fails = v.fails;
        return out;
    }
    /** The game the record replays to (`arimaa_record_replay`); its result included. */
    Game replay(arimaa_record_rules rules = ARIMAA_RECORD_BY_DATE) const {
        arimaa_game *g = nullptr;
        detail::check(arimaa_record_replay(record_.get(), rules, &g));
        return Game(g);
    }

    /** The C handle, still owned by this object. */
    const arimaa_record *get() const noexcept { return record_.get(); }

private:
    detail::Owned<arimaa_record, arimaa_record_free> record_;
};

/**
 * Reads the games of a per-game record or an archive file one by one
 * (`arimaa_record_reader`); `next()` or range-for. Move-only.
 */
class RecordReader {
public:
    /** Takes ownership of `owned` (a reader from the library, not NULL). */
    explicit RecordReader(arimaa_record_reader *owned) noexcept : reader_(owned) {}

    /** Reads the file at `path` (`arimaa_record_reader_open`). */
    static RecordReader open(std::string_view path) {
        const detail::CText t(path, "arimaa::RecordReader::open");
        arimaa_record_reader *r = nullptr;
        detail::check(arimaa_record_reader_open(t.c_str(), &r));
        return RecordReader(r);
    }
    /** Reads the games of `text` (`arimaa_record_reader_from_text`). */
    static RecordReader from_text(std::string_view text) {
        const detail::CText t(text, "arimaa::RecordReader::from_text");
        arimaa_record_reader *r = nullptr;
        detail::check(arimaa_record_reader_from_text(t.c_str(), &r));
        return RecordReader(r);
    }

    /**
     * The next game, or nothing at the end. Throws Error for a game that cannot be read;
     * the reader of an archive then goes on with the next line.
     */
    std::optional<Record> next() {
        arimaa_record *r = nullptr;
        detail::check(arimaa_record_reader_next(reader_.get(), &r));
        if (r == nullptr) return std::nullopt;
        return Record(r);
    }

    /** An input iterator over the remaining games (`for (Record &r : reader)`). */
    class iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = Record;
        using difference_type = std::ptrdiff_t;
        using pointer = Record *;
        using reference = Record &;

        explicit iterator(RecordReader *reader) : reader_(reader) { advance(); }
        iterator() noexcept = default;
        Record &operator*() { return *current_; }
        iterator &operator++() {
            advance();
            return *this;
        }
        friend bool operator==(const iterator &a, const iterator &b) noexcept {
            return a.reader_ == b.reader_;
        }
        friend bool operator!=(const iterator &a, const iterator &b) noexcept {
            return !(a == b);
        }

    private:
        void advance() {
            current_ = reader_->next();
            if (!current_) reader_ = nullptr;
        }
        RecordReader *reader_ = nullptr;
        std::optional<Record> current_;
    };

    /** Reads the next game (the iteration consumes the reader). */
    iterator begin() { return iterator(this); }
    /** The end of the games. */
    iterator end() noexcept { return iterator(); }

private:
    detail::Owned<arimaa_record_reader, arimaa_record_reader_free> reader_;
};

/**
 * The action id (absolute, gold's view) of one step in notation, e.g. 44 for "Ed2n":
 * `4 * square + direction` of its origin (`arimaa_step_action`). Throws Error
 * (ARIMAA_STATUS_INVALID_NOTATION) when `step` is not one step.
 */
inline std::uint32_t step_action(std::string_view step) {
    const detail::CText t(step, "arimaa::step_action");
    std::uint32_t id = 0;
    detail::check(arimaa_step_action(t.c_str(), &id));
    return id;
}

/**
 * `action` seen from the other side: ranks mirrored, north and south swapped;
 * ARIMAA_END_MOVE and ids above it unchanged (`arimaa_flip_action`).
 */
inline std::uint32_t flip_action(std::uint32_t action) noexcept {
    return arimaa_flip_action(action);
}

/**
 * The arrays a `SelfPlay` of `num_games()` games writes, owned, in the layout of
 * `arimaa_selfplay_buffers` (row `i` belongs to game `i`; flags are bytes 0 or 1).
 */
struct SelfPlayBuffers {
    /** Zeroed arrays for `num_games` games. */
    explicit SelfPlayBuffers(std::size_t num_games)
        : planes(num_games * ARIMAA_PLANE_VALUES),
          masks(num_games * ARIMAA_ACTIONS),
          to_move(num_games),
          rewards(2 * num_games),
          terminated(num_games),
          truncated(num_games),
          termination(num_games),
          final_planes(num_games * ARIMAA_PLANE_VALUES) {}

    /** The number of games the arrays are for. */
    std::size_t num_games() const noexcept { return to_move.size(); }

    /**
     * The C view of the arrays (pointers into the vectors: valid while they are not
     * resized or destroyed).
     */
    arimaa_selfplay_buffers view() noexcept {
        return {planes.data(),     masks.data(),     to_move.data(),     rewards.data(),
                terminated.data(), truncated.data(), termination.data(), final_planes.data()};
    }

    /** `[games][ARIMAA_PLANES][8][8]`: planes of the position to act in, side to move's view. */
    std::vector<float> planes;
    /** `[games][ARIMAA_ACTIONS]`: legal-action masks, side to move's view. */
    std::vector<std::uint8_t> masks;
    /** `[games]`: the side to move, 0 gold, 1 silver. */
    std::vector<std::uint8_t> to_move;
    /** `[games][2]`: gold's and silver's rewards for the last action (+1/-1 at an end). */
    std::vector<float> rewards;
    /** `[games]`: 1 when the last action ended the game by the rules. */
    std::vector<std::uint8_t> terminated;
    /** `[games]`: 1 when the last action completed the move limit. */
    std::vector<std::uint8_t> truncated;
    /** `[games]`: 'g', 'e' or 'm' for a game the last action ended, else 0. */
    std::vector<std::uint8_t> termination;
    /** `[games][ARIMAA_PLANES][8][8]`: final planes of the games that ended in the call. */
    std::vector<float> final_planes;
};

/**
 * `num_games` games stepped together from their setups to their ends, a finished game
 * restarting in the same call (`arimaa_selfplay`; the rules of the observation, the mask
 * and the rewards are at `arimaa_selfplay_step`). Move-only; no call may overlap another
 * on the same object.
 *
 *   arimaa::SelfPlay env(64, 1, 0, 7);
 *   arimaa::SelfPlayBuffers out(env.num_games());
 *   std::vector<std::uint32_t> actions;
 *   env.reset(out);
 *   env.step_random(actions, out);   // or env.step(actions, out) with a policy's choices
 */
class SelfPlay {
public:
    /**
     * `num_games` (at least 1) new games at the start of their setups, stepped on at
     * most `threads` threads (each with at least 256 games), truncated after `max_moves`
     * moves (0: no limit), random actions seeded by `seed` (`arimaa_selfplay_new`).
     */
    explicit SelfPlay(std::size_t num_games, std::size_t threads = 1,
                      std::uint32_t max_moves = 0, std::uint64_t seed = 0)
        : env_(make(num_games, threads, max_moves, seed)), num_games_(num_games) {}

    /** The number of games. */
    std::size_t num_games() const noexcept { return num_games_; }

    /**
     * Whether later calls write only the plane values that changed (the same buffers,
     * unchanged by the caller, in every call) or every value, the default
     * (`arimaa_selfplay_set_incremental_planes`).
     */
    void set_incremental_planes(bool incremental) {
        detail::check(arimaa_selfplay_set_incremental_planes(env_.get(), incremental));
    }

    /**
     * Restarts every game and writes the first observations (`arimaa_selfplay_reset`).
     * Throws Error (ARIMAA_STATUS_INVALID_ARGUMENT) when an array of `buffers` does not
     * have the length for `num_games()` games.
     */
    void reset(SelfPlayBuffers &buffers) {
        fits(buffers, "arimaa::SelfPlay::reset");
        const arimaa_selfplay_buffers view = buffers.view();
        reset(view);
    }
    /** `reset` into a caller's arrays, sized for `num_games()` games. */
    void reset(const arimaa_selfplay_buffers &buffers) {
        detail::check(arimaa_selfplay_reset(env_.get(), &buffers));
    }

    /**
     * Plays `actions[i]` (side to move's view, set in the last mask) in game `i` and
     * writes the results (`arimaa_selfplay_step`). Throws Error: ARIMAA_STATUS_ILLEGAL_MOVE
     * for an action outside its mask (the message names the game; no game changes),
     * ARIMAA_STATUS_INVALID_ARGUMENT when `actions` or `buffers` are not for `num_games()`
     * games.
     */
    void step(const std::vector<std::uint32_t> &actions, SelfPlayBuffers &buffers) {
        fits(buffers, "arimaa::SelfPlay::step");
        if (actions.size() != num_games_) {
            throw Error(ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE,
                        "arimaa::SelfPlay::step: " + std::to_string(actions.size()) +
                            " actions for " + std::to_string(num_games_) + " games");
        }
        const arimaa_selfplay_buffers view = buffers.view();
        step(actions.data(), view);
    }
    /** `step` with `num_games()` actions from a caller's array, into a caller's arrays. */
    void step(const std::uint32_t *actions, const arimaa_selfplay_buffers &buffers) {
        detail::check(arimaa_selfplay_step(env_.get(), actions, &buffers));
    }

    /**
     * Chooses each game's action uniformly among its legal ones, stores the choices in
     * `actions` (resized to `num_games()`; side to move's view) and steps as `step`
     * (`arimaa_selfplay_step_random`).
     */
    void step_random(std::vector<std::uint32_t> &actions, SelfPlayBuffers &buffers) {
        fits(buffers, "arimaa::SelfPlay::step_random");
        actions.resize(num_games_);
        const arimaa_selfplay_buffers view = buffers.view();
        step_random(actions.data(), view);
    }
    /** `step_random` writing `num_games()` actions and results into a caller's arrays. */
    void step_random(std::uint32_t *actions, const arimaa_selfplay_buffers &buffers) {
        detail::check(arimaa_selfplay_step_random(env_.get(), actions, &buffers));
    }

    /** The C handle, still owned by this object. */
    arimaa_selfplay *get() noexcept { return env_.get(); }

private:
    static arimaa_selfplay *make(std::size_t n, std::size_t threads, std::uint32_t max_moves,
                                 std::uint64_t seed) {
        arimaa_selfplay *env = nullptr;
        detail::check(arimaa_selfplay_new(n, threads, max_moves, seed, &env));
        return env;
    }
    /** Throws unless every array of `buffers` has the length for `num_games()` games. */
    void fits(const SelfPlayBuffers &buffers, const char *function) const {
        const std::size_t n = num_games_;
        const bool sized = buffers.planes.size() == n * ARIMAA_PLANE_VALUES &&
                           buffers.masks.size() == n * ARIMAA_ACTIONS &&
                           buffers.to_move.size() == n && buffers.rewards.size() == 2 * n &&
                           buffers.terminated.size() == n && buffers.truncated.size() == n &&
                           buffers.termination.size() == n &&
                           buffers.final_planes.size() == n * ARIMAA_PLANE_VALUES;
        if (!sized) {
            throw Error(ARIMAA_STATUS_INVALID_ARGUMENT, ARIMAA_RULE_NONE,
                        std::string(function) + ": the buffers are not sized for " +
                            std::to_string(n) + " games (SelfPlayBuffers(" +
                            std::to_string(n) + ") are)");
        }
    }
    detail::Owned<arimaa_selfplay, arimaa_selfplay_free> env_;
    std::size_t num_games_;
};

}  // namespace arimaa

#endif /* ARIMAA_HPP */
