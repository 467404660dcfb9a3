/* Unique-move counts through the C API against the published counts of
 * positions/move_count_table.tsv (rows whose metric is unique_moves).
 *
 * Usage: test_move_counts <move_count_table.tsv> <max_expected>
 * Rows whose expected count exceeds max_expected are skipped (and counted as such), to
 * bound the run time under valgrind. Each checked row must give the expected count from
 * arimaa_position_count_moves and as many moves from arimaa_position_legal_moves. */
#include "common.h"

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s <move_count_table.tsv> <max_expected>\n", argv[0]);
        return 2;
    }
    unsigned long long max_expected = strtoull(argv[2], NULL, 10);
    char *text = read_file(argv[1]);
    if (text == NULL) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    size_t n = 0;
    char **lines = split_lines(text, &n);
    const char *header = NULL;
    size_t first = 0;
    for (; first < n; first++) {
        if (lines[first][0] != '#') {
            header = lines[first++];
            break;
        }
    }
    EXPECT(header != NULL);
    int c_name = tsv_column(header, "name_or_label"), c_side = tsv_column(header, "side");
    int c_board = tsv_column(header, "board"), c_metric = tsv_column(header, "metric");
    int c_expected = tsv_column(header, "expected");
    EXPECT(c_name >= 0 && c_side >= 0 && c_board >= 0 && c_metric >= 0 && c_expected >= 0);

    int checked = 0, skipped = 0;
    for (size_t i = first; i < n; i++) {
        if (lines[i][0] == '\0' || lines[i][0] == '#') continue;
        char *metric = tsv_field(lines[i], c_metric);
        int unique = metric != NULL && strcmp(metric, "unique_moves") == 0;
        free(metric);
        if (!unique) continue;
        char *name = tsv_field(lines[i], c_name), *side = tsv_field(lines[i], c_side);
        char *board = tsv_field(lines[i], c_board), *expected_s = tsv_field(lines[i], c_expected);
        unsigned long long expected = strtoull(expected_s, NULL, 10);
        if (expected > max_expected) {
            skipped++;
        } else {
            char short_form[128];
            snprintf(short_form, sizeof short_form, "%s [%s]", side, board);
            arimaa_position *pos = NULL;
            EXPECT_OK(arimaa_position_from_short(short_form, &pos));
            uint64_t count = 0;
            EXPECT_OK(arimaa_position_count_moves(pos, &count));
            arimaa_move_list *moves = NULL;
            EXPECT_OK(arimaa_position_legal_moves(pos, &moves));
            size_t listed = move_list_len(moves);
            printf("line %zu (%s, %s to move): expected %llu, counted %llu, listed %zu\n", i + 1,
                   name, side, expected, (unsigned long long)count, listed);
            EXPECT(count == expected);
            EXPECT(listed == expected);
            arimaa_move_list_free(moves);
            arimaa_position_free(pos);
            checked++;
        }
        free(name);
        free(side);
        free(board);
        free(expected_s);
    }
    printf("test_move_counts: %d positions checked, %d above %llu moves skipped\n", checked,
           skipped, max_expected);
    EXPECT(checked > 0);
    free(lines);
    free(text);
    report_passed("test_move_counts");
    return 0;
}
