/* Whole games through the C API: setups, moves, the result by goal, moves refused after
 * the end, takebacks, the third-repetition rule, resignation, records out and back in.
 * Every expected value follows from the rules for the moves played here. */
#include "common.h"

#define GOLD_SETUP "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"
#define SILVER_SETUP "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"
/* The usual opening in the short form: rank 8 first, a space for an empty square. */
#define OPENING_SHORT \
    "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]"

static char *next_label(const arimaa_game *game) {
    char *label = NULL;
    EXPECT_OK(arimaa_game_next_label(game, &label));
    return label;
}

static arimaa_outcome outcome_of(const arimaa_game *game) {
    arimaa_outcome o = {true, 99, 'z', 0};
    EXPECT_OK(arimaa_game_outcome(game, &o));
    return o;
}

static char *short_of_game(const arimaa_game *game) {
    arimaa_position *pos = NULL;
    char *text = NULL;
    EXPECT_OK(arimaa_game_position(game, &pos));
    EXPECT_OK(arimaa_position_to_short(pos, &text));
    arimaa_position_free(pos);
    return text;
}

/* The setup phase, then moves with a takeback, then resignation. */
static void standard_game_with_takeback_and_resignation(void) {
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new(&game));
    EXPECT_STR_AND_FREE(next_label(game), "1g");

    /* No moves during the setup phase; the board is empty. */
    arimaa_move_list *moves = NULL;
    EXPECT_OK(arimaa_game_legal_moves(game, &moves));
    EXPECT(move_list_len(moves) == 0);
    arimaa_move_list_free(moves);
    EXPECT_STR_AND_FREE(short_of_game(game),
                        "g [                                                                ]");

    EXPECT_OK(arimaa_game_play(game, GOLD_SETUP));
    EXPECT_STR_AND_FREE(next_label(game), "1s");
    EXPECT_OK(arimaa_game_play(game, SILVER_SETUP));
    EXPECT_STR_AND_FREE(next_label(game), "2g");
    EXPECT_STR_AND_FREE(short_of_game(game), OPENING_SHORT);

    /* The first move: 3353 unique moves (AEI's published count for this opening); the
     * game has no repetitions yet, so it offers all of them. */
    EXPECT_OK(arimaa_game_legal_moves(game, &moves));
    EXPECT(move_list_len(moves) == 3353);
    arimaa_move_list_free(moves);

    EXPECT_OK(arimaa_game_play(game, "Ee2n Ee3n Ee4n Ee5n"));
    EXPECT_STR_AND_FREE(next_label(game), "2s");
    EXPECT_OK(arimaa_game_play(game, "ed7s ed6s"));
    EXPECT_STR_AND_FREE(next_label(game), "3g");
    arimaa_outcome o = outcome_of(game);
    EXPECT(!o.over && o.winner == -1 && o.termination == '\0');

    /* Takeback restores silver's turn and the board before it. */
    EXPECT_OK(arimaa_game_takeback(game));
    EXPECT_STR_AND_FREE(next_label(game), "2s");
    EXPECT_STR_AND_FREE(
        short_of_game(game),
        "s [rrrrrrrrdhcemchd    E                           DHCM CHDRRRRRRRR]");
    EXPECT_OK(arimaa_game_play(game, "ed7s ed6s"));

    /* The record has one line per turn and the label of the side to move. */
    char *record = NULL;
    EXPECT_OK(arimaa_game_to_record(game, &record));
    EXPECT_STR_AND_FREE(record, "1g " GOLD_SETUP "\n1s " SILVER_SETUP
                                "\n2g Ee2n Ee3n Ee4n Ee5n\n2s ed7s ed6s\n3g\n");

    /* Gold resigns: silver wins by resignation, and no move may follow. */
    EXPECT_OK(arimaa_game_resign(game));
    o = outcome_of(game);
    EXPECT(o.over && o.winner == 1 && o.termination == 'r');
    EXPECT_STATUS(arimaa_game_play(game, "Ee5n"), ARIMAA_STATUS_GAME_OVER);
    EXPECT_ERROR_MENTIONS("silver wins by resignation");
    EXPECT_STATUS(arimaa_game_resign(game), ARIMAA_STATUS_GAME_OVER);
    arimaa_game_free(game);
}

/* A handicap game (silver sets up only an elephant and a rabbit) won by a gold rabbit
 * reaching rank 8. */
static void handicap_game_won_by_goal(void) {
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new_with_options(ARIMAA_GAME_HANDICAP, &game));
    EXPECT_OK(arimaa_game_play(game,
                               "Ra2 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da1 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"));
    EXPECT_OK(arimaa_game_play(game, "eh7 rh8"));
    EXPECT_OK(arimaa_game_play(game, "Ra2n Ra3n Ra4n Ra5n"));
    EXPECT(!outcome_of(game).over);
    EXPECT_OK(arimaa_game_play(game, "rh8w rg8w"));
    EXPECT_OK(arimaa_game_play(game, "Ra6n Ra7n"));

    arimaa_outcome o = outcome_of(game);
    EXPECT(o.over && o.winner == 0 && o.termination == 'g');
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_game_position(game, &pos));
    arimaa_outcome po = {false, 99, 'z', 0};
    EXPECT_OK(arimaa_position_outcome(pos, &po));
    EXPECT(po.over && po.winner == 0 && po.termination == 'g');
    arimaa_position_free(pos);

    /* Strict rules: nothing may be played after the goal, and no moves are offered. */
    EXPECT_STATUS(arimaa_game_play(game, "rf8w"), ARIMAA_STATUS_GAME_OVER);
    EXPECT_ERROR_MENTIONS("gold wins by goal");
    arimaa_move_list *moves = NULL;
    EXPECT_OK(arimaa_game_legal_moves(game, &moves));
    EXPECT(move_list_len(moves) == 0);
    arimaa_move_list_free(moves);

    /* The record of the game replays to the same end (handicap rules). */
    char *record = NULL;
    EXPECT_OK(arimaa_game_to_record(game, &record));
    arimaa_game *again = NULL;
    EXPECT_STATUS(arimaa_game_from_record(record, &again), ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT(again == NULL);
    EXPECT_OK(arimaa_game_from_record_with_options(record, ARIMAA_GAME_HANDICAP, &again));
    o = outcome_of(again);
    EXPECT(o.over && o.winner == 0 && o.termination == 'g');
    char *a = short_of_game(game);
    EXPECT_STR_AND_FREE(short_of_game(again), a);
    arimaa_string_free(a);
    arimaa_string_free(record);
    arimaa_game_free(again);

    /* Taking the goal back re-opens the game; the position after 3g is not over. */
    EXPECT_OK(arimaa_game_takeback(game));
    EXPECT(!outcome_of(game).over);
    EXPECT_STR_AND_FREE(next_label(game), "3g");
    EXPECT_OK(arimaa_game_play(game, "Ra6n"));
    EXPECT(!outcome_of(game).over);
    arimaa_game_free(game);
}

/* The same position with the same side to move may not occur a third time. */
static void third_repetition_is_refused(void) {
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new(&game));
    EXPECT_OK(arimaa_game_play(game, GOLD_SETUP));
    EXPECT_OK(arimaa_game_play(game, SILVER_SETUP));
    /* The opening (gold to move) counts once after the setups; each round trip of the
     * two elephants brings it back once more. */
    for (int round = 0; round < 2; round++) {
        EXPECT_OK(arimaa_game_play(game, "Ee2n"));
        EXPECT_OK(arimaa_game_play(game, "ed7s"));
        EXPECT_OK(arimaa_game_play(game, "Ee3s"));
        if (round == 0) {
            EXPECT_OK(arimaa_game_play(game, "ed6n"));
        } else {
            EXPECT_STATUS(arimaa_game_play(game, "ed6n"), ARIMAA_STATUS_ILLEGAL_MOVE);
            EXPECT_ERROR_MENTIONS("third_repetition");
        }
    }
    EXPECT_STR_AND_FREE(next_label(game), "5s");
    /* Another move is fine. */
    EXPECT_OK(arimaa_game_play(game, "ed6s"));
    arimaa_game_free(game);
}

/* A record with a takeback line and a resignation token. */
static void record_with_takeback_and_resignation(void) {
    const char *record =
        "Event: test\n"
        "1g " GOLD_SETUP "\n"
        "1s " SILVER_SETUP "\n"
        "2g Ee2n Ee3n\n"
        "2s takeback\n"
        "2g Md2n Md3n\n"
        "2s resign\n";
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_from_record(record, &game));
    EXPECT_STR_AND_FREE(
        short_of_game(game),
        "s [rrrrrrrrdhcemchd                   M            DHC ECHDRRRRRRRR]");
    arimaa_outcome o = outcome_of(game);
    EXPECT(o.over && o.winner == 0 && o.termination == 'r');
    arimaa_game_free(game);
}

int main(void) {
    standard_game_with_takeback_and_resignation();
    handicap_game_won_by_goal();
    third_repetition_is_refused();
    record_with_takeback_and_resignation();
    report_passed("test_game");
    return 0;
}
