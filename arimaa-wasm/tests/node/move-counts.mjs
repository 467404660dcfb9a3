// The one JavaScript reader of positions/move_count_table.tsv (the published move counts of
// 68 positions; the table's own header says what each column means), shared by the node
// tests (counts.test.mjs, bot.test.mjs, through data.mjs), the board test (../board.mjs)
// and the benchmarks (../../bench/*.mjs). It has no side effect on import.

const COLUMNS = ['source', 'name_or_label', 'side', 'board', 'metric', 'expected', 'aei_check'];
const METRICS = ['unique_moves', 'unique_positions_incl_start', 'step_sequences_incl_empty', 'move_counter'];

/**
 * The rows of the table's text, each
 * `{line, source, name, side, board, metric, expected, aeiCheck, short, uniqueMoves}`:
 * `line` from 1, `side` 'g' or 's', `metric` the first word of its column, `expected` a
 * number, `aeiCheck` a number or null, `short` the position as `Position.fromShort` reads
 * it, `uniqueMoves` the published number of unique moves (`countMoves()`) when the metric
 * gives it (unique_moves: expected; unique_positions_incl_start: expected - 1), else null.
 * Throws an Error naming the line of the first field that is wrong.
 */
export function moveCounts(text) {
  const lines = text.split('\n').map((l, i) => [i + 1, l.replace(/\r$/, '')])
    .filter(([, l]) => l.trim() !== '' && !l.startsWith('#'));
  if (lines.length === 0) throw new Error('move_count_table.tsv: no header line');
  const [headerLine, header] = lines[0];
  const names = header.split('\t');
  const at = Object.fromEntries(COLUMNS.map((c) => {
    const i = names.indexOf(c);
    if (i < 0) throw new Error(`move_count_table.tsv line ${headerLine}: the header has no column "${c}"`);
    return [c, i];
  }));
  return lines.slice(1).map(([line, l]) => {
    const f = l.split('\t');
    const fail = (why) => { throw new Error(`move_count_table.tsv line ${line}: ${why}`); };
    const field = (c) => f[at[c]] ?? (c === 'aei_check' ? '' : fail(`${f.length} fields, no column "${c}"`));
    const count = (c) => (/^[0-9]+$/.test(field(c)) ? Number(field(c)) : fail(`${c}: "${field(c)}" is not a whole number`));
    const side = field('side');
    if (side !== 'g' && side !== 's') fail(`side "${side}" is neither g nor s`);
    const board = field('board');
    if (!/^[.EMHDCRemhdcr]{64}$/.test(board)) fail(`board "${board}" is not 64 of the characters .EMHDCRemhdcr`);
    const metric = field('metric').split(/\s/)[0];
    if (!METRICS.includes(metric)) fail(`unknown metric "${field('metric')}"`);
    const expected = count('expected');
    const aeiCheck = field('aei_check') === '' ? null : count('aei_check');
    const uniqueMoves = metric === 'unique_moves' ? expected
      : metric === 'unique_positions_incl_start' ? expected - 1 : null;
    return {
      line, source: field('source'), name: field('name_or_label'), side, board, metric,
      expected, aeiCheck, short: `${side} [${board}]`, uniqueMoves,
    };
  });
}
