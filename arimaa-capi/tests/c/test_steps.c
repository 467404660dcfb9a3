/* Step-by-step play through the C API, as a C engine drives it: legal steps of a partly
 * played move, playing and undoing steps, pushes, pulls, captures, ending the move.
 *
 * Usage: test_steps [aei_step_generation_cases.txt]
 * Without the file only the hand-counted cases run. With it, the positions CHECK_STEP_POS
 * and CHECK_TRAP_STEP are read from the file, their step lists compared with the exact
 * lists it gives (AEI pyrimaa), and the moves it lists from the usual opening checked. */
#include <ctype.h>

#include "common.h"

static size_t count_steps(const arimaa_position *pos) {
    arimaa_step_list *steps = NULL;
    EXPECT_OK(arimaa_position_legal_steps(pos, &steps));
    size_t n = step_list_len(steps);
    arimaa_step_list_free(steps);
    return n;
}

static int has_step(const arimaa_position *pos, const char *step) {
    arimaa_step_list *steps = NULL;
    EXPECT_OK(arimaa_position_legal_steps(pos, &steps));
    int found = 0;
    for (size_t i = 0; i < step_list_len(steps); i++) {
        char *s = NULL;
        EXPECT_OK(arimaa_step_list_get(steps, i, &s));
        if (strcmp(s, step) == 0) found = 1;
        arimaa_string_free(s);
    }
    arimaa_step_list_free(steps);
    return found;
}

static size_t steps_taken(const arimaa_position *pos) {
    size_t n = 99;
    EXPECT_OK(arimaa_position_steps_taken(pos, &n));
    return n;
}

static char *current_move(const arimaa_position *pos) {
    char *s = NULL;
    EXPECT_OK(arimaa_position_current_move(pos, &s));
    return s;
}

/* The usual opening: gold's eight rank-2 pieces can each step north, nothing else moves
 * (rank 1 and rank 2 are full, rank 3 is empty). */
static void opening_steps(void) {
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    EXPECT(count_steps(pos) == 8);
    const char *north[] = {"Da2n", "Hb2n", "Cc2n", "Md2n", "Ee2n", "Cf2n", "Hg2n", "Dh2n"};
    for (int i = 0; i < 8; i++) EXPECT(has_step(pos, north[i]));

    /* After Ee2n: the elephant on e3 steps n/e/w/s (4), the rabbit on e1 north (1), the
     * camel d2 and cat f2 sideways into e2 (2), the seven other rank-2 pieces north (7). */
    EXPECT_OK(arimaa_position_play_step(pos, "Ee2n"));
    EXPECT(steps_taken(pos) == 1);
    EXPECT(count_steps(pos) == 14);
    EXPECT(has_step(pos, "Re1n") && has_step(pos, "Md2e") && has_step(pos, "Cf2w"));
    EXPECT(has_step(pos, "Ee3s"));
    EXPECT_STR_AND_FREE(current_move(pos), "Ee2n");

    /* Stepping back would leave the board unchanged: the move cannot end. */
    EXPECT_OK(arimaa_position_play_step(pos, "Ee3s"));
    EXPECT_STATUS(arimaa_position_end_move(pos), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("no_change");
    EXPECT_OK(arimaa_position_undo_step(pos));

    EXPECT_OK(arimaa_position_play_step(pos, "Ee3n"));
    EXPECT_OK(arimaa_position_play_step(pos, "Ee4n"));
    EXPECT_OK(arimaa_position_play_step(pos, "Ee5n"));
    EXPECT(steps_taken(pos) == 4);
    EXPECT(count_steps(pos) == 0);
    EXPECT_STATUS(arimaa_position_play_step(pos, "Ee6e"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("too_many_steps");

    /* Undo the last step, then finish differently. */
    EXPECT_OK(arimaa_position_undo_step(pos));
    EXPECT(steps_taken(pos) == 3);
    EXPECT_OK(arimaa_position_play_step(pos, "Ee5w"));
    EXPECT_STR_AND_FREE(current_move(pos), "Ee2n Ee3n Ee4n Ee5w");
    EXPECT_OK(arimaa_position_end_move(pos));
    int side = -1;
    EXPECT_OK(arimaa_position_side_to_move(pos, &side));
    EXPECT(side == 1);
    EXPECT(steps_taken(pos) == 0);
    EXPECT_STATUS(arimaa_position_undo_step(pos), ARIMAA_STATUS_NOTHING_TO_TAKE_BACK);
    EXPECT_STR_AND_FREE(current_move(pos), "");

    /* The same move played whole gives the same position. */
    arimaa_position *start = NULL, *whole = NULL;
    EXPECT_OK(arimaa_position_standard(&start));
    EXPECT_OK(arimaa_position_play(start, "Ee2n Ee3n Ee4n Ee5w", &whole));
    uint64_t h1 = 0, h2 = 1;
    EXPECT_OK(arimaa_position_zobrist_key(pos, &h1));
    EXPECT_OK(arimaa_position_zobrist_key(whole, &h2));
    EXPECT(h1 == h2);
    char *a = NULL;
    EXPECT_OK(arimaa_position_to_short(pos, &a));
    char *b = NULL;
    EXPECT_OK(arimaa_position_to_short(whole, &b));
    EXPECT_STR_AND_FREE(b, a);
    arimaa_string_free(a);
    arimaa_position_free(whole);
    arimaa_position_free(start);
    arimaa_position_free(pos);
}

/* Gold elephant d4 next to a silver rabbit on d5 (plus a rabbit each, far away). */
#define PUSH_POS                                                                          \
    "g [" "       r" "        " "        " "   r    " "   E    " "        " "R       "  \
    "        ]"
/* Gold elephant d4, silver rabbit c4 next to the trap c3. */
#define TRAP_POS                                                                          \
    "g [" "       r" "        " "        " "        " "  rE    " "        " "R       "  \
    "        ]"

static void pushes_pulls_and_captures(void) {
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_from_short(PUSH_POS, &pos));

    /* Push: the rabbit goes north, then only the elephant may enter d5. */
    EXPECT(has_step(pos, "rd5n"));
    EXPECT_OK(arimaa_position_play_step(pos, "rd5n"));
    EXPECT(count_steps(pos) == 1);
    EXPECT(has_step(pos, "Ed4n"));
    EXPECT_STATUS(arimaa_position_end_move(pos), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("push_incomplete");
    EXPECT_STATUS(arimaa_position_play_step(pos, "Ed4e"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("push_incomplete");
    EXPECT_OK(arimaa_position_play_step(pos, "Ed4n"));
    EXPECT_STR_AND_FREE(current_move(pos), "rd5n Ed4n");
    EXPECT_OK(arimaa_position_undo_step(pos));
    EXPECT_OK(arimaa_position_undo_step(pos));
    EXPECT(steps_taken(pos) == 0);

    /* Pull: the elephant steps away south, the rabbit may follow into d4. */
    EXPECT_OK(arimaa_position_play_step(pos, "Ed4s"));
    EXPECT(has_step(pos, "rd5s"));
    EXPECT_OK(arimaa_position_play_step(pos, "rd5s"));
    EXPECT_STR_AND_FREE(current_move(pos), "Ed4s rd5s");
    EXPECT_OK(arimaa_position_end_move(pos));
    arimaa_position_free(pos);

    /* Capture: pushing the rabbit onto the unguarded trap c3 removes it at once. */
    EXPECT_OK(arimaa_position_from_short(TRAP_POS, &pos));
    EXPECT_OK(arimaa_position_play_step(pos, "rc4s"));
    EXPECT_OK(arimaa_position_play_step(pos, "Ed4w"));
    EXPECT_STR_AND_FREE(current_move(pos), "rc4s rc3x Ed4w");
    EXPECT_OK(arimaa_position_undo_step(pos));
    EXPECT_OK(arimaa_position_undo_step(pos));
    char *s = NULL;
    EXPECT_OK(arimaa_position_to_short(pos, &s));
    EXPECT_STR_AND_FREE(s, TRAP_POS); /* undo restored the captured rabbit */

    arimaa_position *after = NULL;
    EXPECT_OK(arimaa_position_play(pos, "rc4s rc3x Ed4w", &after));
    arimaa_position_free(after);
    EXPECT_STATUS(arimaa_position_play(pos, "rc4s Rc3x Ed4w", &after),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("capture_mismatch");
    /* A push cannot start on the last step. */
    EXPECT_OK(arimaa_position_play_step(pos, "Ra2n"));
    EXPECT_OK(arimaa_position_play_step(pos, "Ra3n"));
    EXPECT_OK(arimaa_position_play_step(pos, "Ra4n"));
    EXPECT(!has_step(pos, "rc4s"));
    EXPECT_STATUS(arimaa_position_play_step(pos, "rc4s"), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("push_on_last_step");
    arimaa_position_free(pos);
}

/* ---- Cases read from aei_step_generation_cases.txt ---- */

/* The piece letter on `square` ("e4") of `pos`, from its short form; ' ' when empty. */
static char piece_on(const arimaa_position *pos, const char *square) {
    char *s = NULL;
    EXPECT_OK(arimaa_position_to_short(pos, &s));
    const char *board = strchr(s, '[') + 1;
    int file = square[0] - 'a', rank = square[1] - '1';
    char c = board[(7 - rank) * 8 + file];
    arimaa_string_free(s);
    return c;
}

/* Our notation ("Ee4n") for an AEI step written "e4-e5" in `pos`. */
static void aei_to_step(const arimaa_position *pos, const char *aei, char out[8]) {
    char piece = piece_on(pos, aei);
    if (piece == ' ') piece = 'R'; /* no piece there: any letter gives "no_piece" */
    char dir = aei[4] > aei[1] ? 'n' : aei[4] < aei[1] ? 's' : aei[3] > aei[0] ? 'e' : 'w';
    snprintf(out, 8, "%c%c%c%c", piece, aei[0], aei[1], dir);
}

/* AEI form ("e4-e5") of our step notation ("Ee4n"). */
static void step_to_aei(const char *step, char out[8]) {
    char f = step[1], r = step[2];
    char tf = f, tr = r;
    switch (step[3]) {
        case 'n': tr++; break;
        case 's': tr--; break;
        case 'e': tf++; break;
        default: tf--; break;
    }
    snprintf(out, 8, "%c%c-%c%c", f, r, tf, tr);
}

/* Compares the legal steps of `pos` with the space-separated AEI list `expected`. */
static void expect_step_list(const arimaa_position *pos, const char *expected) {
    arimaa_step_list *steps = NULL;
    EXPECT_OK(arimaa_position_legal_steps(pos, &steps));
    size_t n = step_list_len(steps);
    size_t expected_count = 0;
    for (const char *p = expected; *p; p++) {
        if (*p == '-') expected_count++;
    }
    if (n != expected_count) {
        fprintf(stderr, "%zu legal steps, the file lists %zu: %s\n", n, expected_count, expected);
    }
    EXPECT(n == expected_count);
    for (size_t i = 0; i < n; i++) {
        char *s = NULL;
        EXPECT_OK(arimaa_step_list_get(steps, i, &s));
        char aei[8];
        step_to_aei(s, aei);
        if (strstr(expected, aei) == NULL) fprintf(stderr, "step %s (%s) not listed\n", s, aei);
        EXPECT(strstr(expected, aei) != NULL);
        arimaa_string_free(s);
    }
    arimaa_step_list_free(steps);
}

/* The position drawn right after the line "## <name>" of the file. */
static arimaa_position *diagram_after(const char *text, const char *name) {
    char heading[64];
    snprintf(heading, sizeof heading, "## %s", name);
    const char *at = strstr(text, heading);
    EXPECT(at != NULL);
    at = strchr(at, '\n') + 1;
    /* The diagram: move line, border, 8 ranks, border, file letters. */
    const char *end = at;
    for (int i = 0; i < 12 && end; i++) end = strchr(end, '\n') + 1;
    size_t len = (size_t)(end - at);
    char *diagram = malloc(len + 1);
    memcpy(diagram, at, len);
    diagram[len] = '\0';
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_from_diagram(diagram, &pos));
    free(diagram);
    return pos;
}

/* The text after ": " on the comment line of `text` that starts with `prefix`. */
static const char *list_after(const char *text, const char *prefix, char *buf, size_t size) {
    const char *at = strstr(text, prefix);
    EXPECT(at != NULL);
    const char *colon = strstr(at, ": ");
    const char *end = strchr(colon, '\n');
    size_t len = (size_t)(end - colon - 2);
    EXPECT(len < size);
    memcpy(buf, colon + 2, len);
    buf[len] = '\0';
    return buf;
}

static void expect_step_refused(arimaa_position *pos, const char *aei, const char *rule) {
    char step[8];
    aei_to_step(pos, aei, step);
    EXPECT_STATUS(arimaa_position_play_step(pos, step), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS(rule);
}

static void play_aei(arimaa_position *pos, const char *aei) {
    char step[8];
    aei_to_step(pos, aei, step);
    EXPECT_OK(arimaa_position_play_step(pos, step));
}

static void check_step_pos(const char *text) {
    arimaa_position *pos = diagram_after(text, "CHECK_STEP_POS");
    /* The file's single-step cases, with the rule each breaks. */
    expect_step_refused(pos, "a3-a4", "no_piece");
    expect_step_refused(pos, "a1-a2", "occupied");
    expect_step_refused(pos, "b6-a6", "frozen");
    expect_step_refused(pos, "h3-h2", "rabbit_backward");
    expect_step_refused(pos, "f6-g6", "no_push_or_pull");
    play_aei(pos, "e5-d5");
    expect_step_refused(pos, "f5-e5", "push_too_weak");
    expect_step_refused(pos, "a2-a3", "push_incomplete");
    expect_step_refused(pos, "g5-g4", "push_incomplete");
    play_aei(pos, "e4-e5");
    EXPECT_OK(arimaa_position_undo_step(pos));
    EXPECT_OK(arimaa_position_undo_step(pos));
    play_aei(pos, "a2-a3");
    play_aei(pos, "a3-a4");
    play_aei(pos, "a4-a5");
    expect_step_refused(pos, "e5-d5", "push_on_last_step");
    arimaa_position_free(pos);
}

static void check_trap_step(const char *text) {
    char list[1024];
    arimaa_position *pos = diagram_after(text, "CHECK_TRAP_STEP");
    expect_step_list(pos, list_after(text, "# all legal first steps incl. push starts", list,
                                     sizeof list));
    play_aei(pos, "f7-f6"); /* the silver horse is pushed onto f6 and captured */
    expect_step_list(pos, "g7-f7");
    EXPECT_OK(arimaa_position_undo_step(pos));
    play_aei(pos, "g7-g6");
    expect_step_list(pos, list_after(text, "# after g7-g6", list, sizeof list));
    arimaa_position_free(pos);
}

/* Lines "#   '<move>'   legal; ..." / "illegal: ..." under "## Moves from BASIC_SETUP". */
static void moves_from_opening(const char *text) {
    const char *at = strstr(text, "## Moves from BASIC_SETUP");
    EXPECT(at != NULL);
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    int checked = 0;
    for (const char *line = strchr(at, '\n') + 1; strncmp(line, "#   '", 5) == 0;
         line = strchr(line, '\n') + 1) {
        const char *open = line + 5;
        const char *close = strchr(open, '\'');
        char move[64];
        size_t len = (size_t)(close - open);
        memcpy(move, open, len);
        move[len] = '\0';
        const char *verdict = close + 1;
        while (isspace((unsigned char)*verdict)) verdict++;
        int legal = strncmp(verdict, "legal", 5) == 0;
        /* A net null move's steps are legal, but the turn cannot be committed. */
        arimaa_position *after = NULL;
        arimaa_status st = arimaa_position_play(pos, move, &after);
        int played = st == ARIMAA_STATUS_OK;
        if (played != legal) {
            fprintf(stderr, "move '%s': file says %s, library returned %s (%s)\n", move,
                    legal ? "legal" : "illegal", arimaa_status_name(st), last_error());
        }
        EXPECT(played == legal);
        arimaa_position_free(after);
        checked++;
    }
    EXPECT(checked == 5);
    arimaa_position_free(pos);
}

/* The notation's white-space rule (arimaa_rules::notation docs), as Rust and Python apply
 * it: white space around a step is ignored, and the column of an error counts in the
 * caller's own text (the library trims nothing itself). Columns counted by hand: in
 * "  Ed2q" the bad direction q is byte 6; in " Ed9n" the bad square starts at byte 3. */
static void whitespace_rule(void) {
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    uint32_t action = 0;
    EXPECT_OK(arimaa_step_action(" Ed2n", &action));
    EXPECT(action == 4 * 11 + 0); /* d2 is square 11, north is direction 0 */
    EXPECT_OK(arimaa_step_action("Ed2n\r\n", &action));
    EXPECT_STATUS(arimaa_step_action("  Ed2q", &action), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_ERROR_MENTIONS("column 6");
    EXPECT_OK(arimaa_position_play_step(pos, " Ee2n"));
    EXPECT(steps_taken(pos) == 1);
    EXPECT_STATUS(arimaa_position_play_step(pos, " Ed9n"), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_ERROR_MENTIONS("column 3");
    EXPECT(steps_taken(pos) == 1);
    /* A no-break space (UTF-8 C2 A0) is not white space: refused at column 1. */
    EXPECT_STATUS(arimaa_position_play_step(pos, "\xc2\xa0" "Ee3n"), ARIMAA_STATUS_INVALID_NOTATION);
    EXPECT_ERROR_MENTIONS("column 1");
    arimaa_position_free(pos);
}

int main(int argc, char **argv) {
    opening_steps();
    pushes_pulls_and_captures();
    whitespace_rule();
    if (argc > 1) {
        char *text = read_file(argv[1]);
        if (text == NULL) {
            fprintf(stderr, "cannot read %s\n", argv[1]);
            return 1;
        }
        check_step_pos(text);
        check_trap_step(text);
        moves_from_opening(text);
        free(text);
        printf("test_steps: cases of %s checked\n", argv[1]);
    }
    report_passed("test_steps");
    return 0;
}
