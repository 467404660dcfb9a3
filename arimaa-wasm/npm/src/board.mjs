// `<arimaa-board>`: a board people can click, drag and type on, the npm package's
// `arimaa/board` (types: board.d.ts). This entry exports the element's class and defines
// the element (once); its parts are the ES modules under board/ (element.mjs the class),
// shipped as they are by arimaa-wasm/scripts/build.sh. Outside a browser (Node,
// server-side rendering) it loads without defining anything.

import { ArimaaBoard } from './board/element.mjs';

export { ArimaaBoard };

if (typeof customElements !== 'undefined' && !customElements.get('arimaa-board')) {
  customElements.define('arimaa-board', ArimaaBoard);
}
