// Every game of the arimaa.com archives in $ARIMAA_DATA_DIR/games/archive replayed from
// JavaScript: the verdict of record.verify() (expected_verdicts.tsv, written by hand from
// facts independent of this project; games not listed are "ok"), and for each game that
// replays, the final board, side to move, number of turns, takebacks and the result by the
// rules as replay_summary.tsv (computed with AEI pyrimaa) gives them. Also the vendored
// per-game records of tests/data/games/per-game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, readGames, Game, IllegalMoveError } from 'arimaa';
import { table, archive, tsv, TABLES } from './data.mjs';

await init();
const verdicts = new Map(
  tsv(table('games/expected_verdicts.tsv')).map((r) => [`${r.path}\t${r.game}`, r]),
);

function expectedVerdict(path, game) {
  return verdicts.get(`${path}\t${game}`) ?? { verdict: 'ok', label: '', rule: '' };
}

function checkVerdict(path, game, rec) {
  const want = expectedVerdict(path, game);
  const got = rec.verify();
  assert.equal(got.verdict, want.verdict, `${path} ${game}: ${got.message}`);
  if (want.verdict !== 'ok') {
    assert.equal(got.label, want.label, `${path} ${game}`);
    assert.equal(got.rule, want.rule, `${path} ${game}`);
  }
  return want.verdict;
}

const WIN = [['goal_winner', 'g'], ['elim_winner', 'e'], ['immob_winner', 'm']];

let replayed = 0;
function checkArchive(t, file, expectedGames) {
  const a = archive(file);
  if (a.skip) return t.skip(a.skip);
  const summary = archive('replay_summary.tsv');
  if (summary.skip) return t.skip(summary.skip);
  const rows = new Map(tsv(summary.text).filter((r) => r.source_file === file).map((r) => [r.id, r]));
  const records = readGames(a.text);
  assert.equal(records.length, expectedGames);
  const tally = {};
  for (const rec of records) {
    const id = rec.id;
    const verdict = checkVerdict(`games/archive/${file}`, id, rec);
    tally[verdict] = (tally[verdict] ?? 0) + 1;
    const s = rows.get(id);
    assert.ok(s, `${id} is summarised`);
    if (s.replays_ok === 'no') {
      // e.g. "22w: Tried to move a frozen piece": refused at that turn, rule frozen.
      const label = s.replay_error.split(':')[0];
      assert.throws(() => rec.replay(), (e) => e instanceof IllegalMoveError && e.rule === 'frozen'
        && e.label === label.replace(/w$/, 'g').replace(/b$/, 's'));
      rec.free();
      continue;
    }
    // Today's rules refuse old-rules games at a turn: replay those under the rules of their
    // time, as the summary does.
    const game = rec.replay(verdict === 'old-rules' ? { lenient: true } : undefined);
    const pos = game.position();
    assert.equal(pos.toShort().slice(3, -1).replaceAll(' ', '.'), s.final_board, `${id} final board`);
    assert.equal(pos.sideToMove === 'gold' ? 'w' : 'b', s.side_to_move, `${id} side to move`);
    assert.equal(String(game.history().length), s.turns_played, `${id} turns`);
    const found = WIN.find(([col]) => s[col] !== '');
    const expected = found ? { winner: s[found[0]] === 'w' ? 'gold' : 'silver', termination: found[1] } : null;
    const rules = pos.outcomeAfterMove();
    assert.deepEqual(rules && { winner: rules.winner, termination: rules.termination }, expected, `${id} result by the rules`);
    const recorded = rec.outcome();
    if (expected && recorded && ['g', 'e', 'm'].includes(recorded.termination) && !rec.isCorrupt()) {
      assert.deepEqual({ winner: recorded.winner, termination: recorded.termination }, expected, `${id} recorded result`);
    }
    pos.free();
    game.free();
    rec.free();
    replayed += 1;
  }
  console.log(`# ${file}: ${records.length} games, verdicts ${JSON.stringify(tally)}, ${replayed} replayed so far`);
}

test('allgames2002.txt: every game replays as summarised', (t) => checkArchive(t, 'allgames2002.txt', 64));
test('allgames202602.txt: every game replays as summarised', (t) => {
  const a = archive('allgames202602.txt');
  if (a.skip) return t.skip(a.skip);
  const n = a.text.split('\n').filter((l) => l !== '').length - 1;
  checkArchive(t, 'allgames202602.txt', n);
});

test('the vendored per-game records give their verdicts', () => {
  const dir = join(TABLES, 'games', 'per-game');
  const files = ['game100.txt', '9624.gameLog', ...readdirSync(join(dir, 'movelists'))
    .filter((f) => f.endsWith('.txt') && f !== 'EXPECTED.txt').map((f) => `movelists/${f}`)];
  let n = 0;
  for (const f of files) {
    const [rec] = readGames(readFileSync(join(dir, f), 'utf8'));
    checkVerdict(`games/per-game/${f}`, '-', rec);
    n += 1;
  }
  assert.equal(n, 23);
  // game100.txt: silver wins by goal (the data README), by the rules and by the record.
  const g = Game.fromRecord(readFileSync(join(dir, 'game100.txt'), 'utf8'));
  assert.deepEqual(g.outcome(), { winner: 'silver', termination: 'g', reason: 'Goal' });
  console.log(`# per-game records: ${n} verdicts checked`);
});
