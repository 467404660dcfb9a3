/* One refusal of every rule through the C API: reads tests/data/rules/rule_refusals.tsv
 * (argv[1]; argv[2] is the tests/data folder, for the rows that open a file), drives
 * every row whose `bindings` name `c` and checks that arimaa_last_error_code() is the
 * row's code and arimaa_rule_name() its name. Prints one line per row: rule, code, what
 * C reported ("n/a" for rows C cannot drive). Also checks that a record error carries
 * its line and column (arimaa_last_error_line / _column). */
#include <stdint.h>

#include "common.h"

/* The table's escapes: `\n` a line break, `\t` a tab (in place). */
static void unescape(char *s) {
    char *out = s;
    for (char *in = s; *in; in++) {
        if (in[0] == '\\' && (in[1] == 'n' || in[1] == 't')) {
            *out++ = in[1] == 'n' ? '\n' : '\t';
            in++;
        } else {
            *out++ = *in;
        }
    }
    *out = '\0';
}

/* Whether the space-separated `list` holds `word`. */
static int has_word(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, " ");
        if (len == n && strncmp(p, word, n) == 0) return 1;
        p += len;
        while (*p == ' ') p++;
    }
    return 0;
}

/* Reads every record of `reader`; the status of the first failure (or OK). */
static arimaa_status read_all(arimaa_record_reader *reader) {
    for (;;) {
        arimaa_record *rec = NULL;
        arimaa_status st = arimaa_record_reader_next(reader, &rec);
        if (st != ARIMAA_STATUS_OK) return st;
        if (rec == NULL) return ARIMAA_STATUS_OK;
        arimaa_record_free(rec);
    }
}

/* Drives one row; returns the status of the refused call (OK: accepted). */
static arimaa_status drive(const char *op, const char *position, char *input,
                           const char *data_dir) {
    arimaa_status st = ARIMAA_STATUS_OK;
    arimaa_position *pos = NULL;
    if (strcmp(position, "-") != 0 && strcmp(op, "position") != 0) {
        EXPECT_OK(arimaa_position_from_short(position, &pos));
    }
    if (strcmp(op, "position") == 0) {
        st = arimaa_position_from_short(position, &pos);
    } else if (strcmp(op, "move") == 0) {
        arimaa_position *next = NULL;
        st = arimaa_position_play(pos, input, &next);
        arimaa_position_free(next);
    } else if (strcmp(op, "action") == 0) {
        /* Ids separated by spaces, played in turn; the last refused. */
        for (char *id = strtok(input, " "); id != NULL; id = strtok(NULL, " ")) {
            st = arimaa_position_play_action(pos, (uint32_t)strtoul(id, NULL, 10));
            if (st != ARIMAA_STATUS_OK) break;
        }
    } else if (strcmp(op, "action_step") == 0) {
        char *step = NULL;
        st = arimaa_position_action_step(pos, (uint32_t)strtoul(input, NULL, 10), &step);
        arimaa_string_free(step);
    } else if (strcmp(op, "record") == 0) {
        arimaa_game *game = NULL;
        unescape(input);
        st = arimaa_game_from_record(input, &game);
        arimaa_game_free(game);
    } else if (strcmp(op, "game") == 0) {
        /* Turns separated by line breaks; `resign`: the side to move resigns. */
        arimaa_game *game = NULL;
        EXPECT_OK(arimaa_game_new(&game));
        unescape(input);
        char *turn = input;
        for (;;) {
            char *end = strchr(turn, '\n');
            if (end != NULL) *end = '\0';
            st = strcmp(turn, "resign") == 0 ? arimaa_game_resign(game)
                                              : arimaa_game_play(game, turn);
            if (st != ARIMAA_STATUS_OK || end == NULL) break;
            turn = end + 1;
        }
        arimaa_game_free(game);
    } else if (strcmp(op, "reader") == 0) {
        arimaa_record_reader *reader = NULL;
        unescape(input);
        st = arimaa_record_reader_from_text(input, &reader);
        if (st == ARIMAA_STATUS_OK) st = read_all(reader);
        arimaa_record_reader_free(reader);
    } else if (strcmp(op, "open") == 0) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", data_dir, input);
        arimaa_record_reader *reader = NULL;
        st = arimaa_record_reader_open(path, &reader);
        if (st == ARIMAA_STATUS_OK) st = read_all(reader);
        arimaa_record_reader_free(reader);
    } else if (strcmp(op, "archive_line") == 0) {
        unescape(input);
        char *line = strchr(input, '\n');
        if (line == NULL) fail_at(__FILE__, __LINE__, "archive_line input has two lines");
        *line++ = '\0';
        arimaa_record *rec = NULL;
        st = arimaa_record_parse_archive_line(input, line, &rec);
        arimaa_record_free(rec);
    } else if (strcmp(op, "last_move") == 0) {
        arimaa_svg_options options;
        EXPECT_OK(arimaa_svg_options_default(&options));
        options.last_move = input;
        char *svg = NULL;
        st = arimaa_position_svg(pos, &options, &svg);
        arimaa_string_free(svg);
    } else {
        fprintf(stderr, "unknown op %s\n", op);
        exit(1);
    }
    arimaa_position_free(pos);
    return st;
}

/* A record error names its line and column: the `x` of line 2 is not a side letter. */
static void record_errors_carry_line_and_column(void) {
    arimaa_record *rec = NULL;
    EXPECT_STATUS(arimaa_record_parse("1g Ra1 Rb1\n1x Ra7", &rec), ARIMAA_STATUS_INVALID_RECORD);
    EXPECT(arimaa_last_error_code() == ARIMAA_RULE_NOTATION);
    EXPECT(arimaa_last_error_line() == 2);
    EXPECT(arimaa_last_error_column() == 2);
    /* A refused turn of a record: 3g where 2g is due, on line 3 at column 1. */
    arimaa_game *game = NULL;
    EXPECT_STATUS(
        arimaa_game_from_record("1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n"
                                "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n"
                                "3g Ee2n\n",
                                &game),
        ARIMAA_STATUS_INVALID_RECORD);
    EXPECT(arimaa_last_error_code() == ARIMAA_RULE_LABEL_OUT_OF_ORDER);
    EXPECT(arimaa_last_error_line() == 3);
    EXPECT(arimaa_last_error_column() == 1);
    /* A failure with no place resets them to 0. */
    EXPECT_STATUS(arimaa_game_new(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(arimaa_last_error_code() == ARIMAA_RULE_NONE);
    EXPECT(arimaa_last_error_line() == 0 && arimaa_last_error_column() == 0);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s rule_refusals.tsv tests-data-dir\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (f == NULL) {
        perror(argv[1]);
        return 1;
    }
    static char line[1 << 16];
    int rows = 0, driven = 0;
    int header_seen = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#') continue;
        if (!header_seen) {
            header_seen = 1;
            continue;
        }
        char *field[7];
        char *p = line;
        for (int i = 0; i < 7; i++) {
            field[i] = p;
            char *tab = strchr(p, '\t');
            if (tab == NULL && i < 6) fail_at(__FILE__, __LINE__, "seven tab-separated fields");
            if (tab != NULL) {
                *tab = '\0';
                p = tab + 1;
            }
        }
        const char *rule = field[0];
        int code = atoi(field[1]);
        rows++;
        EXPECT(strcmp(arimaa_rule_name(code), rule) == 0);
        if (!has_word(field[5], "c")) {
            printf("%s\t%d\tn/a\n", rule, code);
            continue;
        }
        arimaa_status st = drive(field[2], field[3], field[4], argv[2]);
        arimaa_rule got = arimaa_last_error_code();
        if (st == ARIMAA_STATUS_OK) {
            fprintf(stderr, "%s: the input was accepted\n", rule);
            return 1;
        }
        printf("%s\t%d\t%s (%d)\n", rule, code, arimaa_rule_name(got), (int)got);
        if ((int)got != code) {
            fprintf(stderr, "%s: C reported %s (%d), status %s: %s\n", rule,
                    arimaa_rule_name(got), (int)got, arimaa_status_name(st), last_error());
            return 1;
        }
        driven++;
    }
    fclose(f);
    EXPECT(rows == ARIMAA_RULE_NO_SUCH_GAME);
    record_errors_carry_line_and_column();
    printf("%d rules, %d driven through C\n", rows, driven);
    return 0;
}
