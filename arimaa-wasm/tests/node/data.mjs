// Where the package's tests find their data: the conformance tables of the repository
// (ARIMAA_TABLES, set by scripts/test.sh to <repo>/tests/data) and the game archives
// (ARIMAA_DATA_DIR, default ../shared/data next to the repository). A missing archive
// folder skips the tests that need it, visibly, unless ARIMAA_REQUIRE_DATA=1.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { moveCounts } from './move-counts.mjs';

export const TABLES = process.env.ARIMAA_TABLES;
if (!TABLES || !existsSync(TABLES)) {
  throw new Error(`ARIMAA_TABLES must name the repository's tests/data folder (got ${TABLES})`);
}

export function table(path) {
  return readFileSync(join(TABLES, path), 'utf8');
}

/** The rows of positions/move_count_table.tsv, read by its one reader (move-counts.mjs). */
export function moveCountTable() {
  return moveCounts(table('positions/move_count_table.tsv'));
}

export const DATA_DIR = process.env.ARIMAA_DATA_DIR;

/** The archive file's text, or a skip reason (a failure under ARIMAA_REQUIRE_DATA=1). */
export function archive(name) {
  const path = DATA_DIR && join(DATA_DIR, 'games', 'archive', name);
  if (!path || !existsSync(path)) {
    const why = `data folder not found: ${DATA_DIR ?? '(unset)'} (set ARIMAA_DATA_DIR)`;
    if (process.env.ARIMAA_REQUIRE_DATA === '1') throw new Error(why);
    return { skip: why };
  }
  return { text: readFileSync(path, 'utf8') };
}

/** Rows of a TSV file without its `#` comment lines, as objects by the header's names. */
export function tsv(text) {
  const lines = text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  const header = lines[0].split('\t');
  return lines.slice(1).map((line) => {
    const f = line.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, f[i] ?? '']));
  });
}
