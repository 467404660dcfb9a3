/* Relaxed positions from C: the strict parsers refuse extra material and unguarded trap
 * pieces as before (ARIMAA_STATUS_INVALID_POSITION, the rule named in the message); the
 * option flags (arimaa_position_options) of arimaa_position_from_short_with_options and
 * _from_diagram_with_options waive each check separately, and the rules apply unchanged from there. */
#include "common.h"

/* Nine gold rabbits (rank 2 and h1), a silver cat alone on trap c6. */
#define NINE_RABBITS "g [                  c                             RRRRRRRR       R]"
/* After Rh1w, silver to move: the first step captured the cat on c6 (no friendly
 * neighbour), ranks 8-3 are empty. */
#define AFTER_RH1W "s [                                                RRRRRRRR      R ]"
/* Gold rabbits a1 and c3 (alone on the trap), silver rabbit a2, silver cat c4. */
#define RESTING "g [                                  c       R     r       R       ]"

int main(void) {
    struct arimaa_position *pos = NULL;
    EXPECT_STATUS(arimaa_position_from_short(NINE_RABBITS, &pos), ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("board_too_many_of_kind");
    EXPECT_STATUS(arimaa_position_from_short_with_options(NINE_RABBITS, ARIMAA_POSITION_STRICT, &pos),
                  ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("board_too_many_of_kind");
    EXPECT_STATUS(arimaa_position_from_short_with_options(
                      NINE_RABBITS, ARIMAA_POSITION_EXTRA_MATERIAL, &pos),
                  ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("unguarded_trap");
    EXPECT_STATUS(arimaa_position_from_short_with_options(
                      NINE_RABBITS, ARIMAA_POSITION_UNGUARDED_TRAPS, &pos),
                  ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_ERROR_MENTIONS("board_too_many_of_kind");
    /* A value that is no combination of the flags (a C enum holds any int). */
    EXPECT_STATUS(
        arimaa_position_from_short_with_options(NINE_RABBITS, (arimaa_position_options)4, &pos),
        ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT(pos == NULL);

    const arimaa_position_options all =
        ARIMAA_POSITION_EXTRA_MATERIAL | ARIMAA_POSITION_UNGUARDED_TRAPS;
    EXPECT_OK(arimaa_position_from_short_with_options(NINE_RABBITS, all, &pos));
    struct arimaa_position *after = NULL;
    EXPECT_OK(arimaa_position_play(pos, "Rh1w", &after));
    char *text = NULL;
    EXPECT_OK(arimaa_position_to_short(after, &text));
    EXPECT_STR_AND_FREE(text, AFTER_RH1W);
    arimaa_position_free(after);

    /* The diagram parser: strict refuses, the options accept the same board. */
    char *diagram = NULL;
    EXPECT_OK(arimaa_position_to_diagram(pos, &diagram));
    struct arimaa_position *again = NULL;
    EXPECT_STATUS(arimaa_position_from_diagram(diagram, &again), ARIMAA_STATUS_INVALID_POSITION);
    EXPECT_OK(arimaa_position_from_diagram_with_options(diagram, all, &again));
    uint64_t h1 = 0, h2 = 0;
    EXPECT_OK(arimaa_position_zobrist_key(pos, &h1));
    EXPECT_OK(arimaa_position_zobrist_key(again, &h2));
    EXPECT(h1 == h2);
    arimaa_string_free(diagram);
    arimaa_position_free(again);
    arimaa_position_free(pos);

    /* Only the a1 rabbit moves (the c3 rabbit is frozen by the cat), and its first step
     * captures the c3 rabbit. Destinations in 1-4 steps n/e/w (a2, c4 occupied; frozen
     * next to the cat): a1 (there and back), b1, c1, d1, e1, b2, c2, d2, b3, b4, a3, and
     * onto the empty trap c3 (captured): 12 boards, counted by hand. */
    EXPECT_OK(arimaa_position_from_short_with_options(RESTING, all, &pos));
    uint64_t count = 0;
    EXPECT_OK(arimaa_position_count_moves(pos, &count));
    EXPECT(count == 12);
    arimaa_position_free(pos);

    printf("%d checks passed: relaxed positions\n", checks_passed);
    return 0;
}
