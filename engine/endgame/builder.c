/* Retrograde builder of the endgame databases (docs/analysis.md, "Endgame databases").
 *
 * One byte per board of 12 pits holding at most N seeds, seen from the player to move (pits 0-5
 * are the mover's, from the mover's left; 6-11 the opponent's; sowing runs 0,1,...,11 anticlockwise).
 * The byte is the exact best-play margin of the seeds still on the board (the mover's future
 * gains minus the opponent's) as a signed int8, or -128 where it is not proved (Oware cycles).
 * Boards are indexed by the combinatorial number system: with prefix sums s_j = a_0 + ... + a_j,
 * index = sum_{j=0..11} C(s_j + j, j + 1); the boards with n seeds fill [C(n+11,12), C(n+12,12)).
 *
 * kalah: Kalah (6 pits): sowing into the own store, skipping the opponent's, the origin sown into;
 *   last seed in the store: another turn; last seed in an own empty pit with seeds opposite: both
 *   captured; any empty row ends the game at once and each player takes their own row. Acyclic
 *   (stores never fall and, while they stay, every seed only moves towards its owner's store), so
 *   each level is solved by a memoised depth-first recursion.
 * oware: Oware / Abapa: the origin skipped, 2-3 captured in a chain on the opponent's row, grand
 *   slam captures nothing, feeding compulsory (none possible: the mover takes the seeds left), an
 *   empty row at the start of the turn ends the game (each player takes their own row). The game
 *   is played out to the end (no stop at 25). Positions can cycle, so two values are computed per
 *   board: P (infinite play scored as the worst, -n, for the player to move) and O (the best, +n),
 *   the least and greatest fixpoints of the value iteration the reference (reference.py) runs,
 *   here by a predecessor-driven retrograde pass per level (oware_level: each board's moves are
 *   played once, each board un-moved at most twice, instead of sweeping every board of the level
 *   2n-3n times); where P == O the value holds whatever repetition rule or history applies (both
 *   players' attractor strategies reach it without repeating a position), elsewhere the byte is
 *   -128.
 *
 * kalah-empty-capture: Kalah with the option empty_capture (the variant Irving, Donkers and
 *   Uiterwijk solved), for reproducing their published values (bench/endgame.py); not served.
 *
 * Usage: builder kalah|kalah-empty-capture|oware N OUT   (writes OUT: a 64-byte header, then C(N+12,12) bytes;
 *        the header: magic, game, N, pits, boards, and for oware the plies bound at bytes 40-43)
 *        builder oware-predecessors N -              (checks the un-moves on the boards of N seeds)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PITS 12
#define UNKNOWN (-128)
#define MAXN 48

static uint64_t binom[MAXN + PITS + 2][PITS + 2];

static void init_binom(void) {
    for (int n = 0; n < MAXN + PITS + 2; n++) {
        binom[n][0] = 1;
        for (int k = 1; k < PITS + 2; k++)
            binom[n][k] = n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
    }
}

static inline uint64_t rank_board(const int *a) {
    uint64_t r = 0;
    int s = 0;
    for (int j = 0; j < PITS; j++) {
        s += a[j];
        r += binom[s + j][j + 1];
    }
    return r;
}

/* the board seen by the other player: their pits first */
static inline void flip(const int *a, int *out) {
    for (int i = 0; i < PITS; i++) out[i] = a[(i + 6) % PITS];
}

static int8_t *P, *O; /* O only for oware */
static int empty_capture; /* kalah-empty-capture: the last seed in an own empty pit is taken even with nothing opposite */
static uint64_t level_start[MAXN + 2];

/* ---------------------------------------------------------------- Kalah */

static int kalah_terminal(const int *a, int *value) {
    int south = 0, north = 0;
    for (int i = 0; i < 6; i++) { south += a[i]; north += a[i + 6]; }
    if (south == 0 || north == 0) { *value = south - north; return 1; }
    return 0;
}

static int kalah_solve(const int *a);

/* the value for the mover of sowing pit `pit` of board a */
static int kalah_move(const int *a, int pit) {
    int b[PITS];
    memcpy(b, a, sizeof b);
    int seeds = b[pit], gain = 0, pos = pit, in_store = 0;
    b[pit] = 0;
    /* positions 0..5 own pits, 6 own store, 7..12 opponent pits 6..11; 13 cycles */
    int cursor = pit;
    while (seeds > 0) {
        cursor = (cursor + 1) % 13;
        seeds--;
        if (cursor == 6) { gain++; in_store = 1; }
        else { in_store = 0; pos = cursor < 6 ? cursor : cursor - 1; b[pos]++; }
    }
    if (!in_store && pos < 6 && b[pos] == 1 && (b[11 - pos] > 0 || empty_capture)) {
        gain += 1 + b[11 - pos];
        b[pos] = 0;
        b[11 - pos] = 0;
    }
    int end;
    if (kalah_terminal(b, &end)) return gain + end;
    if (in_store) return gain + kalah_solve(b);
    int c[PITS];
    flip(b, c);
    return gain - kalah_solve(c);
}

static int kalah_solve(const int *a) {
    uint64_t r = rank_board(a);
    if (P[r] != UNKNOWN) return P[r];
    int value, south = 0;
    for (int i = 0; i < 6; i++) south += a[i];
    /* the row of the player to move empty: the game is over (the engine lists no move); an empty
     * opponent row only arises in a position handed in, never after a move, and is played on */
    if (south == 0) {
        value = 0;
        for (int i = 6; i < PITS; i++) value -= a[i];
    } else {
        value = -1000;
        for (int i = 0; i < 6; i++)
            if (a[i] > 0) {
                int v = kalah_move(a, i);
                if (v > value) value = v;
            }
    }
    P[r] = (int8_t)value;
    return value;
}

/* ---------------------------------------------------------------- Oware */

/* Plays pit `pit`: the child board (opponent to move) in c, the seeds captured returned, -1 when
 * the move is illegal (the opponent had no seeds and still has none: feeding). */
static int oware_move(const int *a, int pit, int *c) {
    int b[PITS];
    memcpy(b, a, sizeof b);
    int seeds = b[pit], pos = pit;
    int opp_before = 0;
    for (int i = 6; i < PITS; i++) opp_before += b[i];
    b[pit] = 0;
    while (seeds > 0) {
        pos = (pos + 1) % PITS;
        if (pos == pit) continue; /* the origin is skipped */
        b[pos]++;
        seeds--;
    }
    int captured = 0;
    if (pos >= 6 && (b[pos] == 2 || b[pos] == 3)) {
        int opp_after = 0, take = 0, p = pos;
        while (p >= 6 && (b[p] == 2 || b[p] == 3)) { take += b[p]; p--; }
        for (int i = 6; i < PITS; i++) opp_after += b[i];
        if (opp_after - take > 0) { /* grand slam: captures nothing */
            for (int q = pos; q > p; q--) b[q] = 0;
            captured = take;
        }
    }
    if (opp_before == 0) {
        int opp = 0;
        for (int i = 6; i < PITS; i++) opp += b[i];
        if (opp == 0) return -1;
    }
    flip(b, c);
    return captured;
}

/* the value of a board whose game ends at the start of the turn, or 0 (not terminal) */
static int oware_terminal(const int *a, int *value) {
    int south = 0, north = 0;
    for (int i = 0; i < 6; i++) { south += a[i]; north += a[i + 6]; }
    if (south == 0) { *value = -north; return 1; } /* the mover cannot move: each takes their row */
    if (north == 0) {
        int c[PITS];
        for (int i = 0; i < 6; i++)
            if (a[i] > 0 && oware_move(a, i, c) >= 0) return 0;
        *value = south; /* cannot feed: the mover takes the seeds left */
        return 1;
    }
    return 0;
}

/* visit every board of n seeds: calls f(board) */
static int next_composition(int *a, int n) {
    /* lexicographic successor over compositions of n into 12 parts; 0 when done */
    int i = PITS - 2;
    /* find the rightmost i < 11 with a[i+1..11] sum > 0 ... use the standard algorithm */
    int tail = a[PITS - 1];
    for (i = PITS - 2; i >= 0; i--) {
        if (tail > 0) break;
        tail += a[i];
    }
    (void)n;
    if (i < 0) return 0;
    /* move one seed into a[i] from the tail, put the rest of the tail in the last pit */
    int rest = 0;
    for (int j = i + 1; j < PITS; j++) { rest += a[j]; a[j] = 0; }
    a[i]++;
    a[PITS - 1] = rest - 1;
    return 1;
}

/* the board with level-relative index `index` among the boards of n seeds (the inverse of
 * rank_board: the prefix sums from the last pit down, each the largest that fits) */
static void unrank_board(uint64_t index, int n, int *a) {
    uint64_t r = index; /* the last pit's term, C(n + 11, 12), is the level's start */
    int s[PITS];
    s[PITS - 1] = n;
    for (int j = PITS - 2; j >= 0; j--) {
        int t = s[j + 1];
        while (binom[t + j][j + 1] > r) t--;
        r -= binom[t + j][j + 1];
        s[j] = t;
    }
    a[0] = s[0];
    for (int j = 1; j < PITS; j++) a[j] = s[j] - s[j - 1];
}

/* The boards of the same level from which a move without capture leads to board c (seen from the
 * player to move there): each written to preds (level-relative index), their count returned. The
 * move is un-sown (the origin p, empty after the move, held s seeds; the other pits each got
 * s / 11 seeds and the first s % 11 after p one more); it is kept where it is legal and captures
 * nothing, as oware_move decides: its last seed does not make 2 or 3 on the opponent's row, or the
 * chain would take every seed there (grand slam: nothing); and the opponent had seeds or gets
 * some (feeding). */
static int oware_predecessors(const int *c, int n, uint64_t *preds) {
    int after[PITS], b[PITS], count = 0;
    flip(c, after); /* the board after the move, seen from the player who moved */
    int opp_after = 0;
    for (int i = 6; i < PITS; i++) opp_after += after[i];
    for (int p = 0; p < 6; p++) {
        if (after[p] != 0) continue;
        for (int s = 1; s <= n; s++) {
            int laps = s / 11, extra = s % 11, ok = 1;
            for (int k = 1; k < PITS; k++) {
                int q = (p + k) % PITS;
                b[q] = after[q] - laps - (k <= extra);
                if (b[q] < 0) { ok = 0; break; }
            }
            if (!ok) break; /* more seeds would take more from every pit */
            b[p] = s;
            int last = (p + (s - 1) % 11 + 1) % PITS, take = 0;
            for (int q = last; q >= 6 && (after[q] == 2 || after[q] == 3); q--) take += after[q];
            if (take > 0 && opp_after - take > 0) continue; /* a capture: a lower level */
            if (opp_after == 0) {
                int opp_before = 0;
                for (int i = 6; i < PITS; i++) opp_before += b[i];
                if (opp_before == 0) continue; /* does not feed: illegal */
            }
            preds[count++] = rank_board(b) - level_start[n];
        }
    }
    return count;
}

/* One level of Oware by retrograde analysis, predecessor-driven (each board's moves are played
 * once, each board is un-moved at most twice). Within a level the only moves are those without
 * capture (a capture leads to a level solved before: an "exit" of known value), so the level is a
 * game of final outcomes with two node kinds per board: P (the player moving there, "Max", scores
 * an endless game as -n for themselves) and O (the other view: P(b) = max over moves of the exit
 * value or -O(child), O(b) = max of the exit or -P(child); endless play is +n for O's mover, who
 * is Min's turn seen from Max). For each threshold v from n down, the set of nodes where Max gets
 * at least v grows as an attractor: a P node enters when an exit reaches v or one child's O node
 * is in; an O node when all its children's P nodes are in and its best exit leaves Max at least v
 * (a counter of children not yet in). A node's value is the threshold at which it entered; nodes
 * never in are worth -n (P) or +n (O): the least and greatest fixpoints the value iteration of
 * the reference computes. */
static uint32_t *stack;
static uint64_t stack_size, stack_capacity;

static void push(uint32_t item) {
    if (stack_size == stack_capacity) {
        stack_capacity = stack_capacity ? 2 * stack_capacity : (1u << 20);
        stack = realloc(stack, stack_capacity * sizeof *stack);
        if (!stack) { fprintf(stderr, "out of memory\n"); exit(1); }
    }
    stack[stack_size++] = item;
}

#define O_NODE 0x80000000u
#define NONE (-128)

/* a board of the level being solved: its two values (UNKNOWN until its node is in), the best
 * capture of the O view and the O node's counter, side by side so that a predecessor costs one
 * cache miss, not three (the level's boards are far more than the cache holds) */
typedef struct { int8_t p, o, exit_o; uint8_t waiting; uint16_t rank_p, rank_o, child_rank; uint8_t kind; } Cell;

/* Cell.kind: the board's moves (for the ranks) */
#define TERMINAL 1 /* the game is over: no move */
#define EXITS 2    /* a move that captures (or ends the game): one ply, then a lower level */
#define INSIDE 4   /* a move without capture: the same level */

/* The ranks bound the length of the game under the attractor strategies (docs/analysis.md, "What
 * exact means"): a node entered the set from a node entered before it, so following the strategy
 * every ply reaches a node of smaller rank or leaves the level. A P node's rank is one more than
 * the rank of the O node that let it in (1 for a capture, 0 for a finished game); an O node's is
 * one more than the largest rank of its children (the other player may choose any of them), 1 if
 * it has a capture move and no child is larger. level_depth[n] is the largest rank on level n:
 * play from a board of n seeds under both players' attractor strategies lasts at most
 * level_depth[0] + ... + level_depth[n] plies. Saturates at 65535 (then nothing is covered). */
static uint32_t level_depth[MAXN + 2];

static inline uint16_t rank_after(uint32_t rank) { return rank >= 65535 ? 65535 : (uint16_t)(rank + 1); }

static inline uint16_t o_rank(const Cell *here) {
    if (here->kind & TERMINAL) return 0;
    uint16_t rank = (here->kind & EXITS) ? 1 : 0;
    if (here->kind & INSIDE) { uint16_t inside = rank_after(here->child_rank); if (inside > rank) rank = inside; }
    return rank;
}

static long oware_level(int n) {
    uint64_t base = level_start[n], boards = level_start[n + 1] - base;
    int8_t *exit_p = malloc(boards);
    Cell *cell = malloc(boards * sizeof *cell);
    if (!exit_p || !cell) { fprintf(stderr, "out of memory\n"); exit(1); }
    int a[PITS], c[PITS];
    memset(a, 0, sizeof a);
    a[PITS - 1] = n;
    do {
        uint64_t i = rank_board(a) - base;
        int v;
        Cell *here = &cell[i];
        here->p = here->o = UNKNOWN;
        here->rank_p = here->rank_o = here->child_rank = 0;
        if (oware_terminal(a, &v)) { exit_p[i] = here->exit_o = (int8_t)v; here->waiting = 0; here->kind = TERMINAL; continue; }
        int best_p = NONE, best_o = NONE, inside = 0;
        here->kind = 0;
        for (int m = 0; m < 6; m++) {
            if (a[m] == 0) continue;
            int cap = oware_move(a, m, c);
            if (cap < 0) continue;
            if (cap == 0) { inside++; here->kind |= INSIDE; continue; }
            here->kind |= EXITS;
            uint64_t rc = rank_board(c);
            int vp = cap - O[rc], vo = cap - P[rc];
            if (vp > best_p) best_p = vp;
            if (vo > best_o) best_o = vo;
        }
        exit_p[i] = (int8_t)best_p;
        here->exit_o = (int8_t)best_o;
        here->waiting = (uint8_t)inside; /* O node: same-level children whose P node is not in yet */
    } while (next_composition(a, n));
    uint64_t preds[2][6 * MAXN];
    uint32_t item[2];
    int count[2];
    for (int v = n; v > -n; v--) {
        for (uint64_t i = 0; i < boards; i++) {
            Cell *here = &cell[i];
            if (here->p == UNKNOWN && exit_p[i] != NONE && exit_p[i] >= v) {
                here->p = (int8_t)v;
                here->rank_p = (here->kind & TERMINAL) ? 0 : 1;
                push((uint32_t)i);
            }
            if (here->o == UNKNOWN && here->waiting == 0 && -here->exit_o >= v) {
                here->o = (int8_t)-v;
                here->rank_o = o_rank(here);
                push((uint32_t)i | O_NODE);
            }
        }
        /* two stages: the predecessors of one item are found and their cells prefetched while
         * those of the item before are updated (the cells lie far apart: memory-bound) */
        int filling = 0, pending = 0;
        while (stack_size > 0 || pending) {
            int have = stack_size > 0;
            if (have) {
                item[filling] = stack[--stack_size];
                unrank_board(item[filling] & ~O_NODE, n, a);
                count[filling] = oware_predecessors(a, n, preds[filling]);
                for (int k = 0; k < count[filling]; k++) __builtin_prefetch(&cell[preds[filling][k]], 1);
            }
            if (pending) {
                int other = 1 - filling;
                const Cell *entered = &cell[item[other] & ~O_NODE];
                for (int k = 0; k < count[other]; k++) {
                    Cell *pred = &cell[preds[other][k]];
                    if (item[other] & O_NODE) { /* a P node whose move leads into the set */
                        if (pred->p == UNKNOWN) {
                            pred->p = (int8_t)v;
                            pred->rank_p = rank_after(entered->rank_o);
                            push((uint32_t)preds[other][k]);
                        }
                    } else if (pred->o == UNKNOWN) {
                        if (entered->rank_p > pred->child_rank) pred->child_rank = entered->rank_p;
                        if (--pred->waiting == 0 && -pred->exit_o >= v) {
                            pred->o = (int8_t)-v;
                            pred->rank_o = o_rank(pred);
                            push((uint32_t)preds[other][k] | O_NODE);
                        }
                    }
                }
                pending = 0;
            }
            if (have) { pending = 1; filling = 1 - filling; }
        }
    }
    uint32_t depth = 0;
    for (uint64_t i = 0; i < boards; i++) {
        if (cell[i].p != UNKNOWN && cell[i].rank_p > depth) depth = cell[i].rank_p;
        if (cell[i].o != UNKNOWN && cell[i].rank_o > depth) depth = cell[i].rank_o;
    }
    level_depth[n] = depth;
    for (uint64_t i = 0; i < boards; i++) {
        P[base + i] = cell[i].p == UNKNOWN ? (int8_t)-n : cell[i].p;
        O[base + i] = cell[i].o == UNKNOWN ? (int8_t)n : cell[i].o;
    }
    free(exit_p);
    free(cell);
    return 2 * n;
}

/* oware-predecessors N: the un-moves of oware_predecessors are exactly the moves without capture,
 * on every board of N seeds (for the tests: at 12 seeds and more a move can sow more than a lap).
 * Every such move's board is among its child's predecessors, and there are as many predecessors
 * in all as such moves (each listed predecessor is a distinct board). Returns the failures. */
static long check_predecessors(int n) {
    int a[PITS], c[PITS], b[PITS];
    uint64_t preds[6 * MAXN];
    long moves = 0, listed = 0, failures = 0;
    memset(a, 0, sizeof a);
    a[PITS - 1] = n;
    do {
        int v;
        if (!oware_terminal(a, &v)) {
            uint64_t self = rank_board(a) - level_start[n];
            for (int m = 0; m < 6; m++) {
                if (a[m] == 0 || oware_move(a, m, c) != 0) continue;
                moves++;
                int count = oware_predecessors(c, n, preds), found = 0;
                for (int k = 0; k < count; k++) found += preds[k] == self;
                failures += found != 1;
            }
        }
        flip(a, b);
        listed += oware_predecessors(a, n, preds);
    } while (next_composition(a, n));
    failures += moves != listed;
    fprintf(stderr, "oware-predecessors n=%d moves=%ld predecessors=%ld failures=%ld\n", n, moves, listed, failures);
    return failures;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: builder kalah|oware N OUT\n"); return 2; }
    empty_capture = strcmp(argv[1], "kalah-empty-capture") == 0;
    int kalah = strcmp(argv[1], "kalah") == 0 || empty_capture;
    int check = strcmp(argv[1], "oware-predecessors") == 0;
    if (!kalah && !check && strcmp(argv[1], "oware") != 0) { fprintf(stderr, "unknown game %s\n", argv[1]); return 2; }
    int most = atoi(argv[2]);
    if (most < 0 || most > MAXN) { fprintf(stderr, "N must be 0..%d\n", MAXN); return 2; }
    init_binom();
    for (int n = 0; n <= most + 1; n++) level_start[n] = binom[n + 11][12];
    if (check) return check_predecessors(most) != 0;
    uint64_t total = binom[most + 12][12];
    P = malloc(total);
    O = kalah ? NULL : malloc(total);
    if (!P || (!kalah && !O)) { fprintf(stderr, "out of memory\n"); return 1; }
    memset(P, UNKNOWN, total);
    int a[PITS];
    for (int n = 0; n <= most; n++) {
        clock_t started = clock();
        long thresholds = 0;
        if (kalah) {
            memset(a, 0, sizeof a);
            a[PITS - 1] = n;
            do kalah_solve(a); while (next_composition(a, n));
        } else {
            thresholds = oware_level(n);
        }
        uint64_t unknown = 0;
        if (!kalah)
            for (uint64_t r = level_start[n]; r < level_start[n + 1]; r++) unknown += P[r] != O[r];
        fprintf(stderr, "%s n=%d boards=%llu thresholds=%ld unproved=%llu depth=%u cpu=%.2fs\n", argv[1], n,
                (unsigned long long)(level_start[n + 1] - level_start[n]), thresholds,
                (unsigned long long)unknown, level_depth[n], (double)(clock() - started) / CLOCKS_PER_SEC);
    }
    if (!kalah) /* the bounds meet: proved; else not */
        for (uint64_t r = 0; r < total; r++)
            if (P[r] != O[r]) P[r] = UNKNOWN;
    unsigned char header[64];
    memset(header, 0, sizeof header);
    memcpy(header, "MANCDB01", 8);
    memcpy(header + 8, argv[1], strlen(argv[1]));
    uint32_t fields[2] = {(uint32_t)most, PITS};
    memcpy(header + 24, fields, sizeof fields);
    memcpy(header + 32, &total, sizeof total);
    /* Oware: the plies that play from any board lasts at most under the attractor strategies
     * (the sum of the levels' depths; saturated: 0xffffffff); Kalah: 0 (its bound is proved in
     * engine.endgame.ply_margin) */
    uint32_t plies = 0;
    for (int n = 0; n <= most && !kalah; n++)
        plies = (level_depth[n] >= 65535 || plies > 0xffff0000u) ? 0xffffffffu : plies + level_depth[n];
    memcpy(header + 40, &plies, sizeof plies);
    FILE *out = fopen(argv[3], "wb");
    if (!out) { perror(argv[3]); return 1; }
    if (fwrite(header, 1, sizeof header, out) != sizeof header || fwrite(P, 1, total, out) != total || fclose(out) != 0) {
        perror(argv[3]);
        return 1;
    }
    (void)0;
    return 0;
}
