/* The built-in bots through the C API (arimaa_bot_*): kinds, settings, NULL arguments and
 * bad values refused with their status and rule (out-parameters untouched), limits (NULL
 * is none, both NULL the default time, 0 refused), setups and moves the rules accept (each
 * move is found in the game's legal move list and played with arimaa_game_play), the turn
 * the game expects, determinism under a node budget, the analysis, and no move in the
 * setup phase or after the end. Every check holds for any bot that answers a legal move
 * within its budget. */
#include <time.h>

#include "common.h"

static const char *const KINDS[] = {"search", "classic", "greedy"};
#define KIND_COUNT 3

/* A sentinel a failed call must leave in its out-parameter. */
static char sentinel_text[] = "untouched";
#define SENTINEL ((char *)sentinel_text)

/* Whether the rules accept `move` in `game` (played, then taken back). The text may be any
 * order of the move's steps, so it is not looked up in the list of unique moves (one order
 * per resulting board). */
static int is_legal(arimaa_game *game, const char *move) {
    if (arimaa_game_play(game, move) != ARIMAA_STATUS_OK) return 0;
    EXPECT_OK(arimaa_game_takeback(game));
    return 1;
}

/* A game past both setups, chosen by `bot` (and accepted by the rules). */
static arimaa_game *game_after_setups(const arimaa_bot *bot) {
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new(&game));
    for (int side = 0; side < 2; side++) {
        char *setup = NULL;
        EXPECT_OK(arimaa_bot_setup(bot, game, &setup));
        EXPECT_OK(arimaa_game_play(game, setup));
        arimaa_string_free(setup);
    }
    return game;
}

static void kinds_and_settings(void) {
    arimaa_bot *bot = NULL;
    /* NULL is the search bot; each named kind exists. */
    EXPECT_OK(arimaa_bot_new(NULL, 1, &bot));
    arimaa_bot_free(bot);
    for (int k = 0; k < KIND_COUNT; k++) {
        bot = NULL;
        EXPECT_OK(arimaa_bot_new(KINDS[k], 42, &bot));
        EXPECT(bot != NULL);
        arimaa_bot_free(bot);
    }

    /* An unknown kind (a player name is not a kind): no rule of the game is broken. */
    arimaa_bot *untouched = (arimaa_bot *)SENTINEL;
    EXPECT_STATUS(arimaa_bot_new("minimax", 1, &untouched), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_ERROR_MENTIONS("minimax");
    EXPECT(untouched == (arimaa_bot *)SENTINEL);
    EXPECT_STATUS(arimaa_bot_new("bot:greedy", 1, &untouched), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_new("\xff", 1, &untouched), ARIMAA_STATUS_INVALID_UTF8);
    EXPECT_STATUS(arimaa_bot_new("search", 1, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT(untouched == (arimaa_bot *)SENTINEL);

    EXPECT_OK(arimaa_bot_new("search", 1, &bot));
    EXPECT_OK(arimaa_bot_set_hash_mb(bot, 1));
    EXPECT_OK(arimaa_bot_set_hash_mb(bot, ARIMAA_BOT_MAX_HASH_MB));
    EXPECT_STATUS(arimaa_bot_set_hash_mb(bot, 0), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_STATUS(arimaa_bot_set_hash_mb(bot, ARIMAA_BOT_MAX_HASH_MB + 1),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_set_hash_mb(NULL, 16), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_OK(arimaa_bot_set_max_depth(bot, 8));
    EXPECT_OK(arimaa_bot_set_max_depth(bot, 1));
    EXPECT_OK(arimaa_bot_set_max_depth(bot, ARIMAA_BOT_MAX_DEPTH));
    EXPECT(ARIMAA_BOT_MAX_DEPTH == 40); /* ten whole turns: the bot's own limit */
    /* 0 is no depth, not "no limit" (a new bot has none): refused, as above the limit. */
    EXPECT_STATUS(arimaa_bot_set_max_depth(bot, 0), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_STATUS(arimaa_bot_set_max_depth(bot, ARIMAA_BOT_MAX_DEPTH + 1),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_set_max_depth(NULL, 8), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_OK(arimaa_bot_set_threads(bot, 2));
    EXPECT_OK(arimaa_bot_set_threads(bot, ARIMAA_BOT_MAX_THREADS));
    EXPECT_OK(arimaa_bot_set_threads(bot, 1));
    EXPECT_STATUS(arimaa_bot_set_threads(bot, 0), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_STATUS(arimaa_bot_set_threads(bot, ARIMAA_BOT_MAX_THREADS + 1),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_set_threads(NULL, 2), ARIMAA_STATUS_NULL_ARGUMENT);
    arimaa_bot_free(bot);
    arimaa_bot_free(NULL); /* a no-op */
}

static const uint64_t NODES_100 = 100;
static const uint64_t NODES_1000 = 1000;
static const uint64_t NODES_2000 = 2000;
static const uint32_t MS_100 = 100;

static void null_arguments_and_limits(void) {
    arimaa_bot *bot = NULL;
    EXPECT_OK(arimaa_bot_new("greedy", 1, &bot));
    arimaa_game *game = game_after_setups(bot);
    char *move = SENTINEL;
    EXPECT_STATUS(arimaa_bot_choose(NULL, game, NULL, &NODES_100, &move),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("`bot`");
    EXPECT_STATUS(arimaa_bot_choose(bot, NULL, NULL, &NODES_100, &move),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_ERROR_MENTIONS("`game`");
    EXPECT_STATUS(arimaa_bot_choose(bot, game, NULL, &NODES_100, NULL),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    /* A limit of 0 is refused (a missing limit is NULL). */
    const uint32_t no_time = 0;
    const uint64_t no_nodes = 0;
    EXPECT_STATUS(arimaa_bot_choose(bot, game, &no_time, NULL, &move),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_RULE(ARIMAA_RULE_NONE);
    EXPECT_ERROR_MENTIONS("time_ms");
    EXPECT_STATUS(arimaa_bot_choose(bot, game, NULL, &no_nodes, &move),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_ERROR_MENTIONS("nodes");
    EXPECT_STATUS(arimaa_bot_choose(bot, game, &MS_100, &no_nodes, &move),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_turn(bot, game, &no_time, NULL, &move),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT(move == SENTINEL);

    arimaa_analysis info = {7, 7, 7};
    arimaa_move_list *pv = (arimaa_move_list *)SENTINEL;
    EXPECT_STATUS(arimaa_bot_analyze(bot, game, NULL, &NODES_100, NULL, &info, &pv),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_analyze(bot, game, NULL, &NODES_100, &move, NULL, &pv),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_analyze(bot, game, NULL, &NODES_100, &move, &info, NULL),
                  ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_analyze(bot, game, NULL, &no_nodes, &move, &info, &pv),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT(move == SENTINEL && pv == (arimaa_move_list *)SENTINEL);
    EXPECT(info.depth == 7 && info.score == 7 && info.nodes == 7);

    EXPECT_STATUS(arimaa_bot_setup(NULL, game, &move), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_setup(bot, NULL, &move), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_setup(bot, game, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_turn(NULL, game, NULL, NULL, &move), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_turn(bot, NULL, NULL, NULL, &move), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_bot_turn(bot, game, NULL, NULL, NULL), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT(move == SENTINEL);
    arimaa_game_free(game);
    arimaa_bot_free(bot);
}

/* Seconds on C11's clock (TIME_UTC). */
static double now(void) {
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* With no limit at all the search bot thinks its default time (one second): at least that
 * long, and a legal move. (Only a lower bound: an answer may come late on a busy machine.) */
static void the_default_time(void) {
    EXPECT(ARIMAA_BOT_DEFAULT_MOVE_TIME_MS == 1000);
    arimaa_bot *bot = NULL;
    EXPECT_OK(arimaa_bot_new("search", 1, &bot));
    arimaa_game *game = game_after_setups(bot);
    char *move = NULL;
    const double start = now();
    EXPECT_OK(arimaa_bot_choose(bot, game, NULL, NULL, &move));
    EXPECT(now() - start >= ARIMAA_BOT_DEFAULT_MOVE_TIME_MS / 1000.0 - 0.01);
    EXPECT(is_legal(game, move));
    arimaa_string_free(move);
    arimaa_game_free(game);
    arimaa_bot_free(bot);
}

/* No move during the setup phase, no setup after it, nothing after the end. */
static void phases_and_the_end(void) {
    arimaa_bot *bot = NULL;
    EXPECT_OK(arimaa_bot_new(NULL, 1, &bot));
    arimaa_game *game = NULL;
    EXPECT_OK(arimaa_game_new(&game));
    char *text = SENTINEL;
    EXPECT_STATUS(arimaa_bot_choose(bot, game, NULL, &NODES_100, &text),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_RULE(ARIMAA_RULE_SETUP_EXPECTED);
    EXPECT(text == SENTINEL);
    /* The turn the game expects: the setups, as arimaa_bot_setup gives them. */
    for (int side = 0; side < 2; side++) {
        char *turn = NULL, *setup = NULL;
        EXPECT_OK(arimaa_bot_turn(bot, game, NULL, &NODES_100, &turn));
        EXPECT_OK(arimaa_bot_setup(bot, game, &setup));
        EXPECT(strcmp(turn, setup) == 0);
        EXPECT_OK(arimaa_game_play(game, turn));
        arimaa_string_free(turn);
        arimaa_string_free(setup);
    }
    /* Then a move the rules accept. */
    EXPECT_OK(arimaa_bot_turn(bot, game, NULL, &NODES_1000, &text));
    EXPECT(is_legal(game, text));
    arimaa_string_free(text);
    text = SENTINEL;
    arimaa_game_free(game);

    game = game_after_setups(bot);
    EXPECT_STATUS(arimaa_bot_setup(bot, game, &text), ARIMAA_STATUS_ILLEGAL_SETUP);
    EXPECT_RULE(ARIMAA_RULE_NOT_SETUP_PHASE);
    EXPECT(text == SENTINEL);

    EXPECT_OK(arimaa_game_resign(game));
    EXPECT_STATUS(arimaa_bot_choose(bot, game, NULL, &NODES_100, &text),
                  ARIMAA_STATUS_GAME_OVER);
    EXPECT_RULE(ARIMAA_RULE_GAME_OVER);
    EXPECT_STATUS(arimaa_bot_turn(bot, game, NULL, &NODES_100, &text), ARIMAA_STATUS_GAME_OVER);
    EXPECT_RULE(ARIMAA_RULE_GAME_OVER);
    arimaa_analysis info = {7, 7, 7};
    arimaa_move_list *pv = NULL;
    EXPECT_STATUS(arimaa_bot_analyze(bot, game, NULL, &NODES_100, &text, &info, &pv),
                  ARIMAA_STATUS_GAME_OVER);
    EXPECT(text == SENTINEL && pv == NULL && info.nodes == 7);
    arimaa_game_free(game);

    /* A game resigned during its setup phase is over too: no setup is its turn. */
    EXPECT_OK(arimaa_game_new(&game));
    EXPECT_OK(arimaa_game_resign(game));
    EXPECT_STATUS(arimaa_bot_turn(bot, game, NULL, NULL, &text), ARIMAA_STATUS_GAME_OVER);
    EXPECT(text == SENTINEL);
    arimaa_game_free(game);
    arimaa_bot_free(bot);
}

/* Each kind: legal moves the game accepts, the same move for the same node budget, an
 * analysis consistent with its move, and a short game of ten moves. */
static void each_kind_plays(void) {
    for (int k = 0; k < KIND_COUNT; k++) {
        arimaa_bot *bot = NULL;
        EXPECT_OK(arimaa_bot_new(KINDS[k], 5, &bot));
        arimaa_game *game = game_after_setups(bot);

        char *first = NULL, *again = NULL;
        EXPECT_OK(arimaa_bot_choose(bot, game, NULL, &NODES_2000, &first));
        EXPECT_OK(arimaa_bot_choose(bot, game, NULL, &NODES_2000, &again));
        EXPECT(strcmp(first, again) == 0);
        EXPECT(is_legal(game, first));
        arimaa_string_free(again);

        char *mv = NULL;
        arimaa_analysis info = {0, 0, 0};
        arimaa_move_list *pv = NULL;
        EXPECT_OK(arimaa_bot_analyze(bot, game, NULL, &NODES_2000, &mv, &info, &pv));
        EXPECT(strcmp(mv, first) == 0); /* the same search */
        EXPECT(info.nodes > 0 && info.nodes <= 2000);
        EXPECT(info.score <= ARIMAA_ANALYSIS_WIN && info.score >= -ARIMAA_ANALYSIS_WIN);
        EXPECT(move_list_len(pv) >= 1);
        char *pv0 = NULL;
        EXPECT_OK(arimaa_move_list_get(pv, 0, &pv0));
        EXPECT(strcmp(pv0, mv) == 0);
        arimaa_string_free(pv0);
        arimaa_move_list_free(pv);
        arimaa_string_free(mv);
        arimaa_string_free(first);

        /* Ten moves, each within 100 ms or 1,000 nodes, played by the rules. */
        for (int i = 0; i < 10; i++) {
            arimaa_outcome o = {false, -1, 0, 0};
            EXPECT_OK(arimaa_game_outcome(game, &o));
            if (o.over) break;
            char *move = NULL;
            EXPECT_OK(arimaa_bot_choose(bot, game, &MS_100, &NODES_1000, &move));
            EXPECT(is_legal(game, move));
            EXPECT_OK(arimaa_game_play(game, move));
            arimaa_string_free(move);
        }
        arimaa_game_free(game);
        arimaa_bot_free(bot);
    }
}

int main(void) {
    kinds_and_settings();
    null_arguments_and_limits();
    the_default_time();
    phases_and_the_end();
    each_kind_plays();
    report_passed("test_bot");
    return 0;
}
