/* Records keep everything, from C: a record written back as text (arimaa_record_to_text,
 * allocated, and its caller's-buffer form _into), as an archive line, and a game's headers
 * (len, index, get, set, remove) carried from its record and written back by
 * arimaa_game_to_record. Expected texts are written out here from the record.
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

/* The record's text, allocated by the library and copied by the caller's-buffer form. */
static char *record_text(const arimaa_record *r) {
    char *text = NULL;
    EXPECT_OK(arimaa_record_to_text(r, &text));
    size_t n = strlen(text);
    char *buf = malloc(n + 1);
    /* One byte short: refused, nothing written. */
    size_t written = 12345;
    buf[0] = 'Z';
    EXPECT_STATUS(arimaa_record_to_text_into(r, buf, n, &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT(written == 12345 && buf[0] == 'Z');
    EXPECT_OK(arimaa_record_to_text_into(r, buf, n + 1, &written));
    EXPECT(written == n && strcmp(buf, text) == 0);
    arimaa_string_free(text);
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
    char *line = NULL;
    EXPECT_OK(arimaa_record_to_archive_line(rec, &line));
    EXPECT(strncmp(line, "100\t\t\tme\tyou\t", 13) == 0);
    EXPECT(strstr(line, "\ttest\there\t") != NULL);
    EXPECT(strstr(line, "\\n2w Ee2n Ee3n\\n2b\t") != NULL);
    size_t n = strlen(line), written = 0;
    char *copy = malloc(n + 1);
    EXPECT_OK(arimaa_record_to_archive_line_into(rec, copy, n + 1, &written));
    EXPECT(written == n && strcmp(copy, line) == 0);
    EXPECT_STATUS(arimaa_record_to_archive_line_into(rec, copy, n, &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    free(copy);
    arimaa_string_free(line);

    /* NULL arguments. */
    char *untouched = (char *)"untouched";
    EXPECT_STATUS(arimaa_record_to_text(NULL, &untouched), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_text(rec, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_archive_line(NULL, &untouched), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(strcmp(untouched, "untouched") == 0);
    EXPECT_STATUS(arimaa_record_to_text_into(NULL, text, 10, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_text_into(rec, NULL, 10, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_text_into(rec, text, 10, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_to_archive_line_into(NULL, text, 10, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    arimaa_record_free(rec);

    /* A game from the record keeps its headers, in order. */
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_from_record(text, &game));
    free(text);
    size_t headers = 0;
    EXPECT_OK(arimaa_game_headers_len(game, &headers));
    EXPECT(headers == 5);
    EXPECT_STATUS(arimaa_game_headers_len(NULL, &headers), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_headers_len(game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    char *name = NULL, *value = NULL;
    EXPECT_OK(arimaa_game_headers_at(game, 0, &name, &value));
    EXPECT_STR_AND_FREE(name, "GameId");
    EXPECT_STR_AND_FREE(value, "100");
    EXPECT_OK(arimaa_game_headers_at(game, 4, &name, &value));
    EXPECT_STR_AND_FREE(name, "Black");
    EXPECT_STR_AND_FREE(value, "you");
    EXPECT_STATUS(arimaa_game_headers_at(game, 5, &name, &value),
                  ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
    EXPECT_OK(arimaa_game_headers_get(game, "Event", &value));
    EXPECT_STR_AND_FREE(value, "test");
    value = (char *)"untouched";
    EXPECT_OK(arimaa_game_headers_get(game, "event", &value)); /* names are exact */
    EXPECT(value == NULL);
    EXPECT_STATUS(arimaa_game_headers_get(game, NULL, &value), ARIMAA_STATUS_NULL_ARGUMENT);

    /* Change them: in place, at the end, removed. */
    EXPECT_OK(arimaa_game_headers_set(game, "Event", "final"));
    EXPECT_OK(arimaa_game_headers_set(game, "Round", "3"));
    bool removed = false;
    EXPECT_OK(arimaa_game_headers_remove(game, "Site", &removed));
    EXPECT(removed);
    EXPECT_OK(arimaa_game_headers_remove(game, "Site", &removed));
    EXPECT(!removed);
    EXPECT_STATUS(arimaa_game_headers_set(NULL, "a", "b"), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_game_headers_set(game, "a", NULL), ARIMAA_STATUS_NULL_ARGUMENT);

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
