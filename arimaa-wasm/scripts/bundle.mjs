// Builds the JavaScript of the npm package `arimaa` from arimaa-wasm/npm/src (run by
// scripts/build.sh once wasm-bindgen has written OUT/wasm/): esbuild bundles the ES module
// entry (src/index.js) into OUT/index.mjs and the CommonJS one (src/node.js) into
// OUT/index.cjs, each with api.js and the modules it re-exports inside (one per file of
// the Rust binding: error.js, convert.js, position.js, svg.js, game.js, record.js,
// bot.js, review.js; with internal.js and tables.js) and the wasm-bindgen glue (./wasm/...) left as
// an import; tsc writes the type declarations (index.d.ts, api.d.ts, tables.d.ts and one
// per module; not internal.d.ts, whose exports no public declaration names) from the
// sources' JSDoc, checking them against wasm-bindgen's own (wasm/web/*.d.ts), which no
// public declaration imports (they need a recent `lib`; the helpers that take or return
// wasm objects are `@internal`, left out); then board.d.ts from the JSDoc of the board
// element's modules (board/element.mjs), checked against those declarations.
// Usage: node bundle.mjs SRC OUT   (esbuild and typescript from arimaa-wasm/tests)
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [src, out] = process.argv.slice(2).map((p) => resolve(p));
// The tools are the pinned devDependencies of arimaa-wasm/tests (package-lock.json).
const tools = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'package.json');
const require = createRequire(tools);
const { build } = require('esbuild');
const ts = require('typescript');

// The glue stays a separate file: `./wasm/...` imports are kept as written (they resolve
// next to the bundle, where the package has them).
const glue = {
  name: 'wasm-glue',
  setup(b) {
    b.onResolve({ filter: /^\.\/wasm\// }, (a) => ({ path: a.path, external: true }));
  },
};
const common = { bundle: true, plugins: [glue], target: 'es2020', charset: 'utf8', legalComments: 'none', logLevel: 'warning' };
await build({
  ...common, entryPoints: [join(src, 'index.js')], format: 'esm', outfile: join(out, 'index.mjs'),
  banner: { js: '// The package `arimaa`, ES module: built by esbuild from arimaa-wasm/npm/src (edit those).' },
});
await build({
  ...common, entryPoints: [join(src, 'node.js')], format: 'cjs', platform: 'node', outfile: join(out, 'index.cjs'),
  banner: { js: '// The package `arimaa`, CommonJS: built by esbuild from arimaa-wasm/npm/src (edit those).' },
});

/** Cuts from the declaration file `file` every statement whose JSDoc says `@internal`. */
function stripInternal(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let out = '', at = 0;
  for (const s of source.statements) {
    if (ts.getJSDocTags(s).some((t) => t.tagName.text === 'internal')) {
      out += text.slice(at, s.getFullStart());
      at = s.getEnd();
    }
  }
  writeFileSync(file, out + text.slice(at));
}

// tsc over a copy of the sources with wasm/ linked in (their imports of ./wasm/... resolve
// to wasm-bindgen's .d.ts there).
// The package's modules (node.js, the CommonJS entry, has the same exports as index.js).
const modules = readdirSync(src).filter((f) => f.endsWith('.js') && f !== 'node.js');
const stage = mkdtempSync(join(tmpdir(), 'arimaa-types-'));
try {
  for (const f of modules) cpSync(join(src, f), join(stage, f));
  symlinkSync(join(out, 'wasm'), join(stage, 'wasm'));
  const program = ts.createProgram([join(stage, 'index.js')], {
    allowJs: true, checkJs: true, declaration: true, emitDeclarationOnly: true, outDir: out,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2020, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    stripInternal: true, skipLibCheck: true, strict: false, noEmitOnError: true,
  });
  const emitted = program.emit();
  const diagnostics = ts.getPreEmitDiagnostics(program).concat(emitted.diagnostics);
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => stage, getNewLine: () => '\n' };
    process.stderr.write(ts.formatDiagnostics(diagnostics, host));
    process.exit(1);
  }
  // internal.d.ts is not shipped: no public declaration may name it. The helpers the
  // modules share (`@internal` in their JSDoc: tsc's stripInternal leaves JavaScript's
  // declarations alone) are cut from the declarations here.
  rmSync(join(out, 'internal.d.ts'), { force: true });
  for (const f of modules) {
    if (f !== 'internal.js') stripInternal(join(out, f.replace(/\.js$/, '.d.ts')));
  }
  for (const f of modules) {
    const d = f.replace(/\.js$/, '.d.ts');
    const text = f === 'internal.js' ? '' : readFileSync(join(out, d), 'utf8');
    if (/(?:import\(|from )["']\.\/(?:internal\.js|wasm\/)/.test(text)) {
      process.stderr.write(`${d} names the raw layer (internal.js or wasm/): mark what does @internal\n`);
      process.exit(1);
    }
  }
} finally {
  rmSync(stage, { recursive: true, force: true });
}
// The declarations shipped (package.json's "files" lists each).
const shipped = modules.filter((f) => f !== 'internal.js').map((f) => f.replace(/\.js$/, '.d.ts'));
const listed = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')).files;
const unlisted = shipped.filter((d) => !listed.includes(d));
if (unlisted.length > 0) {
  process.stderr.write(`package.json's "files" must list ${unlisted.join(', ')}\n`);
  process.exit(1);
}

// board.d.ts (the types of `arimaa/board`): tsc over the board's modules (board/*.mjs,
// checked) against the declarations just written, from element.mjs's JSDoc (the class,
// its events' details and their map); its `import('../index.js')` types become
// `./index.js` (board.d.ts sits next to index.d.ts), and the tag's entry in
// HTMLElementTagNameMap (a global augmentation, which JavaScript cannot declare) is added.
const boardStage = mkdtempSync(join(tmpdir(), 'arimaa-board-types-'));
try {
  cpSync(join(src, 'board'), join(boardStage, 'board'), { recursive: true });
  for (const f of shipped) cpSync(join(out, f), join(boardStage, f));
  // The modules import '../index.mjs' (the bundle): its types are index.d.ts's.
  writeFileSync(join(boardStage, 'index.d.mts'), "export * from './index.js';\n");
  const typesOut = join(boardStage, 'out');
  const program = ts.createProgram([join(boardStage, 'board', 'element.mjs')], {
    allowJs: true, checkJs: true, declaration: true, emitDeclarationOnly: true, outDir: typesOut,
    rootDir: boardStage, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: [],
    skipLibCheck: true, strict: false, noEmitOnError: true,
  });
  const emitted = program.emit();
  const diagnostics = ts.getPreEmitDiagnostics(program).concat(emitted.diagnostics);
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => boardStage, getNewLine: () => '\n' };
    process.stderr.write(ts.formatDiagnostics(diagnostics, host));
    process.exit(1);
  }
  const element = readFileSync(join(typesOut, 'board', 'element.d.mts'), 'utf8')
    .replaceAll('"../index.js"', '"./index.js"').replaceAll("'../index.js'", "'./index.js'");
  if (/from ["']\.\/(?:state|draw|moves|pointer|setup|style)\.mjs["']|import\(["']\.\/(?!index\.js)/.test(element)) {
    process.stderr.write(`board.d.ts would import the board's internal modules:\n${element}`);
    process.exit(1);
  }
  writeFileSync(join(out, 'board.d.ts'), `// Type definitions of \`arimaa/board\`, the <arimaa-board> custom element: written by tsc
// from the JSDoc of arimaa-wasm/npm/src/board/element.mjs (scripts/bundle.mjs; edit that).
// Importing the module registers the element (once) and exports its class.
${element}
declare global {
  interface HTMLElementTagNameMap {
    'arimaa-board': ArimaaBoard;
  }
}
`);
} finally {
  rmSync(boardStage, { recursive: true, force: true });
}
