/* The machine-learning encodings and the batched self-play environment through the C API:
 * action ids, masks and planes of the usual opening (hand-counted), playing actions, and
 * random self-play whose every game in slot 0 is replayed through arimaa_game (setups and
 * moves as notation) to the same result. Prints the number of games and steps replayed.
 *
 * Usage: test_selfplay [threads]   (default 2; the valgrind run uses 1: a scoped thread of
 * the Rust standard library may still be exiting when the process ends, which valgrind
 * reports as 48 bytes "possibly lost") */
#include "common.h"

#define N 8
#define PV ARIMAA_PLANE_VALUES
#define NA ARIMAA_ACTIONS

static const char SETUP_ORDER[] = "EMHHDDCCRRRRRRRR";

static int count_set(const uint8_t *mask) {
    int n = 0;
    for (unsigned a = 0; a < NA; a++) n += mask[a];
    return n;
}

static float channel_sum(const float *planes, int c) {
    float s = 0;
    for (int i = 0; i < 64; i++) s += planes[c * 64 + i];
    return s;
}

static void encodings_of_the_opening(void) {
    arimaa_position *pos = NULL;
    EXPECT_OK(arimaa_position_standard(&pos));
    uint8_t mask[NA];
    EXPECT_OK(arimaa_position_legal_action_mask_into(pos, 0, mask, sizeof mask));
    /* Gold's eight rank-2 pieces step north: squares a2..h2 = 8..15, direction 0. */
    EXPECT(count_set(mask) == 8);
    for (unsigned sq = 8; sq < 16; sq++) EXPECT(mask[4 * sq] == 1);
    EXPECT(mask[ARIMAA_END_MOVE] == 0);
    /* Silver's view of the same mask: a7..h7 (48..55) stepping south (2). */
    uint8_t flipped[NA];
    EXPECT_OK(arimaa_position_legal_action_mask_into(pos, 1, flipped, sizeof flipped));
    for (unsigned sq = 8; sq < 16; sq++) EXPECT(flipped[4 * (sq + 40) + 2] == 1);
    EXPECT(arimaa_flip_action(4 * 8) == 4 * 48 + 2);
    EXPECT(arimaa_flip_action(arimaa_flip_action(77)) == 77);
    EXPECT(arimaa_flip_action(ARIMAA_END_MOVE) == ARIMAA_END_MOVE);

    static float planes[PV];
    EXPECT_OK(arimaa_position_planes_into(pos, 0, planes, PV));
    EXPECT(channel_sum(planes, 0) == 8);      /* own rabbits */
    EXPECT(channel_sum(planes, 5) == 1);      /* own elephant */
    EXPECT(planes[5 * 64 + 8 * 1 + 4] == 1);  /* on e2: row 1, file e */
    EXPECT(channel_sum(planes, 6) == 8);      /* opponent's rabbits */
    EXPECT(channel_sum(planes, 12) == 64);    /* gold to move */
    EXPECT(channel_sum(planes, 13) == 64);    /* no step taken */
    EXPECT(channel_sum(planes, 21) == 4);     /* traps */
    EXPECT(channel_sum(planes, 22) == 0);     /* not a setup */
    EXPECT_OK(arimaa_position_planes_into(pos, 1, planes, PV));
    EXPECT(channel_sum(planes, 12) == 0);     /* silver's view: not its turn */
    EXPECT(planes[5 * 64 + 8 * 1 + 3] == 1);  /* silver's elephant d7: row 1 seen from silver */

    /* Bad arguments. */
    EXPECT_STATUS(arimaa_position_legal_action_mask_into(pos, 2, mask, sizeof mask),
                  ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_STATUS(arimaa_position_legal_action_mask_into(pos, 0, mask, 256),
                  ARIMAA_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(arimaa_position_planes_into(pos, 0, NULL, PV), ARIMAA_STATUS_NULL_ARGUMENT);
    EXPECT_STATUS(arimaa_position_planes_into(NULL, 0, planes, PV), ARIMAA_STATUS_NULL_ARGUMENT);

    /* Action <-> step. */
    uint32_t id = 0;
    EXPECT_OK(arimaa_step_action("Ed2n", &id));
    EXPECT(id == 44);
    char *text = NULL;
    EXPECT_OK(arimaa_position_action_step(pos, 48, &text));
    EXPECT_STR_AND_FREE(text, "Ee2n");
    EXPECT_STATUS(arimaa_position_action_step(pos, ARIMAA_END_MOVE, &text),
                  ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("not a step");
    text = NULL;
    EXPECT_STATUS(arimaa_position_action_step(pos, 4 * 20, &text), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT(text == NULL);

    /* Playing actions: no empty move, a legal step, then the end of the move. */
    EXPECT_STATUS(arimaa_position_play_action(pos, ARIMAA_END_MOVE), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("empty_move");
    EXPECT_STATUS(arimaa_position_play_action(pos, 4 * 0), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_STATUS(arimaa_position_play_action(pos, 300), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_OK(arimaa_position_play_action(pos, 48));
    EXPECT_OK(arimaa_position_play_action(pos, ARIMAA_END_MOVE));
    int side = -1;
    EXPECT_OK(arimaa_position_side_to_move(pos, &side));
    EXPECT(side == 1);
    arimaa_position_free(pos);
}

/* One game being replayed through arimaa_game, from the actions of slot 0. */
typedef struct {
    arimaa_game *game;
    arimaa_position *pos; /* the move in progress, after the setups */
    char setup[16 * 4 + 1];
    int placed;
} replay;

static void replay_start(replay *r) {
    EXPECT_OK(arimaa_game_new(&r->game));
    r->pos = NULL;
    r->setup[0] = '\0';
    r->placed = 0;
}

static void replay_action(replay *r, int side, uint32_t action) {
    uint32_t abs = side == 1 ? arimaa_flip_action(action) : action;
    if (r->placed < 32) {
        unsigned sq = abs / 4;
        char piece = SETUP_ORDER[r->placed % 16];
        if (side == 1) piece = (char)(piece - 'A' + 'a');
        char token[5];
        snprintf(token, sizeof token, "%c%c%c", piece, 'a' + sq % 8, '1' + sq / 8);
        if (r->placed % 16) strcat(r->setup, " ");
        strcat(r->setup, token);
        r->placed++;
        if (r->placed % 16 == 0) {
            EXPECT_OK(arimaa_game_play(r->game, r->setup));
            r->setup[0] = '\0';
        }
        return;
    }
    if (r->pos == NULL) EXPECT_OK(arimaa_game_position(r->game, &r->pos));
    if (abs == ARIMAA_END_MOVE) {
        char *mv = NULL;
        EXPECT_OK(arimaa_position_current_move(r->pos, &mv));
        EXPECT_OK(arimaa_game_play(r->game, mv));
        arimaa_string_free(mv);
        arimaa_position_free(r->pos);
        r->pos = NULL;
    } else {
        EXPECT_OK(arimaa_position_play_action(r->pos, abs));
    }
}

static void random_self_play_replays(size_t threads) {
    arimaa_selfplay *env = NULL;
    EXPECT_STATUS(arimaa_selfplay_new(0, 1, 0, 1, &env), ARIMAA_STATUS_INVALID_ARGUMENT);
    EXPECT_OK(arimaa_selfplay_new(N, threads, 0, 1, &env));
    size_t n = 0;
    EXPECT_OK(arimaa_selfplay_len(env, &n));
    EXPECT(n == N);
    float *planes = calloc(N * PV, sizeof(float));
    float *final_planes = calloc(N * PV, sizeof(float));
    uint8_t *masks = calloc(N * NA, 1);
    uint8_t to_move[N], terminated[N], truncated[N], termination[N];
    float rewards[N * 2];
    arimaa_selfplay_buffers b = {planes, masks, to_move, rewards,
                                 terminated, truncated, termination, final_planes};
    EXPECT_OK(arimaa_selfplay_reset(env, &b));
    for (int i = 0; i < N; i++) {
        EXPECT(count_set(masks + i * NA) == 16); /* the elephant on a free home square */
        EXPECT(to_move[i] == 0);
        EXPECT(planes[i * PV + 22 * 64] == 1);   /* setup phase */
    }
    /* An illegal action (a3 is not a home square) is refused and changes nothing. */
    uint32_t actions[N];
    for (int i = 0; i < N; i++) actions[i] = 1;
    actions[3] = 4 * 16 + 1;
    EXPECT_STATUS(arimaa_selfplay_step(env, actions, &b), ARIMAA_STATUS_ILLEGAL_MOVE);
    EXPECT_ERROR_MENTIONS("game 3");
    EXPECT_STATUS(arimaa_selfplay_step(env, NULL, &b), ARIMAA_STATUS_NULL_ARGUMENT);
    arimaa_selfplay_buffers missing = b;
    missing.rewards = NULL;
    EXPECT_STATUS(arimaa_selfplay_step_random(env, actions, &missing),
                  ARIMAA_STATUS_NULL_ARGUMENT);

    replay r;
    replay_start(&r);
    int games = 0;
    long steps = 0;
    while (games < 6) {
        int side = to_move[0];
        EXPECT_OK(arimaa_selfplay_step_random(env, actions, &b));
        steps++;
        replay_action(&r, side, actions[0]);
        if (!terminated[0]) {
            EXPECT(rewards[0] == 0 && rewards[1] == 0 && termination[0] == 0);
            continue;
        }
        arimaa_outcome o;
        EXPECT_OK(arimaa_game_outcome(r.game, &o));
        EXPECT(o.over);
        EXPECT(o.termination == (char)termination[0]);
        EXPECT(rewards[o.winner] == 1.0f && rewards[1 - o.winner] == -1.0f);
        EXPECT(to_move[0] == 0 && count_set(masks) == 16); /* restarted */
        arimaa_game_free(r.game);
        if (r.pos) arimaa_position_free(r.pos);
        replay_start(&r);
        games++;
    }
    arimaa_game_free(r.game);
    if (r.pos) arimaa_position_free(r.pos);
    printf("test_selfplay: replayed %d games (%ld steps) of slot 0 through arimaa_game\n",
           games, steps);

    /* The move limit truncates. */
    arimaa_selfplay *short_env = NULL;
    EXPECT_OK(arimaa_selfplay_new(N, 1, 3, 7, &short_env));
    EXPECT_OK(arimaa_selfplay_reset(short_env, &b));
    int truncations = 0;
    for (int s = 0; s < 200; s++) {
        EXPECT_OK(arimaa_selfplay_step_random(short_env, actions, &b));
        for (int i = 0; i < N; i++) {
            if (truncated[i]) {
                truncations++;
                EXPECT(!terminated[i] && rewards[2 * i] == 0 && termination[i] == 0);
            }
        }
    }
    EXPECT(truncations > 0);
    arimaa_selfplay_free(short_env);

    /* Incremental planes: the same planes as written whole, step after step (games
     * truncated after 3 moves restart in place). */
    {
        arimaa_selfplay *whole = NULL, *incr = NULL;
        EXPECT_OK(arimaa_selfplay_new(N, 1, 3, 9, &whole));
        EXPECT_OK(arimaa_selfplay_new(N, 1, 3, 9, &incr));
        EXPECT_STATUS(arimaa_selfplay_set_incremental_planes(NULL, true),
                      ARIMAA_STATUS_NULL_ARGUMENT);
        EXPECT_OK(arimaa_selfplay_set_incremental_planes(incr, true));
        float *p2 = calloc(N * PV, sizeof(float)), *fp2 = calloc(N * PV, sizeof(float));
        uint8_t *mk2 = calloc(N * NA, 1);
        uint8_t tm2[N], te2[N], tr2[N], tn2[N];
        float rw2[2 * N];
        uint32_t a2[N];
        arimaa_selfplay_buffers b2 = {p2, mk2, tm2, rw2, te2, tr2, tn2, fp2};
        EXPECT_OK(arimaa_selfplay_reset(whole, &b));
        EXPECT_OK(arimaa_selfplay_reset(incr, &b2));
        int restarts = 0;
        for (int s = 0; s < 300; s++) {
            EXPECT_OK(arimaa_selfplay_step_random(whole, actions, &b));
            EXPECT_OK(arimaa_selfplay_step_random(incr, a2, &b2));
            EXPECT(memcmp(actions, a2, sizeof a2) == 0);
            EXPECT(memcmp(planes, p2, N * PV * sizeof(float)) == 0);
            for (int i = 0; i < N; i++) restarts += truncated[i];
        }
        EXPECT(restarts > 0);
        arimaa_selfplay_free(whole);
        arimaa_selfplay_free(incr);
        free(p2);
        free(fp2);
        free(mk2);
    }

    /* 600 games on `threads` threads (two parts of 300) play as on one thread. */
    if (threads > 1) {
        enum { M = 600 };
        arimaa_selfplay *one = NULL, *many = NULL;
        EXPECT_OK(arimaa_selfplay_new(M, 1, 20, 5, &one));
        EXPECT_OK(arimaa_selfplay_new(M, threads, 20, 5, &many));
        float *p = calloc(M * PV, sizeof(float)), *fp = calloc(M * PV, sizeof(float));
        uint8_t *mk = calloc(M * NA, 1);
        uint8_t tm[M], te[M], tr[M], tn[M];
        float rw[2 * M];
        uint32_t a1[M], a2[M];
        arimaa_selfplay_buffers mb = {p, mk, tm, rw, te, tr, tn, fp};
        EXPECT_OK(arimaa_selfplay_reset(one, &mb));
        EXPECT_OK(arimaa_selfplay_reset(many, &mb));
        for (int s = 0; s < 100; s++) {
            EXPECT_OK(arimaa_selfplay_step_random(one, a1, &mb));
            EXPECT_OK(arimaa_selfplay_step_random(many, a2, &mb));
            EXPECT(memcmp(a1, a2, sizeof a1) == 0);
        }
        arimaa_selfplay_free(one);
        arimaa_selfplay_free(many);
        free(p);
        free(fp);
        free(mk);
    }
    arimaa_selfplay_free(env);
    arimaa_selfplay_free(NULL);
    free(planes);
    free(final_planes);
    free(masks);
}

int main(int argc, char **argv) {
    size_t threads = argc > 1 ? (size_t)atoi(argv[1]) : 2;
    encodings_of_the_opening();
    random_self_play_replays(threads);
    printf("test_selfplay: %d checks passed\n", checks_passed);
    return 0;
}
