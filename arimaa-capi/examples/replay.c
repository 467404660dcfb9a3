/* replay: replays an Arimaa game record with libarimaa and prints the final board and
 * the result.
 *
 *   replay [--lenient] FILE [N]
 *
 * FILE is a per-game record (`Name: value` headers, then one turn per line) or an
 * arimaa.com archive file (a header line of field names, then one game per line); for an
 * archive, N picks the game (1 = the first, the default). --lenient replays with the
 * rules of the arimaa.com server before 2008-07-01 (for old games).
 *
 * Build (from the repository root; see the README):
 *   cargo build --release -p arimaa-capi
 *   cc -std=c11 -O2 -Iarimaa-capi/include arimaa-capi/examples/replay.c \
 *      target/release/libarimaa.a -lpthread -ldl -lm -o replay
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arimaa.h"

/* Prints the failed call, its status and the library's explanation. */
static int report(const char *what, arimaa_status status) {
    size_t len = arimaa_last_error_length() + 1, written = 0;
    char *message = malloc(len);
    if (message != NULL && arimaa_last_error_message(message, len, &written) == ARIMAA_STATUS_OK) {
        fprintf(stderr, "replay: %s: %s\n  %s\n", what, arimaa_status_name(status), message);
    } else {
        fprintf(stderr, "replay: %s: %s\n", what, arimaa_status_name(status));
    }
    free(message);
    return 1;
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 1 << 16, len = 0, n;
    char *buf = malloc(cap);
    while (buf != NULL && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (bigger == NULL) free(buf);
            buf = bigger;
        }
    }
    fclose(f);
    if (buf != NULL) buf[len] = '\0';
    return buf;
}

/* For an archive text, keeps the header line and game line `n` (1-based) in place;
 * returns 0 when there is no such game. Other texts are left as they are. */
static int pick_game(char *text, long n) {
    char *first_end = strchr(text, '\n');
    if (first_end == NULL) return 1;
    *first_end = '\0';
    int archive = strstr(text, "\tmovelist") != NULL;
    *first_end = '\n';
    if (!archive) return 1;
    char *line = first_end + 1;
    for (long i = 1; i < n && line != NULL; i++) {
        line = strchr(line, '\n');
        if (line != NULL) line++;
    }
    if (line == NULL || *line == '\0') return 0;
    char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    memmove(first_end + 1, line, len);
    first_end[1 + len] = '\0';
    return 1;
}

int main(int argc, char **argv) {
    int arg = 1;
    uint32_t options = 0;
    if (arg < argc && strcmp(argv[arg], "--lenient") == 0) {
        options |= ARIMAA_GAME_LENIENT;
        arg++;
    }
    if (arg >= argc || argc - arg > 2) {
        fprintf(stderr, "usage: %s [--lenient] FILE [N]\n", argv[0]);
        return 2;
    }
    const char *path = argv[arg];
    long n = arg + 1 < argc ? strtol(argv[arg + 1], NULL, 10) : 1;
    char *text = read_file(path);
    if (text == NULL) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return 1;
    }
    if (n < 1 || !pick_game(text, n)) {
        fprintf(stderr, "replay: %s has no game number %ld\n", path, n);
        free(text);
        return 1;
    }

    arimaa_game *game = NULL;
    arimaa_status st = arimaa_game_from_record_with_options(text, options, &game);
    free(text);
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
