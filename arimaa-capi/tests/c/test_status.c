/* Every status code of the C API, provoked through the API: NULL for every pointer
 * parameter of every function, invalid UTF-8 for every text parameter, bad notation,
 * illegal setups and moves, moves after the end of the game, nothing to take back,
 * out-of-range indexes, unknown option bits and too small buffers. Each failing call must
 * leave its out-parameters untouched and explain itself in the last error message.
 * ARIMAA_STATUS_PANIC cannot be provoked through a correct library; the Rust unit tests
 * of the panic boundary (src/ffi.rs) cover it. */
#include "common.h"

/* Values that a failing call must leave in place. */
static int sentinel_object;
#define SENTINEL ((void *)&sentinel_object)

static const char *const BAD_UTF8 = "Ed2n \xff\xfe";
#define GOLD_SETUP "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"
#define SILVER_SETUP "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"

static void status_names(void) {
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_OK), "ARIMAA_STATUS_OK") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_NULL_ARGUMENT),
                  "ARIMAA_STATUS_NULL_ARGUMENT") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INVALID_UTF8), "ARIMAA_STATUS_INVALID_UTF8") ==
           0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INVALID_NOTATION),
                  "ARIMAA_STATUS_INVALID_NOTATION") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_ILLEGAL_MOVE), "ARIMAA_STATUS_ILLEGAL_MOVE") ==
           0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_ILLEGAL_SETUP),
                  "ARIMAA_STATUS_ILLEGAL_SETUP") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INVALID_POSITION),
                  "ARIMAA_STATUS_INVALID_POSITION") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INVALID_RECORD),
                  "ARIMAA_STATUS_INVALID_RECORD") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_GAME_OVER), "ARIMAA_STATUS_GAME_OVER") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_NOTHING_TO_TAKE_BACK),
                  "ARIMAA_STATUS_NOTHING_TO_TAKE_BACK") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INDEX_OUT_OF_RANGE),
                  "ARIMAA_STATUS_INDEX_OUT_OF_RANGE") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_BUFFER_TOO_SMALL),
                  "ARIMAA_STATUS_BUFFER_TOO_SMALL") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_INVALID_ARGUMENT),
                  "ARIMAA_STATUS_INVALID_ARGUMENT") == 0);
    EXPECT(strcmp(arimaa_status_name(ARIMAA_STATUS_PANIC), "ARIMAA_STATUS_PANIC") == 0);
    /* Any int is safe, including values that are no status. */
    EXPECT(strcmp(arimaa_status_name(-1), "ARIMAA_STATUS_UNKNOWN") == 0);
    EXPECT(strcmp(arimaa_status_name(14), "ARIMAA_STATUS_UNKNOWN") == 0);
    EXPECT(strcmp(arimaa_status_name(1 << 30), "ARIMAA_STATUS_UNKNOWN") == 0);
}

static void last_error_buffers(void) {
    /* Make a known error: "arimaa_game_new: argument `out` is NULL". */
    EXPECT_STATUS(arimaa_game_new(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    const char *expected = "arimaa_game_new: argument `out` is NULL";

    /* The allocated form. */
    char *message = SENTINEL;
    EXPECT_OK(arimaa_last_error_message(&message));
    EXPECT(message != SENTINEL && strcmp(message, expected) == 0);
    arimaa_string_free(message);

    char buf[64];
    size_t written = 12345;
    EXPECT_OK(arimaa_last_error_message_into(buf, sizeof buf, &written));
    EXPECT(strcmp(buf, expected) == 0);
    EXPECT(written == strlen(expected));

    /* Exactly enough room: the text and its NUL. */
    char exact[64];
    EXPECT_OK(arimaa_last_error_message_into(exact, strlen(expected) + 1, &written));
    EXPECT(strcmp(exact, expected) == 0);

    /* One byte short, or no room at all: BUFFER_TOO_SMALL, nothing written. */
    char small[64];
    memset(small, 'Z', sizeof small);
    written = 777;
    EXPECT_STATUS(arimaa_last_error_message_into(small, strlen(expected), &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT(small[0] == 'Z' && small[strlen(expected) - 1] == 'Z');
    EXPECT(written == 777);
    EXPECT_STATUS(arimaa_last_error_message_into(small, 0, &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT(written == 777);

    /* NULL pointers are refused; reading the message never changes it. */
    EXPECT_STATUS(arimaa_last_error_message(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_last_error_message_into(NULL, sizeof buf, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_last_error_message_into(buf, sizeof buf, NULL),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_OK(arimaa_last_error_message_into(buf, sizeof buf, &written));
    EXPECT(strcmp(buf, expected) == 0);

    /* A failure of the C boundary breaks no rule and has no place or step. */
    EXPECT(strcmp(arimaa_last_error_rule(), "") == 0);
    EXPECT(arimaa_last_error_code() == ARIMAA_RULE_NONE);
    EXPECT(arimaa_last_error_line() == 0 && arimaa_last_error_column() == 0);
    EXPECT(arimaa_last_error_step() == -1);

    /* A successful call leaves the message as it was. */
    arimaa_game *g = NULL;
    EXPECT_OK(arimaa_game_new(&g));
    arimaa_game_free(g);
    EXPECT(strcmp(last_error(), expected) == 0);
}

static void free_functions_accept_null(void) {
    arimaa_string_free(NULL);
    arimaa_game_free(NULL);
    arimaa_position_free(NULL);
    arimaa_move_list_free(NULL);
    arimaa_step_list_free(NULL);
}

static void game_functions(void) {
    arimaa_game *g = SENTINEL;
    EXPECT_STATUS(arimaa_game_new(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_new_with_options(ARIMAA_GAME_STRICT, NULL),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    /* Values that are no combination of the flags (a C enum holds any int). */
    EXPECT_STATUS(arimaa_game_new_with_options((arimaa_game_options)8, &g),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_ERROR_MENTIONS("argument `options` has the invalid value 8");
    EXPECT_STATUS(arimaa_game_new_with_options((arimaa_game_options)0x7fffffff, &g),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT(g == SENTINEL);

    EXPECT_STATUS(arimaa_game_from_record(NULL, &g), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("arimaa_game_from_record: argument `record` is NULL");
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_STATUS(arimaa_game_from_record("1g " GOLD_SETUP, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_from_record(BAD_UTF8, &g), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_ERROR_MENTIONS("offset 5");
    EXPECT_STATUS(arimaa_game_from_record_with_options(NULL, ARIMAA_GAME_STRICT, &g),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(
        arimaa_game_from_record_with_options("1g " GOLD_SETUP, ARIMAA_GAME_STRICT, NULL),
        ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_from_record_with_options(BAD_UTF8, ARIMAA_GAME_STRICT, &g),
                  ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(
        arimaa_game_from_record_with_options("1g " GOLD_SETUP, (arimaa_game_options)16, &g),
        ARIMAA_STATUS_INVALID_ARGUMENT);
    /* Records that are not one replayable game. */
    EXPECT_STATUS(arimaa_game_from_record("2g Ee2n\n", &g), ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_ERROR_MENTIONS("label");
    EXPECT_STATUS(arimaa_game_from_record("1g " GOLD_SETUP "\n1s takeback\n1g takeback\n"
                                          "1g takeback\n",
                                          &g),
                  ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_ERROR_MENTIONS("nothing_to_take_back");
    EXPECT_RULE(ARIMAA_RULE_NOTHING_TO_TAKE_BACK);
    EXPECT_STATUS(arimaa_game_from_record("id\tmovelist\n1\t1w Ra1\n2\t1w Ra1\n", &g),
                  ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_ERROR_MENTIONS("expected one game record, found 2");
    /* A turn that is not notation, an illegal setup, an illegal move. */
    EXPECT_STATUS(arimaa_game_from_record("1g Ra1 Rb1 Zz9\n", &g), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_STATUS(arimaa_game_from_record("1g Ra1 Rb1\n", &g), ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT_ERROR_MENTIONS("missing");
    EXPECT_RULE(ARIMAA_RULE_MISSING);
    EXPECT_STATUS(arimaa_game_from_record("1g " GOLD_SETUP "\n1s " SILVER_SETUP "\n2g Ra1n\n", &g),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("2g (line 3");
    EXPECT_ERROR_MENTIONS("occupied");
    EXPECT_RULE(ARIMAA_RULE_OCCUPIED);
    /* The refused turn's place (its label at line 3, column 1) and its refused step. */
    EXPECT(arimaa_last_error_line() == 3 && arimaa_last_error_column() == 1);
    EXPECT(arimaa_last_error_step() == 0);
    EXPECT(g == SENTINEL);

    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new(&game));
    EXPECT_STATUS(arimaa_game_play(NULL, GOLD_SETUP), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("arimaa_game_play: argument `game` is NULL");
    EXPECT_STATUS(arimaa_game_play(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("arimaa_game_play: argument `notation` is NULL");
    EXPECT_STATUS(arimaa_game_play(game, BAD_UTF8), ARIMAA_STATUS_INVALID_UTF8);
    /* Setup phase: a move, text that is neither, and setups that break a rule. */
    EXPECT_STATUS(arimaa_game_play(game, "Ee2n"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_RULE(ARIMAA_RULE_SETUP_EXPECTED);
    EXPECT_STATUS(arimaa_game_play(game, "Ee2q"), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_RULE(ARIMAA_RULE_NOTATION);
    EXPECT_STATUS(arimaa_game_play(game, SILVER_SETUP), ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT_ERROR_MENTIONS("wrong_color");
    EXPECT_RULE(ARIMAA_RULE_WRONG_COLOR);
    EXPECT_STATUS(arimaa_game_play(game, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 "
                                         "Cf2 Hg2 Dh3"),
                  ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT_ERROR_MENTIONS("outside_home_ranks");
    EXPECT_RULE(ARIMAA_RULE_OUTSIDE_HOME_RANKS);
    EXPECT_STATUS(arimaa_game_takeback(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_takeback(game), ARIMAA_STATUS_NOTHING_TO_TAKE_BACK);
    EXPECT_ERROR_MENTIONS("no turn has been played");
    EXPECT_OK(arimaa_game_play(game, GOLD_SETUP));
    EXPECT_OK(arimaa_game_play(game, SILVER_SETUP));
    /* Moves: a setup, bad notation, five steps, illegal steps, a move that changes nothing. */
    EXPECT_STATUS(arimaa_game_play(game, "Ed2"), ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT_RULE(ARIMAA_RULE_NOT_SETUP_PHASE);
    EXPECT_STATUS(arimaa_game_play(game, "Ed2q"), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_STATUS(arimaa_game_play(game, "Ee2n Ee3n Ee4n Ee5n Ee6e"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("too_many_steps");
    EXPECT_RULE(ARIMAA_RULE_TOO_MANY_STEPS);
    EXPECT(arimaa_last_error_step() == 4); /* the fifth step */
    EXPECT(arimaa_last_error_line() == 0 && arimaa_last_error_column() == 0);
    EXPECT_STATUS(arimaa_game_play(game, "Ra1n"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("occupied");
    EXPECT_RULE(ARIMAA_RULE_OCCUPIED);
    EXPECT_STATUS(arimaa_game_play(game, "Ee2n Ee3s"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("no_change");
    EXPECT_RULE(ARIMAA_RULE_NO_CHANGE);
    EXPECT(arimaa_last_error_step() == -1); /* the whole move, no one step */
    EXPECT_STATUS(arimaa_game_play(game, "ra8s"), ARIMAA_STATUS_ILLEGAL_MOVE);

    arimaa_outcome o = {true, 42, 'z', 0};
    EXPECT_STATUS(arimaa_game_outcome(NULL, &o), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_outcome(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(o.over && o.winner == 42 && o.termination == 'z');
    arimaa_position *p = SENTINEL;
    EXPECT_STATUS(arimaa_game_position(NULL, &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_position(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(p == SENTINEL);
    arimaa_move_list *l = SENTINEL;
    EXPECT_STATUS(arimaa_game_legal_moves(NULL, &l), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_legal_moves(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(l == SENTINEL);
    char *s = SENTINEL;
    EXPECT_STATUS(arimaa_game_next_label(NULL, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_next_label(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_to_record(NULL, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_to_record(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(s == SENTINEL);
    EXPECT_STATUS(arimaa_game_resign(NULL), ARIMAA_STATUS_NULL_ARGUMENT);

    /* After the end: no move, no second resignation. */
    EXPECT_OK(arimaa_game_resign(game));
    EXPECT_STATUS(arimaa_game_play(game, "Ee2n"), ARIMAA_STATUS_GAME_OVER);
    EXPECT_ERROR_MENTIONS("silver wins by resignation");
    EXPECT_RULE(ARIMAA_RULE_GAME_OVER);
    EXPECT_STATUS(arimaa_game_resign(game), ARIMAA_STATUS_GAME_OVER);
    arimaa_game_free(game);
}

static void position_functions(void) {
    arimaa_position *p = SENTINEL;
    EXPECT_STATUS(arimaa_position_standard(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_from_short(NULL, &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_from_short("g [R]", NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_from_short(BAD_UTF8, &p), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(arimaa_position_from_short("g [R]", &p), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_ERROR_MENTIONS("64 squares");
    EXPECT_STATUS(arimaa_position_from_short("q [" "                                "
                                             "                                ]",
                                             &p),
                  ARIMAA_STATUS_INVALID_NOTATION);
    /* Nine gold rabbits; a lone piece on trap c3. */
    EXPECT_STATUS(arimaa_position_from_short("g [" "                                "
                                             "                       RRRRRRRRR]",
                                             &p),
                  ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("board_too_many_of_kind");
    EXPECT_RULE(ARIMAA_RULE_BOARD_TOO_MANY_OF_KIND);
    EXPECT_STATUS(arimaa_position_from_short("g [" "                                "
                                             "          E                     ]",
                                             &p),
                  ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("unguarded_trap");
    EXPECT_RULE(ARIMAA_RULE_UNGUARDED_TRAP);
    EXPECT_STATUS(arimaa_position_from_diagram(NULL, &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_from_diagram("2g", NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_from_diagram(BAD_UTF8, &p), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(arimaa_position_from_diagram("2g\nnot a board\n", &p),
                  ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT(p == SENTINEL);

    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    EXPECT_STATUS(arimaa_position_clone(NULL, &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_clone(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play(NULL, "Ed2n", &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play(pos, NULL, &p), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play(pos, "Ed2n", NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play(pos, BAD_UTF8, &p), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(arimaa_position_play(pos, "Ee2q", &p), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_ERROR_MENTIONS("column 4");
    EXPECT_STATUS(arimaa_position_play(pos, "Ee2n Ee3n Ee4n Ee5n Ee6n", &p),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_STATUS(arimaa_position_play(pos, "Ee2n Ee3n Ee4n Ee5n Ee6n", &p),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_STATUS(arimaa_position_play(pos, "Ra1n", &p), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT(p == SENTINEL);

    char *s = SENTINEL;
    EXPECT_STATUS(arimaa_position_to_short(NULL, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_to_short(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_to_diagram(NULL, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_to_diagram(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_current_move(NULL, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_current_move(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(s == SENTINEL);
    int side = 42;
    EXPECT_STATUS(arimaa_position_side_to_move(NULL, &side), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_side_to_move(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(side == 42);
    uint64_t u = 42;
    EXPECT_STATUS(arimaa_position_zobrist_key(NULL, &u), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_zobrist_key(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_count_moves(NULL, &u), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_count_moves(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(u == 42);
    size_t n = 42;
    EXPECT_STATUS(arimaa_position_steps_taken(NULL, &n), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_steps_taken(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(n == 42);
    arimaa_outcome o = {true, 42, 'z', 0};
    EXPECT_STATUS(arimaa_position_outcome(NULL, &o), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_outcome(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(o.winner == 42);
    arimaa_move_list *ml = SENTINEL;
    EXPECT_STATUS(arimaa_position_legal_moves(NULL, &ml), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_legal_moves(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(ml == SENTINEL);
    arimaa_step_list *sl = SENTINEL;
    EXPECT_STATUS(arimaa_position_legal_steps(NULL, &sl), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_legal_steps(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(sl == SENTINEL);

    /* Step by step. */
    EXPECT_STATUS(arimaa_position_play_step(NULL, "Ed2n"), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play_step(pos, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_play_step(pos, BAD_UTF8), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(arimaa_position_play_step(pos, "Ee2n Ee3n"), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_STATUS(arimaa_position_play_step(pos, "Ed2n"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("wrong_piece");
    EXPECT_RULE(ARIMAA_RULE_WRONG_PIECE);
    EXPECT_STATUS(arimaa_position_undo_step(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_undo_step(pos), ARIMAA_STATUS_NOTHING_TO_TAKE_BACK);
    EXPECT_ERROR_MENTIONS("no step has been taken");
    EXPECT_STATUS(arimaa_position_end_move(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_end_move(pos), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("empty_move");
    EXPECT_RULE(ARIMAA_RULE_EMPTY_MOVE);
    arimaa_position_free(pos);
}

static void list_functions(void) {
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    arimaa_move_list *moves = NULL;
    EXPECT_OK(arimaa_position_legal_moves(pos, &moves));
    size_t len = 42;
    EXPECT_STATUS(arimaa_move_list_len(NULL, &len), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_move_list_len(moves, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(len == 42);
    EXPECT_OK(arimaa_move_list_len(moves, &len));
    EXPECT(len == 3353);
    char *s = SENTINEL;
    EXPECT_STATUS(arimaa_move_list_get(NULL, 0, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_move_list_get(moves, 0, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_move_list_get(moves, len, &s), ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
    EXPECT_ERROR_MENTIONS("index 3353 is out of range (the list has 3353 entries)");
    EXPECT_STATUS(arimaa_move_list_get(moves, (size_t)-1, &s), ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
    EXPECT(s == SENTINEL);
    EXPECT_OK(arimaa_move_list_get(moves, len - 1, &s));
    EXPECT(s != SENTINEL && strlen(s) >= 4);
    arimaa_string_free(s);
    arimaa_move_list_free(moves);

    arimaa_step_list *steps = NULL;
    EXPECT_OK(arimaa_position_legal_steps(pos, &steps));
    EXPECT_STATUS(arimaa_step_list_len(NULL, &len), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_step_list_len(steps, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_OK(arimaa_step_list_len(steps, &len));
    EXPECT(len == 8);
    s = SENTINEL;
    EXPECT_STATUS(arimaa_step_list_get(NULL, 0, &s), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_step_list_get(steps, 0, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_step_list_get(steps, len, &s), ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
    EXPECT(s == SENTINEL);
    arimaa_step_list_free(steps);
    arimaa_position_free(pos);
}

int main(void) {
    status_names();
    last_error_buffers();
    free_functions_accept_null();
    game_functions();
    position_functions();
    list_functions();

    /* Every status but PANIC was provoked at least once. */
    for (int s = ARIMAA_STATUS_OK; s <= ARIMAA_STATUS_PANIC; s++) {
        if (s == ARIMAA_STATUS_PANIC) continue;
        if (statuses_seen[s] == 0) {
            fprintf(stderr, "status %s was never provoked\n", arimaa_status_name(s));
            return 1;
        }
        printf("%-34s provoked %3d times\n", arimaa_status_name(s), statuses_seen[s]);
    }
    printf("%-34s not reachable from C (covered by the Rust unit tests of src/ffi.rs)\n",
           arimaa_status_name(ARIMAA_STATUS_PANIC));
    report_passed("test_status");
    return 0;
}
