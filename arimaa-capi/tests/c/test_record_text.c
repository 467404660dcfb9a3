/* Records keep everything, from C: a record written back as text
 * (arimaa_record_to_text, the caller's-buffer convention), as an archive line, and a
 * game's headers (count, index, get, set, remove) carried from its record and written
 * back by arimaa_game_to_record. Expected texts are written out here from the record.
 *
 * Usage: test_record_text (no data needed) */
#include "common.h"

#define SETUPS "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n" \
               "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n"
/* Read with old colour letters and uneven spacing; written with g/s and one space. */
#define INPUT "GameId: 100\nEvent: test\nSite: here\nWhite: me\nBlack: you\n\n" \
              "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n" \
              "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n" \
              "2w  Ee2n   Ee3n\n2b\n"
#define TEXT "GameId: 100\nEvent: test\nSite: here\nWhite: me\nBlack: you\n\n" SETUPS \
             "2g Ee2n Ee3n\n2s\n"

static char *record_text(const arimaa_record *r) {
    size_t n = arimaa_record_text_length(r);
    char *buf = malloc(n + 1);
    size_t written = 0;
    /* One byte short: refused, nothing written. */
    written = 12345;
    EXPECT_STATUS(arimaa_record_to_text(r, buf, n, &written), ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT(written == 12345);
    EXPECT_OK(arimaa_record_to_text(r, buf, n + 1, &written));
    EXPECT(written == n && strlen(buf) == n);
    return buf;
}

int main(void) {
    arimaa_record *rec = NULL;
    EXPECT_OK(arimaa_record_parse(INPUT, &rec));
    char *text = record_text(rec);
    EXPECT(strcmp(text, TEXT) == 0);
    /* Read back: the same text. */
    arimaa_record *again = NULL;
    EXPECT_OK(arimaa_record_parse(text, &again));
    char *text2 = record_text(again);
    EXPECT(strcmp(text2, TEXT) == 0);
    free(text2);
    arimaa_record_free(again);

    /* The archive line: per-game names fill the standard columns (id, wusername,
     * busername, ..., event, site), the movelist has the archive's letters. */
    size_t n = arimaa_record_archive_line_length(rec);
    char *line = malloc(n + 1);
    size_t written = 0;
    EXPECT_OK(arimaa_record_to_archive_line(rec, line, n + 1, &written));
    EXPECT(written == n);
    EXPECT(strncmp(line, "100\t\t\tme\tyou\t", 13) == 0);
    EXPECT(strstr(line, "\ttest\there\t") != NULL);
    EXPECT(strstr(line, "\\n2w Ee2n Ee3n\\n2b\t") != NULL);
    free(line);

    /* NULL arguments. */
    EXPECT_STATUS(arimaa_record_to_text(NULL, text, 10, &written), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_text(rec, NULL, 10, &written), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_text(rec, text, 10, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_archive_line(NULL, text, 10, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(arimaa_record_text_length(NULL) == 0);
    EXPECT(arimaa_record_archive_line_length(NULL) == 0);
    arimaa_record_free(rec);

    /* A game from the record keeps its headers, in order. */
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_from_record(text, &game));
    free(text);
    EXPECT(arimaa_game_header_count(game) == 5);
    EXPECT(arimaa_game_header_count(NULL) == 0);
    char *name = NULL, *value = NULL;
    EXPECT_OK(arimaa_game_header_at(game, 0, &name, &value));
    EXPECT_STR_AND_FREE(name, "GameId");
    EXPECT_STR_AND_FREE(value, "100");
    EXPECT_OK(arimaa_game_header_at(game, 4, &name, &value));
    EXPECT_STR_AND_FREE(name, "Black");
    EXPECT_STR_AND_FREE(value, "you");
    EXPECT_STATUS(arimaa_game_header_at(game, 5, &name, &value),
                  ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
    EXPECT_OK(arimaa_game_header_get(game, "Event", &value));
    EXPECT_STR_AND_FREE(value, "test");
    value = (char *)"untouched";
    EXPECT_OK(arimaa_game_header_get(game, "event", &value)); /* names are exact */
    EXPECT(value == NULL);
    EXPECT_STATUS(arimaa_game_header_get(game, NULL, &value), ARIMAA_STATUS_NULL_ARGUMENT);

    /* Change them: in place, at the end, removed. */
    EXPECT_OK(arimaa_game_header_set(game, "Event", "final"));
    EXPECT_OK(arimaa_game_header_set(game, "Round", "3"));
    bool removed = false;
    EXPECT_OK(arimaa_game_header_remove(game, "Site", &removed));
    EXPECT(removed);
    EXPECT_OK(arimaa_game_header_remove(game, "Site", &removed));
    EXPECT(!removed);
    EXPECT_STATUS(arimaa_game_header_set(NULL, "a", "b"), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_header_set(game, "a", NULL), ARIMAA_STATUS_NULL_ARGUMENT);

    /* Written back; silver (to move) resigns, so the game adds its result headers. */
    EXPECT_OK(arimaa_game_resign(game));
    char *record = NULL;
    EXPECT_OK(arimaa_game_to_record(game, &record));
    EXPECT_STR_AND_FREE(record,
                        "GameId: 100\nEvent: final\nWhite: me\nBlack: you\nRound: 3\n"
                        "Result: 1-0\nReason: Resignation\nResultCode: g\nReasonCode: r\n\n"
                        SETUPS "2g Ee2n Ee3n\n2s resign\n");
    arimaa_game_free(game);
    printf("test_record_text: %d checks passed\n", checks_passed);
    return 0;
}
