/* The thread contract of arimaa.h, exercised with pthreads (tests/c_programs.rs runs this
 * natively, built with -fsanitize=thread, and under valgrind's helgrind):
 *   - functions taking a `const` handle run concurrently on ONE shared position, ONE
 *     shared game and ONE shared bot (8 readers: move counts, move lists, text, labels,
 *     the bot's move under a node budget, the same on every thread);
 *   - different objects are used by different threads at once (each thread plays its
 *     own games);
 *   - the last error message is per thread (each thread fails in its own way and reads
 *     back its own message while the others fail differently).
 * Usage: test_threads [ROUNDS]   (default 20; each thread does ROUNDS rounds).
 * Expected values: 3353 unique moves in the usual opening (AEI's published count); the
 * boards and labels follow from the rules by hand (comments below). */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arimaa.h"

#define THREADS 8
#define GOLD_SETUP "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2"
#define SILVER_SETUP "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"
#define OPENING "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]"
/* After 2g Ee2n Ee3n Ee4n Ee5n (elephant e2 -> e6) and 2s da7s da6s da5s da4s (dog a7 -> a3):
 * rank 8 rrrrrrrr, 7 " hcemchd", 6 "    E   ", 5 and 4 empty, 3 "d       ", 2 "DHCM CHD", 1 R*8. */
#define AFTER_2S                                                                           \
    "g [rrrrrrrr hcemchd    E                   d       DHCM CHDRRRRRRRR]"
#define OPENING_MOVES 3353

static int rounds = 20;
static const struct arimaa_position *shared_position;
static const struct arimaa_game *shared_game;
static const struct arimaa_bot *shared_bot;
/* The shared bot's move in the shared game, found by the main thread first. */
static char *bot_move;
static const uint64_t bot_nodes = 200;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            char msg_[512];                                                                \
            size_t n_ = 0;                                                                 \
            if (arimaa_last_error_message_into(msg_, sizeof msg_, &n_) != ARIMAA_STATUS_OK) \
                strcpy(msg_, "(no message)");                                              \
            fprintf(stderr, "%s:%d: thread %d: check failed: %s\n  last error: %s\n",       \
                    __FILE__, __LINE__, id, #cond, msg_);                                  \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

#define CHECK_OK(expr) CHECK((expr) == ARIMAA_STATUS_OK)

/* Whether the calling thread's last error message starts with `prefix`. */
static int last_error_starts_with(const char *prefix) {
    char msg[512];
    size_t n = 0;
    if (arimaa_last_error_message_into(msg, sizeof msg, &n) != ARIMAA_STATUS_OK) return 0;
    return strncmp(msg, prefix, strlen(prefix)) == 0;
}

/* The number of moves of `list`, or SIZE_MAX when it cannot be read. */
static size_t moves_in(const struct arimaa_move_list *list) {
    size_t n = 0;
    return arimaa_move_list_len(list, &n) == ARIMAA_STATUS_OK ? n : SIZE_MAX;
}

/* Readers of the shared position and the shared game (const handles only). */
static void read_shared(int id) {
    uint64_t count = 0;
    CHECK_OK(arimaa_position_count_moves(shared_position, &count));
    CHECK(count == OPENING_MOVES);
    struct arimaa_move_list *moves = NULL;
    CHECK_OK(arimaa_position_legal_moves(shared_position, &moves));
    CHECK(moves_in(moves) == OPENING_MOVES);
    arimaa_move_list_free(moves);
    char *text = NULL;
    CHECK_OK(arimaa_position_to_short(shared_position, &text));
    CHECK(strcmp(text, OPENING) == 0);
    arimaa_string_free(text);
    /* The game after both setups: gold's first move (2g), the same 3353 moves. */
    CHECK_OK(arimaa_game_next_label(shared_game, &text));
    CHECK(strcmp(text, "2g") == 0);
    arimaa_string_free(text);
    CHECK_OK(arimaa_game_legal_moves(shared_game, &moves));
    CHECK(moves_in(moves) == OPENING_MOVES);
    arimaa_move_list_free(moves);
    /* A node budget alone is deterministic: every thread finds the main thread's move. */
    CHECK_OK(arimaa_bot_choose(shared_bot, shared_game, NULL, &bot_nodes, &text));
    CHECK(strcmp(text, bot_move) == 0);
    arimaa_string_free(text);
}

/* A game of the thread's own, played and taken back. */
static void own_game(int id) {
    struct arimaa_game *game = NULL;
    CHECK_OK(arimaa_game_new(&game));
    CHECK_OK(arimaa_game_play(game, GOLD_SETUP));
    CHECK_OK(arimaa_game_play(game, SILVER_SETUP));
    CHECK_OK(arimaa_game_play(game, "Ee2n Ee3n Ee4n Ee5n"));
    CHECK_OK(arimaa_game_play(game, "da7s da6s da5s da4s"));
    char *text = NULL;
    CHECK_OK(arimaa_game_next_label(game, &text));
    CHECK(strcmp(text, "3g") == 0);
    arimaa_string_free(text);
    struct arimaa_position *pos = NULL;
    CHECK_OK(arimaa_game_position(game, &pos));
    CHECK_OK(arimaa_position_to_short(pos, &text));
    CHECK(strcmp(text, AFTER_2S) == 0);
    arimaa_string_free(text);
    arimaa_position_free(pos);
    CHECK_OK(arimaa_game_takeback(game));
    CHECK_OK(arimaa_game_next_label(game, &text));
    CHECK(strcmp(text, "2s") == 0);
    arimaa_string_free(text);
    arimaa_game_free(game);
}

/* Fails in a way of its own (even threads: an occupied square; odd threads: not
 * notation), lets the others run, then reads its own message back. */
static void own_error(int id) {
    if (id % 2 == 0) {
        struct arimaa_position *out = NULL;
        CHECK(arimaa_position_play(shared_position, "Ra1n", &out) ==
              ARIMAA_STATUS_ILLEGAL_MOVE);
        CHECK(out == NULL);
        sched_yield();
        CHECK(last_error_starts_with("arimaa_position_play: illegal move: step 1 (Ra1n): occupied"));
        CHECK(arimaa_last_error_code() == ARIMAA_RULE_OCCUPIED);
        CHECK(strcmp(arimaa_last_error_rule(), "occupied") == 0);
        CHECK(arimaa_last_error_step() == 0);
    } else {
        struct arimaa_game *game = NULL;
        CHECK_OK(arimaa_game_new(&game));
        CHECK(arimaa_game_play(game, "not a setup") == ARIMAA_STATUS_INVALID_NOTATION);
        sched_yield();
        CHECK(last_error_starts_with("arimaa_game_play: notation"));
        CHECK(arimaa_last_error_code() == ARIMAA_RULE_NOTATION);
        CHECK(arimaa_last_error_step() == -1);
        arimaa_game_free(game);
    }
}

static void *worker(void *arg) {
    int id = (int)(size_t)arg;
    for (int r = 0; r < rounds; r++) {
        read_shared(id);
        own_game(id);
        own_error(id);
    }
    return NULL;
}

int main(int argc, char **argv) {
    int id = -1; /* for CHECK in the main thread */
    if (argc > 1) rounds = atoi(argv[1]);
    struct arimaa_position *pos = NULL;
    CHECK_OK(arimaa_position_standard(&pos));
    shared_position = pos;
    struct arimaa_game *game = NULL;
    CHECK_OK(arimaa_game_new(&game));
    CHECK_OK(arimaa_game_play(game, GOLD_SETUP));
    CHECK_OK(arimaa_game_play(game, SILVER_SETUP));
    shared_game = game;
    struct arimaa_bot *bot = NULL;
    CHECK_OK(arimaa_bot_new("greedy", 1, &bot));
    shared_bot = bot;
    CHECK_OK(arimaa_bot_choose(bot, game, NULL, &bot_nodes, &bot_move));

    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) {
        CHECK(pthread_create(&threads[i], NULL, worker, (void *)(size_t)i) == 0);
    }
    for (int i = 0; i < THREADS; i++) {
        CHECK(pthread_join(threads[i], NULL) == 0);
    }
    /* The main thread has had no failure: its message is still empty. */
    char *message = NULL;
    CHECK_OK(arimaa_last_error_message(&message));
    CHECK(strcmp(message, "") == 0 && arimaa_last_error_code() == ARIMAA_RULE_NONE);
    arimaa_string_free(message);
    arimaa_string_free(bot_move);
    arimaa_bot_free(bot);
    arimaa_game_free(game);
    arimaa_position_free(pos);
    printf("%d threads x %d rounds: shared readers, own games and own errors OK\n", THREADS,
           rounds);
    return 0;
}
