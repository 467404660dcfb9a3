// A TypeScript host of <arimaa-board>, compiled with `tsc --strict` by scripts/test.sh
// against the installed tarball's board.d.ts (type-checked only: Node has no DOM; the
// element runs in tests/board.mjs, in chromium).
import type { ArimaaBoard, BoardMoveDetail } from 'arimaa/board';
import type { Game, Position, Step, SvgArrow } from 'arimaa';

export function host(board: ArimaaBoard, game: Game, replay: Position): string[] {
  const seen: string[] = [];
  board.game = game;
  board.orientation = 'silver';
  board.movableColor = 'gold';
  board.viewOnly = false;
  board.coordinates = true;
  board.lastMove = null;
  const suggestion: SvgArrow[] = [{ from: 'e2', to: 'e4', color: '#00897b' }, { from: 'd2', to: 'd2' }];
  board.arrows = suggestion;
  const drawn: ReadonlyArray<SvgArrow> | null = board.arrows;
  board.arrows = null;
  board.addEventListener('move', (e) => {
    const d: BoardMoveDetail = e.detail;
    seen.push(`${d.label} ${d.move}`);
  });
  board.addEventListener('step', (e) => seen.push(e.detail.text + e.detail.step.kind));
  board.addEventListener('refused', (e) => seen.push(`${e.detail.rule} ${e.detail.code} ${e.detail.message}`));
  board.addEventListener('gameover', (e) => seen.push(e.detail.outcome.reason));
  board.addEventListener('setup', (e) => seen.push(e.detail.setup));
  board.addEventListener('undo', (e) => seen.push(e.detail.step.text));
  const played: boolean = board.playText('Ed2n');
  const back: Step | null = board.undoStep();
  const ended: string | null = board.endMove();
  board.flip();
  board.refresh();
  board.position = replay;
  const shown: Position | null = board.position;
  const el: ArimaaBoard = document.createElement('arimaa-board');
  seen.push(String(played), String(back?.text), String(ended), String(shown?.toShort()), el.tagName, String(board.lastRenderMs), String(drawn?.length));
  return seen;
}
