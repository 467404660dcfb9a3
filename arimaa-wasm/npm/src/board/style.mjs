// The look of `<arimaa-board>` around the core's SVG: the colours of its overlay fills
// (the board's own marks: a selection, its destinations, a pending push, the home squares
// of a setup) and the shadow root's style sheet (the board, its controls, the setup tray,
// the status line; targets at least 44 px). The pieces, the arrows (the last move's, and
// the steps of a move in progress with their push and pull arrows) and every geometry are
// the core's renderer's (Position.svg).

/** Overlay fills, painted by the core's renderer under the pieces (at 60% opacity): a
 * selected piece, its steps, pushes and pulls, a pending push's square, home squares. */
export const FILL = Object.freeze({
  selected: '#e0b000',
  step: '#3a9d23',
  push: '#c62828',
  pull: '#7b1fa2',
  pending: '#c62828',
  home: '#b7d7a8',
});

/** The shadow root's style sheet. */
export const STYLE = `
:host { display: block; position: relative; max-width: 100%; outline: none;
  font: 14px/1.3 system-ui, sans-serif; color: #2b2118; -webkit-user-select: none; user-select: none; }
:host([hidden]) { display: none; }
:host(:focus-visible) .board svg { outline: 2px solid #1d5fbf; outline-offset: -2px; }
.board { touch-action: none; line-height: 0; cursor: pointer; }
:host([data-state="view"]) .board, :host([data-state="over"]) .board { cursor: default; }
.board svg { display: block; width: 100%; height: auto; }
.board .arrow, .board .ghost, .board .capture, .board .coord { pointer-events: none; }
.board .ghost { opacity: 0.9; }
.board .lifted { opacity: 0.35; }
.controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; line-height: normal; }
.controls button, .controls input, .tray button { font: inherit; min-height: 44px; min-width: 44px;
  padding: 0 12px; border: 1px solid #8b7355; border-radius: 6px; background: #f7f0de; color: inherit; }
.controls input { flex: 1 1 8em; min-width: 6em; padding: 0 8px; background: #fff; }
.controls button:disabled { opacity: 0.45; }
.tray { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; min-height: 44px; line-height: normal;
  border: 1px dashed #8b7355; border-radius: 6px; padding: 4px; }
.tray[hidden] { display: none; }
.tray button { border-radius: 50%; padding: 0; font-weight: bold; font-size: 20px; }
.tray button.clear { border-radius: 6px; padding: 0 12px; font-weight: normal; font-size: inherit; margin-left: auto; }
.tray button.gold { background: #e6b422; color: #3b2a00; }
.tray button.silver { background: #b8bcc4; color: #1f2430; }
.tray .hint { align-self: center; padding: 0 6px; opacity: 0.7; }
.tray button.selected { outline: 3px solid ${FILL.selected}; }
.status { min-height: 1.3em; margin-top: 4px; }
.status.refused { color: #b71c1c; }
`;
