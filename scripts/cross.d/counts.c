/* The published move counts through the C API, for scripts/cross: the unique moves of
 * the standard opening (3353) and perft(2) (11214629: the unique moves of each position
 * one move later, summed). Built against the cross-built library and run where it runs
 * (under wine for Windows). Prints "moves 3353" and "perft2 11214629". */
#include <stdint.h>
#include <stdio.h>
#include <arimaa.h>

int main(void) {
    struct arimaa_position *start = NULL;
    struct arimaa_move_list *moves = NULL;
    uint64_t count = 0, perft2 = 0;
    if (arimaa_position_standard(&start) != ARIMAA_STATUS_OK) return 1;
    if (arimaa_position_count_moves(start, &count) != ARIMAA_STATUS_OK) return 1;
    if (arimaa_position_legal_moves(start, &moves) != ARIMAA_STATUS_OK) return 1;
    size_t listed = 0;
    if (arimaa_move_list_len(moves, &listed) != ARIMAA_STATUS_OK) return 1;
    for (size_t i = 0; i < listed; i++) {
        char *move = NULL;
        struct arimaa_position *next = NULL;
        uint64_t n = 0;
        if (arimaa_move_list_get(moves, i, &move) != ARIMAA_STATUS_OK) return 1;
        if (arimaa_position_play(start, move, &next) != ARIMAA_STATUS_OK) return 1;
        if (arimaa_position_count_moves(next, &n) != ARIMAA_STATUS_OK) return 1;
        perft2 += n;
        arimaa_position_free(next);
        arimaa_string_free(move);
    }
    printf("arimaa %s: moves %llu\n", arimaa_version(), (unsigned long long)count);
    printf("perft2 %llu\n", (unsigned long long)perft2);
    arimaa_move_list_free(moves);
    arimaa_position_free(start);
    return count == 3353 && perft2 == 11214629 ? 0 : 1;
}
