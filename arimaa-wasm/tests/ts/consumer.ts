// A TypeScript consumer of the package, compiled with `tsc --strict` by scripts/test.sh
// against the installed tarball's index.d.ts (and run by Node afterwards).
import {
  init, Position, Game, GameRecord, readGames, Bot, Analysis, RULES, ACTION_SPACE,
  ArimaaError, IllegalMoveError, NotationError, InvalidPositionError,
  type Step, type Move, type Outcome, type Color, type Verdict, type BotOptions,
  type BotLimits, Review, reviewGraph, reviewSummary, type ReviewEntry, type ReviewOptions,
  type ReviewSummary,
} from 'arimaa';

await init();
const p: Position = Position.standard();
const steps: Step[] = p.legalSteps('e2');
const side: Color = p.sideToMove;
const played: Step = p.playStep(steps[0]);
const push: { piece: string; square: string } | null = p.pendingPush();
const moves: Move[] = p.legalMoves({ limit: 5 });
const mask: Uint8Array = p.legalActionMask('gold');
const ids: Int32Array = p.legalActions();
const planes: Float32Array = p.planes('silver');
const svg: string = p.svg({ size: 200, fill: { d4: 'red' }, arrows: [{ from: 'a1', to: 'a2' }] });
const game = new Game({ lenient: false });
const outcome: Outcome | null = game.outcome();
const over: boolean = game.isOver();
const movesStep: Step | undefined = moves[0]?.steps[0];
const now: Position = game.position();
const afterMove: Position = Position.standard().play('Ee2n Ee3n');
const key: bigint = afterMove.zobristKey;
game.headers.set('Event', 'ts');
let rule = '';
try {
  game.playStep('Ed2n');
} catch (e) {
  if (e instanceof IllegalMoveError) rule = `${e.rule} ${e.code} ${e.step}`;
  else if (e instanceof NotationError) rule = `${e.line}:${e.column}`;
  else if (e instanceof InvalidPositionError || e instanceof ArimaaError) rule = e.rule;
}
const botOptions: BotOptions = { seed: 2, kind: 'search', hashMb: 1, maxDepth: 4 };
const bot = new Bot(botOptions);
const limits: BotLimits = { nodes: 100 };
const setup: string = bot.turn(game, limits);
const botGame = new Game();
botGame.play(bot.setup(botGame));
botGame.play(bot.setup(botGame));
let depths = 0;
const analysis: Analysis = bot.analyze(botGame, {
  ...limits, onProgress: (a: Analysis) => { depths += a.depth; },
});
const chosen: string = bot.choose(botGame, { timeMs: 50 });
const line: string[] = analysis.pv;
const decided: boolean | null = analysis.decided();
const win: number = Analysis.WIN;
botGame.play(chosen);
const reviewOptions: ReviewOptions = { nodes: 100, onProgress: (done: number, total: number, e: ReviewEntry) => { depths += done + total + e.depth; } };
const reviewed: ReviewEntry[] = bot.review(botGame, reviewOptions);
const stepper = new Review(botGame);
const next: ReviewEntry | null = stepper.next(bot, { nodes: 100 });
stepper.seek(0);
const label: 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder' | undefined = next?.label;
const graph: string = reviewGraph(reviewed, { width: 300, height: 120 });
const summary: ReviewSummary = reviewSummary(reviewed, 'gold');
stepper.free();
const verdicts: Verdict[] = readGames(game.toRecord()).map((r: GameRecord) => r.verify());
console.log(side, played.text, push, moves.length, mask.length, ids.length, planes.length,
  svg.length > 0, outcome, rule, RULES.frozen, ACTION_SPACE.actions, verdicts.length, setup?.length,
  analysis.move === chosen, bot.hashMb, line.length, depths, over, movesStep?.kind, now.sideToMove, afterMove.sideToMove, key,
  game.history().length, decided, win, reviewed.length, label, graph.length > 0, summary.moves);
