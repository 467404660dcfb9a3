/* The C record reader and verdicts on hand-made records whose verdicts follow from the
 * rules: a resignation (ok), both elephants stepping out and back twice so that the board
 * after the setups would come a third time at 5s (third repetition: undated -> old-rules,
 * dated 2011 -> illegal), and a recorded goal the board does not show (mismatch).
 *
 * Usage: test_records (no data needed) */
#include "common.h"

#define SETUPS "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\\n" \
               "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\\n"
#define REPEAT SETUPS "2w Ee2n\\n2b ed7s\\n3w Ee3s\\n3b ed6n\\n4w Ee2n\\n4b ed7s\\n5w Ee3s\\n5b ed6n"
#define HEADER "id\tstartts\tresult\ttermination\tmovelist"
/* 1300000000 = 2011-03-13, after the rules change of 2008-07-01. */
#define LINE_RESIGN "1\t1300000000\tb\tr\t" SETUPS "2w resign"
#define LINE_UNDATED "2\t\t\t\t" REPEAT
#define LINE_DATED "3\t1300000000\t\t\t" REPEAT
#define LINE_MISMATCH "4\t1300000000\tw\tg\t" SETUPS "2w"

static arimaa_verdict verify(const arimaa_record *r, arimaa_record_rules rules) {
    arimaa_verdict v;
    EXPECT_OK(arimaa_record_verify(r, rules, &v));
    return v;
}

static void expect_verdict(arimaa_verdict v, arimaa_verdict_kind kind, const char *name,
                           const char *label, const char *rule) {
    EXPECT(v.kind == kind);
    EXPECT(strcmp(v.name, name) == 0);
    EXPECT(strcmp(v.label, label) == 0);
    EXPECT(strcmp(v.rule, rule) == 0);
    EXPECT(v.fails == (kind == ARIMAA_VERDICT_ILLEGAL || kind == ARIMAA_VERDICT_MISMATCH));
}

int main(void) {
    const char *text = HEADER "\n" LINE_RESIGN "\n" LINE_UNDATED "\n" LINE_DATED "\n"
                       LINE_MISMATCH "\n";
    arimaa_record_reader *reader = NULL;
    EXPECT_OK(arimaa_record_reader_from_text(text, &reader));
    arimaa_record *rec[4] = {NULL, NULL, NULL, NULL};
    for (int i = 0; i < 4; i++) {
        EXPECT_OK(arimaa_record_reader_next(reader, &rec[i]));
        EXPECT(rec[i] != NULL);
        char *id = NULL;
        EXPECT_OK(arimaa_record_id(rec[i], &id));
        char want[2] = {(char)('1' + i), '\0'};
        EXPECT_STR_AND_FREE(id, want);
    }
    arimaa_record *end = rec[0];
    EXPECT_OK(arimaa_record_reader_next(reader, &end));
    EXPECT(end == NULL); /* no more games */
    arimaa_record_reader_free(reader);

    expect_verdict(verify(rec[0], ARIMAA_RECORD_BY_DATE), ARIMAA_VERDICT_OK, "ok", "", "");
    arimaa_verdict v = verify(rec[1], ARIMAA_RECORD_BY_DATE);
    expect_verdict(v, ARIMAA_VERDICT_OLD_RULES, "old-rules", "5s", "third_repetition");
    EXPECT(v.line == 0 && v.column == 0);
    v = verify(rec[2], ARIMAA_RECORD_BY_DATE);
    expect_verdict(v, ARIMAA_VERDICT_ILLEGAL, "illegal", "5s", "third_repetition");
    /* Line 4 of the text; the column of `5b` in that line. */
    const char *line4 = strstr(text, LINE_DATED);
    EXPECT(v.line == 4);
    EXPECT(v.column == (uint32_t)(strstr(line4, "5b ed6n") - line4) + 1);
    expect_verdict(verify(rec[3], ARIMAA_RECORD_BY_DATE), ARIMAA_VERDICT_MISMATCH, "mismatch",
                   "", "");
    /* Overrides: the old rules accept the dated repetition, today's refuse the undated. */
    expect_verdict(verify(rec[2], ARIMAA_RECORD_LENIENT), ARIMAA_VERDICT_OK, "ok", "", "");
    expect_verdict(verify(rec[1], ARIMAA_RECORD_STRICT), ARIMAA_VERDICT_ILLEGAL, "illegal", "5s",
                   "third_repetition");

    /* Replays: by date the undated record plays to its end; strictly it stops at 5s. */
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_record_replay(rec[1], ARIMAA_RECORD_BY_DATE, &game));
    char *label = NULL;
    EXPECT_OK(arimaa_game_next_label(game, &label));
    EXPECT_STR_AND_FREE(label, "6g");
    arimaa_game_free(game);
    game = NULL;
    EXPECT_STATUS(arimaa_record_replay(rec[1], ARIMAA_RECORD_STRICT, &game),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("third_repetition");
    EXPECT(game == NULL);

    /* One archive line with its header: the same verdict, on line 2. */
    arimaa_record *one = NULL;
    EXPECT_OK(arimaa_record_parse_archive_line(HEADER, LINE_DATED, &one));
    v = verify(one, ARIMAA_RECORD_BY_DATE);
    expect_verdict(v, ARIMAA_VERDICT_ILLEGAL, "illegal", "5s", "third_repetition");
    EXPECT(v.line == 2);
    arimaa_record_free(one);
    one = NULL;
    EXPECT_STATUS(arimaa_record_parse_archive_line("id\tresult", LINE_DATED, &one),
                  ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_STATUS(arimaa_record_parse_archive_line(HEADER, "1\t2", &one),
                  ARIMAA_STATUS_INVALID_RECORD);
    EXPECT(one == NULL);

    /* A per-game text: its GameId, or none. */
    EXPECT_OK(arimaa_record_parse("GameId: 9\n1g Ra1 Rb1\n", &one));
    char *id = NULL;
    EXPECT_OK(arimaa_record_id(one, &id));
    EXPECT_STR_AND_FREE(id, "9");
    arimaa_record_free(one);
    EXPECT_OK(arimaa_record_parse("1g Ra1 Rb1\n", &one));
    id = (char *)"unchanged";
    EXPECT_OK(arimaa_record_id(one, &id));
    EXPECT(id == NULL);
    arimaa_record_free(one);
    one = NULL;
    EXPECT_STATUS(arimaa_record_parse(text, &one), ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_ERROR_MENTIONS("expected one game record, found 4");

    /* Checked arguments. */
    EXPECT_STATUS(arimaa_record_verify(rec[0], 3, &v), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_record_verify(NULL, 0, &v), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_verify(rec[0], 0, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_reader_next(NULL, &one), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_record_reader_open("/nonexistent/games.txt", &reader),
                  ARIMAA_STATUS_INVALID_RECORD);
    EXPECT_ERROR_MENTIONS("cannot open");
    arimaa_record_free(NULL);
    arimaa_record_reader_free(NULL);
    for (int i = 0; i < 4; i++) arimaa_record_free(rec[i]);
    report_passed("test_records");
    return 0;
}
