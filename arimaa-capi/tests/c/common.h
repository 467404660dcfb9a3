/* Helpers shared by the C test programs of arimaa-capi (tests/c_programs.rs builds and
 * runs them). Each program exits 0 when every check passed and 1 at the first failure,
 * printing the check, the status names and the library's last error message. */
#ifndef ARIMAA_TEST_COMMON_H
#define ARIMAA_TEST_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arimaa.h"

static int checks_passed = 0;
/* statuses_seen[s]: how many checks expected (and got) status s. */
static int statuses_seen[64];

/* The calling thread's last error message, in a static buffer. */
static inline const char *last_error(void) {
    static char buf[4096];
    size_t written = 0;
    if (arimaa_last_error_message_into(buf, sizeof buf, &written) != ARIMAA_STATUS_OK) {
        return "(message longer than 4096 bytes)";
    }
    return buf;
}

static inline void fail_at(const char *file, int line, const char *what) {
    fprintf(stderr, "%s:%d: check failed: %s\n  last error: %s\n", file, line, what,
            last_error());
    exit(1);
}

/* Checks that `expr` (an arimaa_status) equals `expected`. */
#define EXPECT_STATUS(expr, expected)                                                     \
    do {                                                                                  \
        arimaa_status got_ = (expr);                                                      \
        if (got_ != (expected)) {                                                         \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__,   \
                    #expr, arimaa_status_name(got_), arimaa_status_name(expected));       \
            fail_at(__FILE__, __LINE__, #expr);                                           \
        }                                                                                 \
        if ((int)got_ >= 0 && (int)got_ < 64) statuses_seen[(int)got_]++;                \
        checks_passed++;                                                                  \
    } while (0)

#define EXPECT_OK(expr) EXPECT_STATUS(expr, ARIMAA_STATUS_OK)

#define EXPECT(cond)                                                                      \
    do {                                                                                  \
        if (!(cond)) fail_at(__FILE__, __LINE__, #cond);                                  \
        checks_passed++;                                                                  \
    } while (0)

/* Checks the rule of the last error, its code and its name (no message text involved). */
#define EXPECT_RULE(rule)                                                                 \
    do {                                                                                  \
        if (arimaa_last_error_code() != (rule) ||                                         \
            strcmp(arimaa_last_error_rule(), arimaa_rule_name(rule)) != 0) {              \
            fprintf(stderr, "%s:%d: last error rule is %s, not %s\n", __FILE__, __LINE__,  \
                    arimaa_last_error_rule(), #rule);                                     \
            fail_at(__FILE__, __LINE__, "error rule");                                    \
        }                                                                                 \
        checks_passed++;                                                                  \
    } while (0)

/* Checks that the last error message contains `needle`. */
#define EXPECT_ERROR_MENTIONS(needle)                                                     \
    do {                                                                                  \
        if (strstr(last_error(), (needle)) == NULL) {                                     \
            fprintf(stderr, "%s:%d: last error does not mention \"%s\"\n", __FILE__,      \
                    __LINE__, (needle));                                                  \
            fail_at(__FILE__, __LINE__, "error message");                                 \
        }                                                                                 \
        checks_passed++;                                                                  \
    } while (0)

/* Checks that the string `actual` (owned by the library) equals `expected`, then frees it. */
#define EXPECT_STR_AND_FREE(actual, expected)                                             \
    do {                                                                                  \
        char *s_ = (actual);                                                              \
        if (s_ == NULL || strcmp(s_, (expected)) != 0) {                                  \
            fprintf(stderr, "%s:%d: got \"%s\", expected \"%s\"\n", __FILE__, __LINE__,   \
                    s_ ? s_ : "(null)", (expected));                                      \
            fail_at(__FILE__, __LINE__, #actual);                                         \
        }                                                                                 \
        arimaa_string_free(s_);                                                           \
        checks_passed++;                                                                  \
    } while (0)

/* Reads a whole file into a NUL-terminated malloc'ed buffer; NULL if it cannot be read. */
static inline char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fclose(f);
        return NULL;
    }
    size_t n;
    while ((n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len - 1 == 0) {
            char *bigger = realloc(buf, cap * 2);
            if (bigger == NULL) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    buf[len] = '\0';
    return buf;
}

/* Splits `text` in place into lines (at '\n', dropping a '\r' before it); returns a
 * malloc'ed array of `*count` line pointers into `text`. */
static inline char **split_lines(char *text, size_t *count) {
    size_t cap = 64, n = 0;
    char **lines = malloc(cap * sizeof *lines);
    if (lines == NULL) exit(2);
    char *p = text;
    while (*p != '\0') {
        if (n == cap) {
            cap *= 2;
            char **bigger = realloc(lines, cap * sizeof *lines);
            if (bigger == NULL) exit(2);
            lines = bigger;
        }
        lines[n++] = p;
        char *nl = strchr(p, '\n');
        if (nl == NULL) break;
        *nl = '\0';
        if (nl > p && nl[-1] == '\r') nl[-1] = '\0';
        p = nl + 1;
    }
    *count = n;
    return lines;
}

/* Field `index` (0-based) of the tab-separated `line`, copied into a malloc'ed string. */
static inline char *tsv_field(const char *line, int index) {
    const char *start = line;
    for (int i = 0; i < index; i++) {
        start = strchr(start, '\t');
        if (start == NULL) return NULL;
        start++;
    }
    const char *end = strchr(start, '\t');
    size_t len = end ? (size_t)(end - start) : strlen(start);
    char *out = malloc(len + 1);
    if (out == NULL) exit(2);
    memcpy(out, start, len);
    out[len] = '\0';
    return out;
}

/* Index of the column named `name` in the tab-separated header line, or -1. */
static inline int tsv_column(const char *header, const char *name) {
    for (int i = 0;; i++) {
        char *f = tsv_field(header, i);
        if (f == NULL) return -1;
        int found = strcmp(f, name) == 0;
        free(f);
        if (found) return i;
    }
}

/* The number of moves of `list` (arimaa_move_list_len, checked). */
static inline size_t move_list_len(const arimaa_move_list *list) {
    size_t n = 0;
    EXPECT_OK(arimaa_move_list_len(list, &n));
    return n;
}

/* The number of steps of `list` (arimaa_step_list_len, checked). */
static inline size_t step_list_len(const arimaa_step_list *list) {
    size_t n = 0;
    EXPECT_OK(arimaa_step_list_len(list, &n));
    return n;
}

static inline void report_passed(const char *program) {
    printf("%s: %d checks passed\n", program, checks_passed);
}

#endif
