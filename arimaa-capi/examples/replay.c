/* replay: reads Arimaa game records with libarimaa; prints the final board and result of
 * one game, or the verdict on every game.
 *
 *   replay [--lenient|--strict] FILE [N]
 *   replay --verdicts [--lenient|--strict] FILE...
 *
 * FILE is a per-game record (`Name: value` headers, then one turn per line) or an
 * arimaa.com archive file (a header line of field names, then one game per line); the
 * library's record reader tells them apart. N picks the game (1 = the first, the
 * default). Games are replayed under the rules of their date (as everywhere by default);
 * --lenient forces the rules of the arimaa.com server before 2008-07-01, --strict
 * today's rules. --verdicts prints one line per game, tab-separated:
 *   FILE[:ID]  verdict  label  rule  line  column
 * with the library's verdict (ok, old-rules, illegal, mismatch; `arimaa replay` and
 * Python's GameRecord.verify() give the same), `-` for an empty field.
 *
 * Build (from the repository root; see docs/guide/c-and-cpp.md):
 *   cargo build --release -p arimaa-capi
 *   cc -std=c11 -O2 -Iarimaa-capi/include arimaa-capi/examples/replay.c \
 *      target/release/libarimaa.a -lpthread -ldl -lm -o replay
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arimaa.h"

/* Prints the failed call, its status, the rule it broke and the library's explanation. */
static int report(const char *what, arimaa_status status) {
    char *message = NULL;
    if (arimaa_last_error_message(&message) == ARIMAA_STATUS_OK) {
        fprintf(stderr, "replay: %s: %s (rule %s)\n  %s\n", what, arimaa_status_name(status),
                arimaa_last_error_rule(), message);
    } else {
        fprintf(stderr, "replay: %s: %s\n", what, arimaa_status_name(status));
    }
    arimaa_string_free(message);
    return 1;
}

static const char *or_dash(const char *s) { return s[0] != '\0' ? s : "-"; }

/* Prints the verdict on every game of `path`; returns 0 when every game could be read. */
static int verdicts(const char *path, arimaa_record_rules rules) {
    arimaa_record_reader *reader = NULL;
    arimaa_status st = arimaa_record_reader_open(path, &reader);
    if (st != ARIMAA_STATUS_OK) return report(path, st);
    int failed = 0;
    for (long index = 1;; index++) {
        arimaa_record *record = NULL;
        st = arimaa_record_reader_next(reader, &record);
        if (st != ARIMAA_STATUS_OK) {
            failed = report(path, st);
            continue;
        }
        if (record == NULL) break;
        char *id = NULL;
        arimaa_verdict v;
        if ((st = arimaa_record_id(record, &id)) != ARIMAA_STATUS_OK ||
            (st = arimaa_record_verify(record, rules, &v)) != ARIMAA_STATUS_OK) {
            failed = report(path, st);
        } else {
            if (id != NULL) {
                printf("%s:%s", path, id);
            } else {
                printf("%s", path);
            }
            printf("\t%s\t%s\t%s\t", v.name, or_dash(v.label), or_dash(v.rule));
            if (v.kind == ARIMAA_VERDICT_ILLEGAL) {
                printf("%u\t%u\n", v.line, v.column);
            } else {
                printf("-\t-\n");
            }
        }
        arimaa_string_free(id);
        arimaa_record_free(record);
    }
    arimaa_record_reader_free(reader);
    return failed;
}

/* Prints the final board and result of game `n` (1-based) of `path`. */
static int final_board(const char *path, long n, arimaa_record_rules rules) {
    arimaa_record_reader *reader = NULL;
    arimaa_status st = arimaa_record_reader_open(path, &reader);
    if (st != ARIMAA_STATUS_OK) return report(path, st);
    arimaa_record *record = NULL;
    for (long i = 1; i <= n; i++) {
        arimaa_record_free(record);
        record = NULL;
        st = arimaa_record_reader_next(reader, &record);
        if (st != ARIMAA_STATUS_OK || record == NULL) break;
    }
    arimaa_record_reader_free(reader);
    if (st != ARIMAA_STATUS_OK) return report("reading the game", st);
    if (record == NULL) {
        fprintf(stderr, "replay: %s has no game number %ld\n", path, n);
        return 1;
    }

    arimaa_game *game = NULL;
    st = arimaa_record_replay(record, rules, &game);
    arimaa_record_free(record);
    if (st != ARIMAA_STATUS_OK) return report("the record does not replay", st);

    arimaa_position *pos = NULL;
    char *diagram = NULL;
    arimaa_outcome outcome;
    if ((st = arimaa_game_position(game, &pos)) != ARIMAA_STATUS_OK ||
        (st = arimaa_position_to_diagram(pos, &diagram)) != ARIMAA_STATUS_OK ||
        (st = arimaa_game_outcome(game, &outcome)) != ARIMAA_STATUS_OK) {
        arimaa_position_free(pos);
        arimaa_game_free(game);
        return report("reading the game", st);
    }
    fputs(diagram, stdout);
    if (outcome.over) {
        const char *how;
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
            default: how = "an unknown reason"; break;
        }
        printf("%s wins by %s (%c%c)\n", outcome.winner == 0 ? "gold" : "silver", how,
               outcome.winner == 0 ? 'g' : 's', outcome.termination);
    } else {
        char *label = NULL;
        if (arimaa_game_next_label(game, &label) == ARIMAA_STATUS_OK) {
            printf("no result yet; next turn %s\n", label);
        }
        arimaa_string_free(label);
    }
    arimaa_string_free(diagram);
    arimaa_position_free(pos);
    arimaa_game_free(game);
    return 0;
}

int main(int argc, char **argv) {
    int arg = 1, list = 0;
    arimaa_record_rules rules = ARIMAA_RECORD_BY_DATE;
    for (; arg < argc && strncmp(argv[arg], "--", 2) == 0; arg++) {
        if (strcmp(argv[arg], "--verdicts") == 0) {
            list = 1;
        } else if (strcmp(argv[arg], "--lenient") == 0) {
            rules = ARIMAA_RECORD_LENIENT;
        } else if (strcmp(argv[arg], "--strict") == 0) {
            rules = ARIMAA_RECORD_STRICT;
        } else {
            arg = argc;
        }
    }
    if (arg >= argc || (!list && argc - arg > 2)) {
        fprintf(stderr, "usage: %s [--lenient|--strict] FILE [N]\n"
                        "       %s --verdicts [--lenient|--strict] FILE...\n", argv[0], argv[0]);
        return 2;
    }
    if (list) {
        int failed = 0;
        for (; arg < argc; arg++) failed |= verdicts(argv[arg], rules);
        return failed;
    }
    long n = arg + 1 < argc ? strtol(argv[arg + 1], NULL, 10) : 1;
    if (n < 1) {
        fprintf(stderr, "replay: no game number %ld\n", n);
        return 1;
    }
    return final_board(argv[arg], n, rules);
}
