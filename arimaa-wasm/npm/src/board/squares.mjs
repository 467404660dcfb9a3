// The squares of the board and the four directions (a piece of `<arimaa-board>`, the npm
// package's `arimaa/board`): the names are arimaa.com's (files a-h, ranks 1-8; n, s, e, w
// as in step notation, north towards silver's side), the colours of pieces by their letter
// (upper case gold, lower case silver). No rule: which steps are legal is the package's.

const FILES = 'abcdefgh';
const DIRS = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] };

/** The square `dir` ('n'|'s'|'e'|'w') of `sq`, or null off the board. */
export function neighbour(sq, dir) {
  const f = sq.charCodeAt(0) - 97 + DIRS[dir][0];
  const r = sq.charCodeAt(1) - 49 + DIRS[dir][1];
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? FILES[f] + (r + 1) : null;
}

/** The direction from `a` to the next square `b`, or null when they are not neighbours. */
export function direction(a, b) {
  for (const d of 'nsew') if (neighbour(a, d) === b) return d;
  return null;
}

const isGold = (letter) => letter === letter.toUpperCase();
export const colorOf = (letter) => (isGold(letter) ? 'gold' : 'silver');
