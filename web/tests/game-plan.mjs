// The two-player game the page test plays by clicks: gold sets up by swapping two pieces
// of the standard arrangement (d a2 and R b1, so that two rabbits stand in the a-file),
// silver takes the standard arrangement; gold's rabbits run up the a-file while silver
// clears a7 and a8, silver's camel comes next to gold's elephant (so that gold can start
// a push: the pending-push screenshot, then undone), and gold's 4th move ends on a8: a
// goal. page.mjs checks the whole plan with the library in node before clicking it.
export const GOLD_SWAP = ['a2', 'b1'];
export const GOLD_SETUP = 'Ra1 Db1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2';
export const SILVER_SETUP = 'ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7';
/** The moves after the setups: [label, steps]. */
export const MOVES = [
  ['2g', ['Ra2n', 'Ra3n', 'Ra4n', 'Ra1n']],
  ['2s', ['hb7s', 'hb6e', 'da7e', 'db7s']],
  ['3g', ['Ra2n', 'Ra3n', 'Ee2n', 'Ee3n']],
  ['3s', ['ra8s', 'ra7e', 'me7s', 'me6s']],
  ['4g', ['Ra5n', 'Ra4n', 'Ra6n', 'Ra7n']],
];
/** The push started (then undone) at 4g: the camel pushed from e5 to e6, the elephant
 * to follow into e5. */
export const PUSH = { step: 'me5n', pending: { piece: 'm', square: 'e5' }, finish: 'Ee4n' };
/** The result: gold reaches a8 (goal). */
export const RESULT = { winner: 'gold', termination: 'g' };
