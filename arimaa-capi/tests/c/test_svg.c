/* Pictures from C: arimaa_position_svg (allocated) and arimaa_position_svg_into (the
 * caller's buffer) with their options struct, and every error status they report. Expected values come from the rules: the opening's 32 pieces, the move of
 * game100.txt turn 9b (ee7s mc4w Rb3e Rc3x mb4s: the gold rabbit pushed from b3 onto the
 * trap c3 and captured), and the documented geometry (squares of 50 units after a
 * 20-unit margin; flipped, a8 is the bottom-right square). */
#include "common.h"

/* Counts the occurrences of `needle` in `hay`. */
static int count(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = strstr(hay, needle); p != NULL; p = strstr(p + 1, needle)) n++;
    return n;
}

/* The picture of `pos` with `options`, allocated by the library, and copied by the
 * caller's-buffer form into a buffer of exactly its length (and refused by one a byte
 * short); the copy is returned. */
static char *picture(const arimaa_position *pos, const arimaa_svg_options *options) {
    char *svg = NULL;
    EXPECT_OK(arimaa_position_svg(pos, options, &svg));
    size_t length = strlen(svg), written = 12345;
    char *buf = malloc(length + 1);
    EXPECT(buf != NULL);
    EXPECT_STATUS(arimaa_position_svg_into(pos, options, buf, length, &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT(written == 12345);
    EXPECT_OK(arimaa_position_svg_into(pos, options, buf, length + 1, &written));
    EXPECT(written == length && strcmp(buf, svg) == 0);
    arimaa_string_free(svg);
    return buf;
}

int main(void) {
    arimaa_svg_options options;
    EXPECT_OK(arimaa_svg_options_default(&options));
    EXPECT(options.last_move == NULL && options.arrows_len == 0 && options.size == 440);
    EXPECT(options.coordinates != 0 && options.flipped == 0 && options.frozen == 0);
    EXPECT(options.pieces == ARIMAA_PIECES_ANIMALS);

    arimaa_position *opening = NULL;
    EXPECT_OK(arimaa_position_standard(&opening));
    char *svg = picture(opening, &options);
    EXPECT(strncmp(svg, "<svg", 4) == 0);
    EXPECT(count(svg, "<g class=\"piece ") == 32);
    EXPECT(count(svg, "<g class=\"piece gold ") == 16);
    EXPECT(strstr(svg, "class=\"piece gold elephant\" data-square=\"e2\"") != NULL);
    EXPECT(strstr(svg, "class=\"piece silver camel\" data-square=\"e7\"") != NULL);
    EXPECT(count(svg, "class=\"coord ") == 16);
    EXPECT(strstr(svg, "data-square=\"a8\" x=\"20\" y=\"20\"") != NULL);
    EXPECT(strstr(svg, "width=\"440\" height=\"440\"") != NULL);
    /* Animals: each kind defined once, drawn by a <use> on every piece of that kind. */
    EXPECT(count(svg, "<path id=\"arimaa-") == 6);
    EXPECT(count(svg, "<use href=\"#arimaa-rabbit\"") == 16);
    EXPECT(strstr(svg, "<use href=\"#arimaa-elephant\" x=\"245\" y=\"345\"") != NULL);
    EXPECT(strstr(svg, "</text></g>") == NULL);
    free(svg);

    /* Letters: the notation letter on each disc (E on e2), no drawings. */
    options.pieces = ARIMAA_PIECES_LETTERS;
    svg = picture(opening, &options);
    EXPECT(count(svg, "<g class=\"piece ") == 32);
    EXPECT(strstr(svg, "y=\"353\" font-size=\"22\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#3b2a00\">E</text></g>") != NULL);
    EXPECT(strstr(svg, "<use") == NULL && strstr(svg, "<defs") == NULL);
    free(svg);
    options.pieces = ARIMAA_PIECES_ANIMALS;

    /* Arrows, fills, flip, size, no coordinates. */
    arimaa_svg_arrow arrows[2] = {{0, 63, NULL}, {27, 36, "red"}}; /* a1-h8, d4-e5 */
    arimaa_svg_fill fills[1] = {{28, "#00ff00"}};                  /* e4 */
    options.arrows = arrows;
    options.arrows_len = 2;
    options.fill = fills;
    options.fill_len = 1;
    options.flipped = 1;
    options.size = 300;
    options.coordinates = 0;
    svg = picture(opening, &options);
    EXPECT(strstr(svg, "<g class=\"arrow\" data-from=\"a1\" data-to=\"h8\"") != NULL);
    EXPECT(strstr(svg, "<g class=\"arrow\" data-from=\"d4\" data-to=\"e5\"") != NULL);
    EXPECT(strstr(svg, "stroke=\"red\"") != NULL);
    EXPECT(strstr(svg, "class=\"fill\" data-square=\"e4\"") != NULL);
    EXPECT(strstr(svg, "data-square=\"a8\" x=\"370\" y=\"370\"") != NULL);
    EXPECT(count(svg, "class=\"coord ") == 0);
    EXPECT(strstr(svg, "width=\"300\" height=\"300\"") != NULL);
    free(svg);

    /* The last move of game100 9b, drawn on the position after it (silver just moved:
     * gold to move; `arimaa show game100.txt --at 9b --format short`). */
    arimaa_position *after = NULL;
    EXPECT_OK(arimaa_position_from_short(
        "g [rrc rc    r   r  d  e  rh           R   Hm   Eh R    RRHDRCR CRD]", &after));
    EXPECT_OK(arimaa_svg_options_default(&options));
    options.last_move = "ee7s mc4w Rb3e Rc3x mb4s";
    svg = picture(after, &options);
    EXPECT(strstr(svg, "<g class=\"arrow step\" data-step=\"ee7s\" data-from=\"e7\" data-to=\"e6\"") != NULL);
    EXPECT(strstr(svg, "<g class=\"arrow step\" data-step=\"mc4w\" data-from=\"c4\" data-to=\"b4\"") != NULL);
    EXPECT(strstr(svg, "<g class=\"arrow push\" data-step=\"Rb3e\" data-from=\"b3\" data-to=\"c3\"") != NULL);
    EXPECT(strstr(svg, "<g class=\"arrow step\" data-step=\"mb4s\" data-from=\"b4\" data-to=\"b3\"") != NULL);
    EXPECT(strstr(svg, "<g class=\"capture\" data-square=\"c3\" data-piece=\"R\"") != NULL);
    EXPECT(count(svg, "<g class=\"arrow") == 4);
    free(svg);

    /* Errors: out-parameters untouched, the reason in the last error. */
    char small[16] = "untouched";
    size_t written = 12345;
    char *out = (char *)"untouched";
    EXPECT_STATUS(arimaa_position_svg_into(NULL, &options, small, sizeof small, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg_into(after, NULL, small, sizeof small, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg_into(after, &options, NULL, sizeof small, &written),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg_into(after, &options, small, sizeof small, NULL),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg(after, &options, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg(NULL, &options, &out), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_svg_options_default(NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_svg_into(after, &options, small, sizeof small, &written),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT_ERROR_MENTIONS("bytes are needed");
    EXPECT(strcmp(small, "untouched") == 0 && written == 12345);
    options.arrows_len = 1; /* arrows still NULL */
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("arrows");
    arimaa_svg_arrow off_board[1] = {{64, 0, NULL}};
    options.arrows = off_board;
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_ERROR_MENTIONS("64");
    options.arrows_len = 0;
    options.pieces = (arimaa_piece_style)2; /* no style */
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_ERROR_MENTIONS("ARIMAA_PIECES_LETTERS");
    options.pieces = ARIMAA_PIECES_LETTERS;
    options.fill_len = 1;
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    options.fill_len = 0;
    options.last_move = "Ed2 n";
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_INVALID_NOTATION);
    options.last_move = "Ee2n \xff";
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_INVALID_UTF8);
    /* The move without its capture token cannot have ended here: the rabbit is gone. */
    options.last_move = "ee7s mc4w Rb3e mb4s";
    EXPECT_STATUS(arimaa_position_svg(after, &options, &out),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_ERROR_MENTIONS("step 3 (Rb3e)");
    /* A lone silver rabbit on d5, gold to move: "rd4n" would be its step back north. */
    char short_form[] = "g [                                                                ]";
    short_form[3 + 3 * 8 + 3] = 'r'; /* rank 5 is the fourth row from the top; file d */
    arimaa_position *lone = NULL;
    EXPECT_OK(arimaa_position_from_short(short_form, &lone));
    options.last_move = "rd4n";
    EXPECT_STATUS(arimaa_position_svg(lone, &options, &out),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    arimaa_position_free(lone);
    EXPECT_RULE(ARIMAA_RULE_RABBIT_BACKWARD);
    EXPECT(strcmp(out, "untouched") == 0);
    arimaa_position_free(after);
    arimaa_position_free(opening);
    printf("test_svg: %d checks passed\n", checks_passed);
    return 0;
}
