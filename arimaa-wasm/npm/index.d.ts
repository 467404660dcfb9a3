// Type definitions of the npm package `arimaa` (hand-written; checked by the package's
// TypeScript test, compiled with `tsc --strict`). Squares are names ("d2"), pieces letters
// ("E" gold elephant, "r" silver rabbit), colours "gold" / "silver", steps and moves
// arimaa.com notation ("Ed2n", "Ed2n Ed3n"). The rules are those of the Rust crate
// `arimaa-rules`; every refusal throws an `ArimaaError` subclass with the core's rule code,
// an argument of the wrong type a `TypeError`, an unusable value (a negative time, an
// unknown perspective) a `RangeError`.
//
// The convention: a getter (`p.sideToMove`, `g.isOver`) is cheap state that does no work
// and allocates nothing: a string, number, boolean or null, or one frozen object that is
// the same at every read (`Game.options`). Everything that computes or returns a new
// object, array or wasm object is a method (`g.position()`, `p.legalMoves()`,
// `g.history()`, `p.pendingPush()`). `Game.headers` is the one data property: a `Map`
// you edit.

/** A side: gold moves first. */
export type Color = 'gold' | 'silver';

/** A piece letter: upper case gold, lower case silver (Elephant, Camel, Horse, Dog, Cat, Rabbit). */
export type PieceLetter =
  | 'E' | 'M' | 'H' | 'D' | 'C' | 'R'
  | 'e' | 'm' | 'h' | 'd' | 'c' | 'r';

/** A step's direction: north (towards rank 8), east, south, west. */
export type Direction = 'n' | 'e' | 's' | 'w';

/** How a step relates to the rest of its move: a plain step; the first step of a push
 * (an enemy piece pushed away, the next step must complete it); the step completing a
 * push; an enemy piece pulled into the square a stronger piece just left. */
export type StepKind = 'plain' | 'pushStart' | 'pushFinish' | 'pull';

/** A piece removed from a trap. */
export interface Capture {
  /** The captured piece. */
  piece: PieceLetter;
  /** The trap square (c3, f3, c6 or f6). */
  square: string;
}

/** One step, as `Position.legalSteps()` lists it and `playStep()` returns it. */
export interface Step {
  /** The square the piece leaves. */
  from: string;
  /** The square it enters. */
  to: string;
  /** The direction of the step. */
  direction: Direction;
  /** The piece that moves (an enemy piece for a push or a pull). */
  piece: PieceLetter;
  /** Its role in a push or a pull. */
  kind: StepKind;
  /** The piece this step causes to be captured, if any (at most one per step). */
  captures: Capture | null;
  /** The step in arimaa.com notation, e.g. "Ed2n" (without capture token). */
  text: string;
}

/** A whole move (a turn of 1 to 4 steps), as `legalMoves()` and `goalMove()` list it. */
export interface Move {
  /** The move in notation, steps separated by spaces ("Ed2n Ed3n"), without capture
   * tokens, as `botMove` writes a move (the steps carry the captures; `play` and `endMove`
   * return the text with its capture tokens, "Cc2n Cc3x"). */
  text: string;
  /** Its steps, the same objects as `legalSteps()` gives (kind and capture of each). */
  steps: Step[];
}

/** How a game ended. */
export interface Outcome {
  /** The winner, or null for a draw (rules before 2008 only). */
  winner: Color | null;
  /** The arimaa.com termination letter: g goal, e elimination, m immobilization, t time,
   * r resignation, i illegal move, f forfeit, a abandoned, s score, p repetition, n no rabbits. */
  termination: string;
  /** The termination's English name as per-game records write it ("Goal", "Resignation", ...). */
  reason: string;
}

/** A piece on a square, as `Position.pieces()` lists them. */
export interface PlacedPiece {
  /** The square. */
  square: string;
  /** The piece. */
  piece: PieceLetter;
}

/** The verdict on a game record (`GameRecord.verify()`), as the CLI's `arimaa replay`,
 * Python's `GameRecord.verify()` and C's `arimaa_record_verify` give it. */
export interface Verdict {
  /** "ok"; "old-rules" (legal only under the rules before 2008-07-01); "illegal" (a turn is
   * refused); "mismatch" (the recorded result is not the rules'). */
  verdict: 'ok' | 'old-rules' | 'illegal' | 'mismatch';
  /** The turn concerned ("15g"), for "old-rules" and "illegal". */
  label: string | null;
  /** The rule concerned, for "old-rules" and "illegal". */
  rule: string | null;
  /** The rule's stable code (0 when none). */
  code: number;
  /** The input line (1-based) of the refused turn, for "illegal". */
  line: number | null;
  /** The column (1-based) of the refused turn's label, for "illegal". */
  column: number | null;
  /** The core's text of the verdict. */
  message: string;
}

/** Options of `Position.fromShort` and `Position.fromDiagram`. */
export interface ParseOptions {
  /** true (default): refuse boards that cannot occur in a game (InvalidPositionError).
   * false: accept them (composed problems, extra material); the rules apply unchanged. */
  strict?: boolean;
}

/** Options of `legalMoves`. */
export interface MovesOptions {
  /** At most this many moves (all by default). */
  limit?: number;
}

/** An arrow of `Position.svg`. */
export interface SvgArrow {
  /** Where the arrow starts. */
  from: string;
  /** Where it points (the same square gives a ring). */
  to: string;
  /** Any SVG/CSS colour (default the core's arrow green). */
  color?: string;
}

/** Options of `Position.svg` (the core's `SvgOptions`). */
export interface SvgOptions {
  /** Silver's view: the board turned by 180 degrees. */
  flipped?: boolean;
  /** Width and height in pixels (default 440). */
  size?: number;
  /** Files and ranks around the board (default true). */
  coordinates?: boolean;
  /** Outline frozen pieces (dashed, class "frozen"). */
  frozen?: boolean;
  /** The move that led to this position (capture tokens allowed), drawn as arrows. */
  lastMove?: string | null;
  /** Extra arrows, in order. */
  arrows?: SvgArrow[];
  /** Square fills: square name to colour. */
  fill?: Record<string, string> | Map<string, string> | Array<[string, string]>;
}

/** Options of `new Game` and `Game.fromPosition`. */
export interface GameOptions {
  /** Accept setups with fewer pieces. */
  handicap?: boolean;
  /** The server rules before 2008-07-01: no end-of-game enforcement, no third-repetition rule. */
  lenient?: boolean;
}

/** Options of record replays: `lenient` undefined = the rules of the record's date. */
export interface RecordOptions {
  /** true / false force the old or today's rules; undefined judges by the record's date. */
  lenient?: boolean | null;
  /** Accept setups with fewer pieces. */
  handicap?: boolean;
}

/** A turn of a game or a record. */
export interface TurnEntry {
  /** The turn label, e.g. "2g", "15s". */
  label: string;
  /** The setup or move text (for records also "takeback", "resign" or ""). */
  text: string;
}

/**
 * Loads the WebAssembly module; call (and await) it once before anything else. Without an
 * argument it reads the `.wasm` beside the module from disk in Node and fetches it in a
 * browser; or pass the bytes, a `Response`, a URL or a `WebAssembly.Module`. With
 * `require()` the module is loaded already and this resolves at once.
 */
export function init(input?: BufferSource | WebAssembly.Module | Response | URL | string): Promise<void>;

/** Loads the WebAssembly module synchronously from its bytes or a `WebAssembly.Module`
 * (workers, bundlers). Does nothing once loaded (and under `require()`). */
export function initSync(input?: BufferSource | WebAssembly.Module): void;

/** Every rule name the errors report, with its stable code (the same codes as Rust
 * `Rule::code()`, Python and C). */
export const RULES: Readonly<Record<string, number>>;

/** The action encoding's sizes: `actions` ids (257: `4 * square + direction`, then
 * `endMove` = 256), and `planes` channels of 64 values in `Position.planes()`. */
export const ACTION_SPACE: Readonly<{ actions: number; endMove: number; planes: number }>;

/** Base class of every error thrown for an input the rules refuse (wrong argument types
 * are `TypeError`s, unusable values `RangeError`s). */
export class ArimaaError extends Error {
  /** The core's short rule name ("frozen", "notation", "square_taken", ...). */
  readonly rule: string;
  /** The rule's stable code (`RULES[rule]`). */
  readonly code: number;
}

/** Text that does not follow the notation. */
export class NotationError extends ArimaaError {
  /** The line (1-based), when the input has lines. */
  readonly line: number | null;
  /** The column (1-based, in bytes of the UTF-8 text). */
  readonly column: number | null;
}

/** A step, move, setup or action that breaks a rule (`rule` names it). */
export class IllegalMoveError extends ArimaaError {
  /** The 0-based index of the refused step in its move, when a step was refused. */
  readonly step: number | null;
  /** The turn label of a refused turn of a record ("15g"). */
  readonly label: string | null;
  /** The line (1-based) of a refused turn of a record. */
  readonly line: number | null;
  /** The column (1-based) of a refused turn's label in a record. */
  readonly column: number | null;
}

/** A board that cannot occur in a game: rule "board_too_many_of_kind", "unguarded_trap",
 * or "square_taken" (`fromPieces` given one square twice). */
export class InvalidPositionError extends ArimaaError {}

/**
 * A position: the board, the side to move, the move number and the steps taken in the
 * current move. Mutable: `playStep`, `endMove`, `play` and `playAction` change it;
 * `clone()` copies. Freed when collected; `free()` releases it at once.
 */
export class Position {
  private constructor();
  /** The usual opening (AEI `BASIC_SETUP`), gold to move, move 2. */
  static standard(): Position;
  /** Reads the AEI short form `g [<64 squares>]` (rank 8 first, space or `.` empty), with
   * an optional move number. Throws NotationError or InvalidPositionError. */
  static fromShort(text: string, options?: ParseOptions): Position;
  /** Reads the AEI long diagram (as `toString()` writes it). Throws NotationError or
   * InvalidPositionError. */
  static fromDiagram(text: string, options?: ParseOptions): Position;
  /** A position from its pieces (as `pieces()` lists them), `sideToMove` (default gold)
   * at the start of move 2. Throws NotationError for a bad square name or piece letter,
   * InvalidPositionError (rule "square_taken") for a square given twice, or for a board the
   * rules refuse (with `strict`, the default: more pieces of a kind than a side has, a
   * piece alone on a trap; `strict: false` allows the latter, as `fromShort` does). */
  static fromPieces(pieces: ReadonlyArray<PlacedPiece>, sideToMove?: Color, options?: ParseOptions): Position;
  /** A copy. */
  clone(): Position;
  /** Same board, side to move and current-move state (the move number is not compared). */
  equals(other: Position): boolean;
  /** Releases the WebAssembly memory now; the object is unusable afterwards. */
  free(): void;
  /** The AEI short form. */
  toShort(): string;
  /** The AEI long diagram. */
  toString(): string;
  /** The side to move. */
  readonly sideToMove: Color;
  /** The move number (2 for the first move after the setups). */
  readonly moveNumber: number;
  /** Steps taken in the current move (0 to 4). */
  readonly stepsTaken: number;
  /** The steps taken in the current move, as text ("" at the start of a move). */
  readonly currentMove: string;
  /** The piece on `square`, or null. Throws NotationError for a bad square name. */
  pieceAt(square: string): PieceLetter | null;
  /** Every piece, a1 first. */
  pieces(): PlacedPiece[];
  /** Whether the piece on `square` is frozen (next to a stronger enemy, no friend); false
   * for an empty square. */
  isFrozen(square: string): boolean;
  /** The legal next steps of the current move (of the piece on `from` only, if given),
   * with the kind and capture of each. */
  legalSteps(from?: string): Step[];
  /** Takes one step (text or a `Step`); returns it with its kind and capture. Throws
   * IllegalMoveError (`rule`, `step`) or NotationError; the position is unchanged then. */
  playStep(step: string | Step): Step;
  /** Takes back the last step of the current move; null at the start of a move. */
  undoStep(): Step | null;
  /** The pending push: the pushed enemy piece and the square it left, which a stronger
   * friendly piece must enter next; null when no push is pending. */
  pendingPush(): Capture | null;
  /** Whether the current move may end now (at least one step, no pending push, the board
   * changed). */
  canEndMove(): boolean;
  /** Ends the current move (the other side is to move); returns its text with capture
   * tokens. Throws IllegalMoveError ("empty_move", "push_incomplete", "no_change"). */
  endMove(): string;
  /** Plays a whole move given as text (capture tokens are checked) and ends it; returns
   * the move as played, with its capture tokens ("Cc2n Cc3x"), as `Game.play` does. Throws
   * IllegalMoveError or NotationError; the position is unchanged then. */
  play(move: string): string;
  /** The number of unique legal moves (distinct boards after a whole move, the unchanged
   * board excluded, no history): 3,353 at the opening. */
  countMoves(): number;
  /** The unique legal moves (one per distinct resulting board), at most `limit`, each with
   * its steps. */
  legalMoves(options?: MovesOptions): Move[];
  /** A move that ends with a rabbit of the side to move on its goal rank, or null. */
  goalMove(): Move | null;
  /** Whether the side to move has no legal move. */
  isImmobilized(): boolean;
  /** The result if the move that led here ended the game (goal, elimination,
   * immobilization, in the official order), else null. */
  outcomeAfterMove(): Outcome | null;
  /** The board as a standalone SVG document (the core's renderer). Throws NotationError
   * for a bad square or move text, RangeError when `lastMove` does not end here. */
  svg(options?: SvgOptions): string;
  /** The legal-action mask: 257 bytes, 1 where the action is legal (ids `4 * square +
   * direction`, 256 ends the move; squares and directions in `perspective`'s view, silver
   * flips the ranks). A step is legal only when the move can still be finished after it. */
  legalActionMask(perspective?: Color): Uint8Array;
  /** The legal action ids, increasing (the ones set in `legalActionMask`): a new array
   * that owns its `ArrayBuffer` (transfer it freely). */
  legalActions(perspective?: Color): Int32Array;
  /** The input planes, `ACTION_SPACE.planes * 64` floats (channel, rank, file), in
   * `perspective`'s view. */
  planes(perspective?: Color): Float32Array;
  /** Plays an action id (a step, or 256 to end the move) given in `perspective`'s view.
   * Throws IllegalMoveError (the step or move rule, or "dead_end", "action_out_of_range"). */
  playAction(action: number, perspective?: Color): void;
}

/**
 * A game from the setups (or a given position) to the result: the game's rules (third
 * repetition, end of game) apply to every move, played whole (`play`) or step by step
 * (`playStep` ... `endMove`).
 */
export class Game {
  /** A new game in its setup phase (gold sets up, then silver). */
  constructor(options?: GameOptions);
  /** A game that starts at `position` (past the setups). */
  static fromPosition(position: Position, options?: GameOptions): Game;
  /** Replays a per-game record (or an archive text holding one game). Throws
   * NotationError or IllegalMoveError (with `label`). */
  static fromRecord(text: string, options?: RecordOptions): Game;
  /** Releases the WebAssembly memory now. */
  free(): void;
  /** The game's headers (Event, White, ...), written by `toRecord()`. */
  headers: Map<string, string>;
  /** Plays one turn: a setup ("Ra1 Rb1 ...") during the setup phase, else a move (capture
   * tokens checked). Steps taken with `playStep` are dropped first. Returns the turn as
   * played. Throws IllegalMoveError or NotationError; the game is unchanged then. */
  play(text: string): string;
  /** Takes one step of the current move. Throws IllegalMoveError (the step's rule, or
   * "setup_expected", "game_over"). */
  playStep(step: string | Step): Step;
  /** Takes back the last step of the current move; null when none is taken. */
  undoStep(): Step | null;
  /** Ends the move made of the steps taken, with the game's rules; returns its text.
   * Throws IllegalMoveError ("empty_move", "push_incomplete", "no_change",
   * "third_repetition", ...); the steps stay then. */
  endMove(): string;
  /** The steps taken in the current move, as text. */
  readonly currentMove: string;
  /** Takes back the steps taken, or else the last turn; returns its text, or null at the
   * start. */
  takeback(): string | null;
  /** The side to move resigns; returns the result. Throws IllegalMoveError ("game_over"). */
  resign(): Outcome;
  /** The current position, with the steps taken: a new copy at each call, yours to
   * change (freed when collected). */
  position(): Position;
  /** Whose turn it is (to set up or to move). */
  readonly sideToMove: Color;
  /** The label of the next turn ("12s"). */
  readonly nextLabel: string;
  /** Whether the game is in its setup phase. */
  readonly isSetupPhase: boolean;
  /** The options the game was created with (one frozen object). */
  readonly options: { handicap: boolean; lenient: boolean };
  /** Every turn so far, setups included, capture tokens written. */
  history(): TurnEntry[];
  /** The result, or null while the game goes on. */
  outcome(): Outcome | null;
  /** Whether the game has a result. */
  readonly isOver: boolean;
  /** The legal moves of the side to move from the start of its turn (steps taken with
   * `playStep` are not part of them: `position().legalSteps()` continues those), without
   * third repetitions; empty during setup and after the end. */
  legalMoves(options?: MovesOptions): Move[];
  /** The game in the per-game record format (headers, a blank line, one turn per line). */
  toRecord(): string;
}

/** One game record: headers and turns, not yet checked against the rules. */
export class GameRecord {
  private constructor();
  /** Reads one record in the per-game format. Throws NotationError (line, column). */
  static parse(text: string): GameRecord;
  /** Releases the WebAssembly memory now. */
  free(): void;
  /** The game id (archive `id`, per-game `GameId`), or null. */
  readonly id: string | null;
  /** Every header as written, in input order (a new Map each call). */
  headers(): Map<string, string>;
  /** The turn lines in record order. */
  turns(): TurnEntry[];
  /** Whether the archive flags the record as corrupt. */
  readonly isCorrupt: boolean;
  /** The recorded result, or null. */
  outcome(): Outcome | null;
  /** The record in the per-game format. */
  toText(): string;
  /** The record in the per-game format. */
  toString(): string;
  /** Replays the record into a Game. Throws IllegalMoveError (with `label`) or NotationError. */
  replay(options?: RecordOptions): Game;
  /** The verdict on the record; never throws for a rule. */
  verify(options?: RecordOptions): Verdict;
}

/** The games of `text`: an arimaa.com archive (a header line, one game per line) or one
 * per-game record. Throws NotationError. */
export function readGames(text: string): GameRecord[];

/** Options of `botMove` and `botAnalyze`. A value of the wrong type is a TypeError; a
 * number out of range (negative, NaN, a fraction where an integer is needed) or an unknown
 * kind is a RangeError. */
export interface BotOptions {
  /** The time to think, in milliseconds (a finite number >= 0; read from
   * `performance.now()`). Default 1000 when `nodes` is not given; with `nodes` alone there
   * is no time limit. The bot answers at its first check past the time (only the
   * generation of one move list, not interruptible, can make it late). */
  timeMs?: number;
  /** At most this many nodes (steps the search plays and turns it ends, each one node), an
   * integer from 0 to 2^53 - 1. Without `timeMs` the answer is deterministic: the same
   * game, seed, nodes and `hashMb` give the same move on every platform, as in Rust
   * `arimaa-bot`. */
  nodes?: number;
  /** The seed of the bot's random tie-breaks, an integer from 0 to 2^53 - 1 (default 1,
   * as `arimaa play`). */
  seed?: number;
  /** `"search"` (default, `bot` in the CLI): the step-based search, which uses its whole
   * time; `"classic"` (`bot:classic`): the first built-in bot, two plies of whole moves;
   * `"greedy"` (`bot:greedy`): the one-move bot. */
  kind?: 'search' | 'classic' | 'greedy';
  /** The size of the search's transposition table in MiB, an integer from 1 to 1024
   * (default 32): the memory it takes is bounded by it, allocated once per call. The
   * search bot only. */
  hashMb?: number;
  /** Search at most this many steps deep (4 steps are one whole turn), an integer from 1
   * to 2^32 - 1 (default: no limit but the time or nodes): a weaker, quicker bot. The
   * search bot only. */
  maxDepth?: number;
}

/** Options of `botAnalyze`: those of `botMove` and a progress callback. */
export interface BotAnalyzeOptions extends BotOptions {
  /** Called on the calling thread each time the search reports (the best move or the
   * depth changed; the search bot after each completed depth), with the analysis so far.
   * An exception it throws stops the search (it is not called again) and is rethrown by
   * `botAnalyze`. In a Web
   * Worker, `postMessage` from here reaches the page while the search goes on. */
  onProgress?: (analysis: BotAnalysis) => void;
}

/** What the bot found: its turn and the search behind it. */
export interface BotAnalysis {
  /** The turn, exactly as `botMove` returns it: the text `game.play(text)` accepts. */
  move: string;
  /** The depth of the last completed search, in steps (4 steps are one whole turn); 0 for
   * a setup and for the classic and greedy bots. */
  depth: number;
  /** How good the move is for the side to move, in the evaluation's units: about 1000 per
   * elephant's worth of advantage, positive when the side to move is ahead. A won game
   * is 30000 less the number of steps to the win, a lost one its negation (so
   * `Math.abs(score) >= 29000` means the search sees the end). 0 for a setup and for the
   * classic and greedy bots. */
  score: number;
  /** The nodes searched (steps played and turns ended, each one node); 0 for a setup. */
  nodes: number;
  /** The principal variation: `move`, then the replies the search expects, one text per
   * turn (the last may be a partial turn where the search's horizon fell). */
  pv: string[];
}

/**
 * The built-in bot's turn for the side to move of `game` (the bot of `arimaa play` and
 * `arimaa aei`, Rust crate `arimaa-bot`): during the setup phase its setup's placements
 * ("Ra1 Rb1 ..."), else its move's steps in notation ("Ed2n Ed3n"): exactly the text
 * `game.play(text)` accepts. Null when the game is over. Steps taken with `playStep` are
 * ignored, and `game` is not changed. Runs on the calling thread: in a page, call it in a
 * Web Worker so that the page keeps answering. Throws TypeError when `game` is not a Game
 * or an option has the wrong type, RangeError for an option's bad value (negative, NaN,
 * not an integer, out of range, unknown kind). `botAnalyze` gives the same turn with the
 * search's depth, score, nodes and line.
 */
export function botMove(game: Game, options?: BotOptions): string | null;

/**
 * Like `botMove` (the same turn for the same options), with what the search found: the
 * depth, the score, the nodes and the principal variation (`BotAnalysis`). Null when the
 * game is over. `onProgress` follows the search while it runs. Throws as `botMove` does,
 * and rethrows what `onProgress` throws.
 */
export function botAnalyze(game: Game, options?: BotAnalyzeOptions): BotAnalysis | null;
