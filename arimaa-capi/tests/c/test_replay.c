/* Replays an arimaa.com archive file game by game through arimaa_game_from_record: each
 * game line becomes one record (the header line of field names, then that line). Every
 * game must replay; its result must be the archive's `result` and `termination` columns,
 * and its final board and side to move those of replay_summary.tsv (an independent
 * replay with AEI pyrimaa).
 *
 * Usage: test_replay <allgamesYYYYMM.txt> <replay_summary.tsv> [max_games]
 * max_games bounds the run under valgrind (default: all games). */
#include "common.h"

/* The summary row of game `id` from file `source`, or NULL. */
static const char *summary_row(char **rows, size_t n, int c_source, int c_id, const char *source,
                               const char *id) {
    for (size_t i = 0; i < n; i++) {
        if (rows[i][0] == '#' || rows[i][0] == '\0') continue;
        char *s = tsv_field(rows[i], c_source), *g = tsv_field(rows[i], c_id);
        int match = s && g && strcmp(s, source) == 0 && strcmp(g, id) == 0;
        free(s);
        free(g);
        if (match) return rows[i];
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s <archive.txt> <replay_summary.tsv> [max_games]\n", argv[0]);
        return 2;
    }
    long max_games = argc > 3 ? strtol(argv[3], NULL, 10) : -1;
    const char *source = strrchr(argv[1], '/') ? strrchr(argv[1], '/') + 1 : argv[1];
    char *archive = read_file(argv[1]);
    char *summary = read_file(argv[2]);
    if (archive == NULL || summary == NULL) {
        fprintf(stderr, "cannot read %s or %s\n", argv[1], argv[2]);
        return 1;
    }
    size_t n_games = 0, n_rows = 0;
    char **lines = split_lines(archive, &n_games);
    char **rows = split_lines(summary, &n_rows);
    const char *header = lines[0];
    int c_id = tsv_column(header, "id"), c_result = tsv_column(header, "result");
    int c_term = tsv_column(header, "termination");
    EXPECT(c_id >= 0 && c_result >= 0 && c_term >= 0);
    const char *sum_header = NULL;
    for (size_t i = 0; i < n_rows && sum_header == NULL; i++) {
        if (rows[i][0] != '#') sum_header = rows[i];
    }
    EXPECT(sum_header != NULL);
    int s_source = tsv_column(sum_header, "source_file"), s_id = tsv_column(sum_header, "id");
    int s_board = tsv_column(sum_header, "final_board");
    int s_side = tsv_column(sum_header, "side_to_move");
    EXPECT(s_source >= 0 && s_id >= 0 && s_board >= 0 && s_side >= 0);

    size_t header_len = strlen(header);
    int replayed = 0, boards_compared = 0;
    for (size_t i = 1; i < n_games; i++) {
        if (lines[i][0] == '\0') continue;
        if (max_games >= 0 && replayed >= max_games) break;
        size_t len = strlen(lines[i]);
        char *record = malloc(header_len + 1 + len + 2);
        if (record == NULL) return 2;
        memcpy(record, header, header_len);
        record[header_len] = '\n';
        memcpy(record + header_len + 1, lines[i], len);
        record[header_len + 1 + len] = '\n';
        record[header_len + 2 + len] = '\0';

        char *id = tsv_field(lines[i], c_id);
        arimaa_game *game = NULL;
        arimaa_status st = arimaa_game_from_record(record, &game);
        if (st != ARIMAA_STATUS_OK) {
            fprintf(stderr, "game %s (line %zu) does not replay: %s: %s\n", id, i + 1,
                    arimaa_status_name(st), last_error());
        }
        EXPECT_OK(st);

        /* The recorded result: winner w/b, termination letter. */
        char *result = tsv_field(lines[i], c_result), *term = tsv_field(lines[i], c_term);
        arimaa_outcome o = {false, -1, 0, 0};
        EXPECT_OK(arimaa_game_outcome(game, &o));
        int winner = result[0] == 'w' ? 0 : result[0] == 'b' ? 1 : -1;
        if (!o.over || o.winner != winner || o.termination != term[0]) {
            fprintf(stderr, "game %s: outcome over=%d winner=%d termination=%c, archive %s %s\n",
                    id, o.over, o.winner, o.termination ? o.termination : '-', result, term);
        }
        EXPECT(o.over && o.winner == winner && o.termination == term[0]);

        /* The final board and side to move of the independent replay. */
        const char *row = summary_row(rows, n_rows, s_source, s_id, source, id);
        if (row != NULL) {
            char *board = tsv_field(row, s_board), *side = tsv_field(row, s_side);
            char expected[80];
            snprintf(expected, sizeof expected, "%c [%s]", side[0] == 'w' ? 'g' : 's', board);
            for (char *p = expected + 3; *p && *p != ']'; p++) {
                if (*p == '.') *p = ' ';
            }
            arimaa_position *pos = NULL;
            char *actual = NULL;
            EXPECT_OK(arimaa_game_position(game, &pos));
            EXPECT_OK(arimaa_position_to_short(pos, &actual));
            if (strcmp(actual, expected) != 0) {
                fprintf(stderr, "game %s: final position\n  %s\nexpected\n  %s\n", id, actual,
                        expected);
            }
            EXPECT(strcmp(actual, expected) == 0);
            arimaa_string_free(actual);
            arimaa_position_free(pos);
            free(board);
            free(side);
            boards_compared++;
        }
        free(result);
        free(term);
        free(id);
        free(record);
        arimaa_game_free(game);
        replayed++;
    }
    printf("test_replay: %d games of %s replayed, %d final boards compared\n", replayed, source,
           boards_compared);
    EXPECT(replayed > 0);
    EXPECT(boards_compared == replayed);
    free(lines);
    free(rows);
    free(archive);
    free(summary);
    report_passed("test_replay");
    return 0;
}
