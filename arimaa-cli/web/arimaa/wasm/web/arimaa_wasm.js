/**
 * Room for every action id (`ACTIONS` of them) in the module's memory, written by
 * [`RawPosition::write_legal_actions`] and read by the JavaScript layer at
 * [`ActionBuffer::ptr`] (one buffer for the whole module).
 */
export class ActionBuffer {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        ActionBufferFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_actionbuffer_free(ptr, 0);
    }
    /**
     * A buffer of `ACTIONS` zeros.
     */
    constructor() {
        const ret = wasm.actionbuffer_new();
        this.__wbg_ptr = ret;
        ActionBufferFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The byte address of the ids in the module's memory (`wasmMemory().buffer`).
     * @returns {number}
     */
    ptr() {
        const ret = wasm.actionbuffer_ptr(this.__wbg_ptr);
        return ret >>> 0;
    }
}
if (Symbol.dispose) ActionBuffer.prototype[Symbol.dispose] = ActionBuffer.prototype.free;

/**
 * What went wrong, as the JavaScript layer reads it (see the module documentation).
 */
export class ErrorInfo {
    static __wrap(ptr) {
        const obj = Object.create(ErrorInfo.prototype);
        obj.__wbg_ptr = ptr;
        ErrorInfoFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        ErrorInfoFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_errorinfo_free(ptr, 0);
    }
    /**
     * The core's stable rule code ([`Rule::code`]), 0 when the refusal has no [`Rule`].
     * @returns {number}
     */
    get code() {
        const ret = wasm.errorinfo_code(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The column (1-based) of a notation or record error, when known.
     * @returns {number | undefined}
     */
    get column() {
        const ret = wasm.errorinfo_column(this.__wbg_ptr);
        return ret === Number.MAX_SAFE_INTEGER ? undefined : ret;
    }
    /**
     * `"notation"`, `"illegal_move"`, `"invalid_position"` or `"argument"`.
     * @returns {string}
     */
    get kind() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.errorinfo_kind(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The turn label (`"15g"`) of a refused turn of a record.
     * @returns {string | undefined}
     */
    get label() {
        const ret = wasm.errorinfo_label(this.__wbg_ptr);
        let v1;
        if (ret[0] !== 0) {
            v1 = getStringFromWasm0(ret[0], ret[1]);
            wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        }
        return v1;
    }
    /**
     * The line (1-based) of a notation or record error, when known.
     * @returns {number | undefined}
     */
    get line() {
        const ret = wasm.errorinfo_line(this.__wbg_ptr);
        return ret === Number.MAX_SAFE_INTEGER ? undefined : ret;
    }
    /**
     * The core's message.
     * @returns {string}
     */
    get message() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.errorinfo_message(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The core's short rule name (`"frozen"`, `"notation"`, ...), `""` when none.
     * @returns {string}
     */
    get rule() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.errorinfo_rule(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The index (0-based) of the refused step in its move, when a step was refused.
     * @returns {number | undefined}
     */
    get step() {
        const ret = wasm.errorinfo_step(this.__wbg_ptr);
        return ret === Number.MAX_SAFE_INTEGER ? undefined : ret;
    }
}
if (Symbol.dispose) ErrorInfo.prototype[Symbol.dispose] = ErrorInfo.prototype.free;

/**
 * A game from the setups (or a given position) to the result.
 */
export class RawGame {
    static __wrap(ptr) {
        const obj = Object.create(RawGame.prototype);
        obj.__wbg_ptr = ptr;
        RawGameFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        RawGameFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_rawgame_free(ptr, 0);
    }
    /**
     * The steps taken in the current move, as text (`""` when none).
     * @returns {string}
     */
    currentMove() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawgame_currentMove(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Ends the move made of the steps taken (the game's rules: repetition, result).
     * Returns the move's text with capture tokens.
     * @returns {string}
     */
    endMove() {
        let deferred2_0;
        let deferred2_1;
        try {
            const ret = wasm.rawgame_endMove(this.__wbg_ptr);
            var ptr1 = ret[0];
            var len1 = ret[1];
            if (ret[3]) {
                ptr1 = 0; len1 = 0;
                throw takeFromExternrefTable0(ret[2]);
            }
            deferred2_0 = ptr1;
            deferred2_1 = len1;
            return getStringFromWasm0(ptr1, len1);
        } finally {
            wasm.__wbindgen_free(deferred2_0, deferred2_1, 1);
        }
    }
    /**
     * A game that starts at `position` (past the setups).
     * @param {RawPosition} position
     * @param {boolean} handicap
     * @param {boolean} lenient
     * @returns {RawGame}
     */
    static fromPosition(position, handicap, lenient) {
        _assertClass(position, RawPosition);
        const ret = wasm.rawgame_fromPosition(position.__wbg_ptr, handicap, lenient);
        return RawGame.__wrap(ret);
    }
    /**
     * Replays a per-game record (or an archive text holding one game).
     * @param {string} text
     * @param {boolean | null | undefined} lenient
     * @param {boolean} handicap
     * @returns {RawGame}
     */
    static fromRecord(text, lenient, handicap) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawgame_fromRecord(ptr0, len0, isLikeNone(lenient) ? 0xFFFFFF : lenient ? 1 : 0, handicap);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return RawGame.__wrap(ret[0]);
    }
    /**
     * The game's headers as `[name, value, ...]`.
     * @returns {string[]}
     */
    headers() {
        const ret = wasm.rawgame_headers(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The moves' and setups' count so far.
     * @returns {number}
     */
    historyLength() {
        const ret = wasm.rawgame_historyLength(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Every turn so far as `[label, text, label, text, ...]`.
     * @returns {string[]}
     */
    history() {
        const ret = wasm.rawgame_history(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Whether the game has a result.
     * @returns {boolean}
     */
    isOver() {
        const ret = wasm.rawgame_isOver(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Whether the game is in its setup phase.
     * @returns {boolean}
     */
    isSetupPhase() {
        const ret = wasm.rawgame_isSetupPhase(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The legal moves without third repetitions, at most `limit`, as text.
     * @param {number | null} [limit]
     * @returns {string[]}
     */
    legalMoves(limit) {
        const ret = wasm.rawgame_legalMoves(this.__wbg_ptr, isLikeNone(limit) ? Number.MAX_SAFE_INTEGER : (limit) >>> 0);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The moves played (setups excluded), as text without capture tokens.
     * @returns {string[]}
     */
    moves() {
        const ret = wasm.rawgame_moves(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * A new game in its setup phase.
     * @param {boolean} handicap
     * @param {boolean} lenient
     */
    constructor(handicap, lenient) {
        const ret = wasm.rawgame_new(handicap, lenient);
        this.__wbg_ptr = ret;
        RawGameFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The label of the next turn (`"12s"`).
     * @returns {string}
     */
    nextLabel() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawgame_nextLabel(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The options the game was created with: `[handicap, lenient]` (1 = on); a
     * free-setup game counts as handicap (it implies it).
     * @returns {Uint8Array}
     */
    options() {
        const ret = wasm.rawgame_options(this.__wbg_ptr);
        var v1 = getArrayU8FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        return v1;
    }
    /**
     * The result (see `convert::outcome`), empty while the game goes on.
     * @returns {string[]}
     */
    outcome() {
        const ret = wasm.rawgame_outcome(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Takes one step of the current move. Refused, like a move, during the setup phase
     * and after the end of the game.
     * @param {string} step
     * @returns {Int32Array}
     */
    playStep(step) {
        const ptr0 = passStringToWasm0(step, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawgame_playStep(this.__wbg_ptr, ptr0, len0);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        var v2 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v2;
    }
    /**
     * Plays one turn given as text (a setup during the setup phase, else a move); the
     * steps taken so far are dropped first. Returns the turn as played.
     * @param {string} text
     * @returns {string}
     */
    play(text) {
        let deferred3_0;
        let deferred3_1;
        try {
            const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
            const len0 = WASM_VECTOR_LEN;
            const ret = wasm.rawgame_play(this.__wbg_ptr, ptr0, len0);
            var ptr2 = ret[0];
            var len2 = ret[1];
            if (ret[3]) {
                ptr2 = 0; len2 = 0;
                throw takeFromExternrefTable0(ret[2]);
            }
            deferred3_0 = ptr2;
            deferred3_1 = len2;
            return getStringFromWasm0(ptr2, len2);
        } finally {
            wasm.__wbindgen_free(deferred3_0, deferred3_1, 1);
        }
    }
    /**
     * The current position, with the steps taken so far.
     * @returns {RawPosition}
     */
    position() {
        const ret = wasm.rawgame_position(this.__wbg_ptr);
        return RawPosition.__wrap(ret);
    }
    /**
     * The side to move resigns; returns the result.
     * @returns {string[]}
     */
    resign() {
        const ret = wasm.rawgame_resign(this.__wbg_ptr);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Replaces the game's headers with `[name, value, ...]`. A `NotationError` for a name
     * the per-game record could not read back (the core's `is_header_name`: one ASCII
     * word starting with a letter); the headers are then unchanged.
     * @param {string[]} flat
     */
    setHeaders(flat) {
        const ptr0 = passArrayJsValueToWasm0(flat, wasm.__wbindgen_malloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawgame_setHeaders(this.__wbg_ptr, ptr0, len0);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * `"gold"` or `"silver"`: whose turn it is.
     * @returns {string}
     */
    sideToMove() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawgame_sideToMove(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Takes back the steps taken, or else the last turn; returns the turn's text
     * (`undefined` at the start).
     * @returns {string | undefined}
     */
    takeback() {
        const ret = wasm.rawgame_takeback(this.__wbg_ptr);
        let v1;
        if (ret[0] !== 0) {
            v1 = getStringFromWasm0(ret[0], ret[1]);
            wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        }
        return v1;
    }
    /**
     * The game in the per-game record format (the core's `Game::to_record`).
     * @returns {string}
     */
    toRecord() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawgame_toRecord(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Takes back the last step of the current move; returns it (empty when none).
     * @returns {Int32Array}
     */
    undoStep() {
        const ret = wasm.rawgame_undoStep(this.__wbg_ptr);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
}
if (Symbol.dispose) RawGame.prototype[Symbol.dispose] = RawGame.prototype.free;

/**
 * A position: board, side to move, move number and the steps taken in the current move.
 */
export class RawPosition {
    static __wrap(ptr) {
        const obj = Object.create(RawPosition.prototype);
        obj.__wbg_ptr = ptr;
        RawPositionFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        RawPositionFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_rawposition_free(ptr, 0);
    }
    /**
     * Whether the current move may end now.
     * @returns {boolean}
     */
    canEndMove() {
        const ret = wasm.rawposition_canEndMove(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * A copy.
     * @returns {RawPosition}
     */
    clone() {
        const ret = wasm.rawposition_clone(this.__wbg_ptr);
        return RawPosition.__wrap(ret);
    }
    /**
     * The number of unique legal moves.
     * @returns {number}
     */
    countMoves() {
        const ret = wasm.rawposition_countMoves(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The steps taken in the current move, as text.
     * @returns {string}
     */
    currentMove() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawposition_currentMove(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Ends the current move; returns its text with capture tokens.
     * @returns {string}
     */
    endMove() {
        let deferred2_0;
        let deferred2_1;
        try {
            const ret = wasm.rawposition_endMove(this.__wbg_ptr);
            var ptr1 = ret[0];
            var len1 = ret[1];
            if (ret[3]) {
                ptr1 = 0; len1 = 0;
                throw takeFromExternrefTable0(ret[2]);
            }
            deferred2_0 = ptr1;
            deferred2_1 = len1;
            return getStringFromWasm0(ptr1, len1);
        } finally {
            wasm.__wbindgen_free(deferred2_0, deferred2_1, 1);
        }
    }
    /**
     * Same board, side to move and current-move state (the core's `==`).
     * @param {RawPosition} other
     * @returns {boolean}
     */
    equals(other) {
        _assertClass(other, RawPosition);
        const ret = wasm.rawposition_equals(this.__wbg_ptr, other.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The AEI long diagram.
     * @param {string} text
     * @param {boolean} strict
     * @returns {RawPosition}
     */
    static fromDiagram(text, strict) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_fromDiagram(ptr0, len0, strict);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return RawPosition.__wrap(ret[0]);
    }
    /**
     * The AEI short form (`g [<64 characters>]`); `strict` = every board check.
     * @param {string} text
     * @param {boolean} strict
     * @returns {RawPosition}
     */
    static fromShort(text, strict) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_fromShort(ptr0, len0, strict);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return RawPosition.__wrap(ret[0]);
    }
    /**
     * A move that reaches the goal now, as text, or `undefined`.
     * @returns {string | undefined}
     */
    goalMove() {
        const ret = wasm.rawposition_goalMove(this.__wbg_ptr);
        let v1;
        if (ret[0] !== 0) {
            v1 = getStringFromWasm0(ret[0], ret[1]);
            wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        }
        return v1;
    }
    /**
     * Whether the piece on `square` is frozen (`false` for an empty square).
     * @param {string} square
     * @returns {boolean}
     */
    isFrozen(square) {
        const ptr0 = passStringToWasm0(square, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_isFrozen(this.__wbg_ptr, ptr0, len0);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return ret[0] !== 0;
    }
    /**
     * Whether the side to move has no legal move.
     * @returns {boolean}
     */
    isImmobilized() {
        const ret = wasm.rawposition_isImmobilized(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The legal-action mask (257 bytes, 1 = legal) in gold's view, or silver's.
     * @param {boolean} silver
     * @returns {Uint8Array}
     */
    legalActionMask(silver) {
        const ret = wasm.rawposition_legalActionMask(this.__wbg_ptr, silver);
        var v1 = getArrayU8FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        return v1;
    }
    /**
     * The legal action ids, increasing (the core's compact set, listed).
     * @param {boolean} silver
     * @returns {Int32Array}
     */
    legalActions(silver) {
        const ret = wasm.rawposition_legalActions(this.__wbg_ptr, silver);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The unique legal moves as text, at most `limit`.
     * @param {number | null} [limit]
     * @returns {string[]}
     */
    legalMoves(limit) {
        const ret = wasm.rawposition_legalMoves(this.__wbg_ptr, isLikeNone(limit) ? Number.MAX_SAFE_INTEGER : (limit) >>> 0);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The legal next steps (of the piece on `from` only, if given), each as the seven
     * numbers of [`convert::push_step`], with the capture each would cause.
     * @param {string | null} [from]
     * @returns {Int32Array}
     */
    legalSteps(from) {
        var ptr0 = isLikeNone(from) ? 0 : passStringToWasm0(from, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        var len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_legalSteps(this.__wbg_ptr, ptr0, len0);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        var v2 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v2;
    }
    /**
     * The move number (2 for the first move after the setups).
     * @returns {number}
     */
    moveNumber() {
        const ret = wasm.rawposition_moveNumber(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The result if the move that led here ended the game (see `convert::outcome`).
     * @returns {string[]}
     */
    outcomeAfterMove() {
        const ret = wasm.rawposition_outcomeAfterMove(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The pending push as `[pushed piece letter code, vacated square index]`, or empty.
     * @returns {Int32Array}
     */
    pendingPush() {
        const ret = wasm.rawposition_pendingPush(this.__wbg_ptr);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The piece letter on `square`, or `undefined`.
     * @param {string} square
     * @returns {string | undefined}
     */
    pieceAt(square) {
        const ptr0 = passStringToWasm0(square, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_pieceAt(this.__wbg_ptr, ptr0, len0);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        let v2;
        if (ret[0] !== 0) {
            v2 = getStringFromWasm0(ret[0], ret[1]);
            wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        }
        return v2;
    }
    /**
     * Every piece as `[square index, piece letter code, ...]`, a1 first.
     * @returns {Int32Array}
     */
    pieces() {
        const ret = wasm.rawposition_pieces(this.__wbg_ptr);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The input planes (`PLANES * 64` floats) in gold's or silver's view.
     * @param {boolean} silver
     * @returns {Float32Array}
     */
    planes(silver) {
        const ret = wasm.rawposition_planes(this.__wbg_ptr, silver);
        var v1 = getArrayF32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Plays an action id (a step, or the end of the move) given in gold's or silver's
     * view.
     * @param {number} action
     * @param {boolean} silver
     */
    playAction(action, silver) {
        const ret = wasm.rawposition_playAction(this.__wbg_ptr, action, silver);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * Plays one step of the current move (text such as `"Ed2n"`); returns it as seven
     * numbers. Refused steps leave the position unchanged.
     * @param {string} step
     * @returns {Int32Array}
     */
    playStep(step) {
        const ptr0 = passStringToWasm0(step, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_playStep(this.__wbg_ptr, ptr0, len0);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        var v2 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v2;
    }
    /**
     * Plays a whole move given as text (capture tokens checked) and ends it.
     * @param {string} text
     */
    play(text) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawposition_play(this.__wbg_ptr, ptr0, len0);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * `"gold"` or `"silver"`.
     * @returns {string}
     */
    sideToMove() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawposition_sideToMove(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The usual opening (AEI `BASIC_SETUP`), gold to move, move 2.
     * @returns {RawPosition}
     */
    static standard() {
        const ret = wasm.rawposition_standard();
        return RawPosition.__wrap(ret);
    }
    /**
     * Steps taken in the current move.
     * @returns {number}
     */
    stepsTaken() {
        const ret = wasm.rawposition_stepsTaken(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The core's SVG picture (options left `undefined` keep the core's default).
     * `last_move`: the move that led here (text, capture tokens
     * allowed); `arrows`: `[from, to, colour, ...]` (colour `""` = the default); `fill`:
     * `[square, colour, ...]`.
     * @param {boolean | null | undefined} flipped
     * @param {number | null | undefined} size
     * @param {boolean | null | undefined} coordinates
     * @param {boolean | null | undefined} frozen
     * @param {string | null | undefined} last_move
     * @param {string[]} arrows
     * @param {string[]} fill
     * @returns {string}
     */
    svg(flipped, size, coordinates, frozen, last_move, arrows, fill) {
        let deferred5_0;
        let deferred5_1;
        try {
            var ptr0 = isLikeNone(last_move) ? 0 : passStringToWasm0(last_move, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
            var len0 = WASM_VECTOR_LEN;
            const ptr1 = passArrayJsValueToWasm0(arrows, wasm.__wbindgen_malloc);
            const len1 = WASM_VECTOR_LEN;
            const ptr2 = passArrayJsValueToWasm0(fill, wasm.__wbindgen_malloc);
            const len2 = WASM_VECTOR_LEN;
            const ret = wasm.rawposition_svg(this.__wbg_ptr, isLikeNone(flipped) ? 0xFFFFFF : flipped ? 1 : 0, isLikeNone(size) ? Number.MAX_SAFE_INTEGER : (size) >>> 0, isLikeNone(coordinates) ? 0xFFFFFF : coordinates ? 1 : 0, isLikeNone(frozen) ? 0xFFFFFF : frozen ? 1 : 0, ptr0, len0, ptr1, len1, ptr2, len2);
            var ptr4 = ret[0];
            var len4 = ret[1];
            if (ret[3]) {
                ptr4 = 0; len4 = 0;
                throw takeFromExternrefTable0(ret[2]);
            }
            deferred5_0 = ptr4;
            deferred5_1 = len4;
            return getStringFromWasm0(ptr4, len4);
        } finally {
            wasm.__wbindgen_free(deferred5_0, deferred5_1, 1);
        }
    }
    /**
     * The AEI long diagram.
     * @returns {string}
     */
    toDiagram() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawposition_toDiagram(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The AEI short form.
     * @returns {string}
     */
    toShort() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawposition_toShort(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Takes back the last step of the current move; returns it (empty at the move start).
     * @returns {Int32Array}
     */
    undoStep() {
        const ret = wasm.rawposition_undoStep(this.__wbg_ptr);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Writes the legal action ids, increasing, into `buffer` (as [`RawPosition::legal_actions`]);
     * returns how many. The JavaScript layer reads them from the module's memory, so a
     * step of a random game allocates no `Vec` here and no `ArrayBuffer` there.
     * @param {boolean} silver
     * @param {ActionBuffer} buffer
     * @returns {number}
     */
    writeLegalActions(silver, buffer) {
        _assertClass(buffer, ActionBuffer);
        const ret = wasm.rawposition_writeLegalActions(this.__wbg_ptr, silver, buffer.__wbg_ptr);
        return ret >>> 0;
    }
}
if (Symbol.dispose) RawPosition.prototype[Symbol.dispose] = RawPosition.prototype.free;

/**
 * One game record: headers and turns, not yet checked against the rules.
 */
export class RawRecord {
    static __wrap(ptr) {
        const obj = Object.create(RawRecord.prototype);
        obj.__wbg_ptr = ptr;
        RawRecordFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        RawRecordFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_rawrecord_free(ptr, 0);
    }
    /**
     * Every header as `[name, value, ...]`, in input order.
     * @returns {string[]}
     */
    headers() {
        const ret = wasm.rawrecord_headers(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The game id (archive `id`, per-game `GameId`).
     * @returns {string | undefined}
     */
    id() {
        const ret = wasm.rawrecord_id(this.__wbg_ptr);
        let v1;
        if (ret[0] !== 0) {
            v1 = getStringFromWasm0(ret[0], ret[1]);
            wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        }
        return v1;
    }
    /**
     * Whether the archive flags the record as corrupt.
     * @returns {boolean}
     */
    isCorrupt() {
        const ret = wasm.rawrecord_isCorrupt(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The recorded result (see `convert::outcome`).
     * @returns {string[]}
     */
    outcome() {
        const ret = wasm.rawrecord_outcome(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Reads one record in the per-game format.
     * @param {string} text
     * @returns {RawRecord}
     */
    static parse(text) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.rawrecord_parse(ptr0, len0);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return RawRecord.__wrap(ret[0]);
    }
    /**
     * Replays the record into a game.
     * @param {boolean | null | undefined} lenient
     * @param {boolean} handicap
     * @returns {RawGame}
     */
    replay(lenient, handicap) {
        const ret = wasm.rawrecord_replay(this.__wbg_ptr, isLikeNone(lenient) ? 0xFFFFFF : lenient ? 1 : 0, handicap);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return RawGame.__wrap(ret[0]);
    }
    /**
     * The record in the per-game format.
     * @returns {string}
     */
    toText() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.rawrecord_toText(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The turns as `[label, text, ...]` (`text`: the setup or move, `takeback`,
     * `resign`, or `""`).
     * @returns {string[]}
     */
    turns() {
        const ret = wasm.rawrecord_turns(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The core's verdict: `[name, label, rule, line, column, message]` (`""` where the
     * verdict has none).
     * @param {boolean | null | undefined} lenient
     * @param {boolean} handicap
     * @returns {string[]}
     */
    verify(lenient, handicap) {
        const ret = wasm.rawrecord_verify(this.__wbg_ptr, isLikeNone(lenient) ? 0xFFFFFF : lenient ? 1 : 0, handicap);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
}
if (Symbol.dispose) RawRecord.prototype[Symbol.dispose] = RawRecord.prototype.free;

/**
 * The number of action ids (257: 4 per square and direction, then the end of the move).
 * @returns {number}
 */
export function actionCount() {
    const ret = wasm.actionCount();
    return ret >>> 0;
}

/**
 * The bot's turn for the side to move of `game` (steps taken with `playStep` are
 * ignored): the setup's placements in the setup phase, else the move's steps in notation
 * (what `play` accepts), `undefined` when the game is over. See [`BotOptions::parse`] for
 * the options.
 *
 * # Errors
 * A bad option (an `"argument"` [`ErrorInfo`]).
 * @param {RawGame} game
 * @param {number | null} [time_ms]
 * @param {number | null} [nodes]
 * @param {number | null} [seed]
 * @param {string | null} [kind]
 * @returns {string | undefined}
 */
export function botMove(game, time_ms, nodes, seed, kind) {
    _assertClass(game, RawGame);
    var ptr0 = isLikeNone(kind) ? 0 : passStringToWasm0(kind, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    var len0 = WASM_VECTOR_LEN;
    const ret = wasm.botMove(game.__wbg_ptr, !isLikeNone(time_ms), isLikeNone(time_ms) ? 0 : time_ms, !isLikeNone(nodes), isLikeNone(nodes) ? 0 : nodes, !isLikeNone(seed), isLikeNone(seed) ? 0 : seed, ptr0, len0);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    let v2;
    if (ret[0] !== 0) {
        v2 = getStringFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
    }
    return v2;
}

/**
 * The action id that ends the move (the core's `END_MOVE`).
 * @returns {number}
 */
export function endMoveAction() {
    const ret = wasm.endMoveAction();
    return ret >>> 0;
}

/**
 * The colour (`"gold"`/`"silver"`) of a piece letter, or `undefined` for another text.
 * @param {string} letter
 * @returns {string | undefined}
 */
export function pieceColor(letter) {
    const ptr0 = passStringToWasm0(letter, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.pieceColor(ptr0, len0);
    let v2;
    if (ret[0] !== 0) {
        v2 = getStringFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
    }
    return v2;
}

/**
 * The number of input planes (channels of 64 values) of `RawPosition::planes`.
 * @returns {number}
 */
export function planeCount() {
    const ret = wasm.planeCount();
    return ret >>> 0;
}

/**
 * The games of `text`: an arimaa.com archive (header line, one game per line) or one
 * per-game record.
 * @param {string} text
 * @returns {RawRecord[]}
 */
export function readGames(text) {
    const ptr0 = passStringToWasm0(text, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.readGames(ptr0, len0);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    var v2 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v2;
}

/**
 * Every rule as `[name, code, name, code, ...]` (the core's [`Rule::ALL`]).
 * @returns {string[]}
 */
export function ruleCodes() {
    const ret = wasm.ruleCodes();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The square names by index (`a1` = 0 … `h8` = 63), from the core.
 * @returns {string[]}
 */
export function squareNames() {
    const ret = wasm.squareNames();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The module's `WebAssembly.Memory` (where [`ActionBuffer`] lives).
 * @returns {any}
 */
export function wasmMemory() {
    const ret = wasm.wasmMemory();
    return ret;
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg___wbindgen_memory_caa4a6165639c8b5: function() {
            const ret = wasm.memory;
            return ret;
        },
        __wbg___wbindgen_string_get_0380ccaa2f57f0d9: function(arg0, arg1) {
            const obj = arg1;
            const ret = typeof(obj) === 'string' ? obj : undefined;
            var ptr1 = isLikeNone(ret) ? 0 : passStringToWasm0(ret, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
            var len1 = WASM_VECTOR_LEN;
            getDataViewMemory0().setInt32(arg0 + 4 * 1, len1, true);
            getDataViewMemory0().setInt32(arg0 + 4 * 0, ptr1, true);
        },
        __wbg___wbindgen_throw_41e9ee4f547fc59a: function(arg0, arg1) {
            throw new Error(getStringFromWasm0(arg0, arg1));
        },
        __wbg_errorinfo_new: function(arg0) {
            const ret = ErrorInfo.__wrap(arg0);
            return ret;
        },
        __wbg_now_35321447616bb70e: function() {
            const ret = performance.now();
            return ret;
        },
        __wbg_rawrecord_new: function(arg0) {
            const ret = RawRecord.__wrap(arg0);
            return ret;
        },
        __wbindgen_generic_0000000000000001: function(arg0, arg1) {
            // Cast intrinsic for `Ref(String) -> Externref`.
            const ret = getStringFromWasm0(arg0, arg1);
            return ret;
        },
        __wbindgen_init_externref_table: function() {
            const table = wasm.__wbindgen_externrefs;
            const offset = table.grow(4);
            table.set(0, undefined);
            table.set(offset + 0, undefined);
            table.set(offset + 1, null);
            table.set(offset + 2, true);
            table.set(offset + 3, false);
        },
    };
    return {
        __proto__: null,
        "./arimaa_wasm_bg.js": import0,
    };
}

const ActionBufferFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_actionbuffer_free(ptr, 1));
const ErrorInfoFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_errorinfo_free(ptr, 1));
const RawGameFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_rawgame_free(ptr, 1));
const RawPositionFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_rawposition_free(ptr, 1));
const RawRecordFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_rawrecord_free(ptr, 1));

function addToExternrefTable0(obj) {
    const idx = wasm.__externref_table_alloc();
    wasm.__wbindgen_externrefs.set(idx, obj);
    return idx;
}

function _assertClass(instance, klass) {
    if (!(instance instanceof klass)) {
        throw new Error(`expected instance of ${klass.name}`);
    }
}

function getArrayF32FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getFloat32ArrayMemory0().subarray(ptr / 4, ptr / 4 + len);
}

function getArrayI32FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getInt32ArrayMemory0().subarray(ptr / 4, ptr / 4 + len);
}

function getArrayJsValueFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    const mem = getDataViewMemory0();
    const result = [];
    for (let i = ptr; i < ptr + 4 * len; i += 4) {
        result.push(wasm.__wbindgen_externrefs.get(mem.getUint32(i, true)));
    }
    wasm.__externref_drop_slice(ptr, len);
    return result;
}

function getArrayU8FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint8ArrayMemory0().subarray(ptr / 1, ptr / 1 + len);
}

let cachedDataViewMemory0 = null;
function getDataViewMemory0() {
    if (cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)) {
        cachedDataViewMemory0 = new DataView(wasm.memory.buffer);
    }
    return cachedDataViewMemory0;
}

let cachedFloat32ArrayMemory0 = null;
function getFloat32ArrayMemory0() {
    if (cachedFloat32ArrayMemory0 === null || cachedFloat32ArrayMemory0.byteLength === 0) {
        cachedFloat32ArrayMemory0 = new Float32Array(wasm.memory.buffer);
    }
    return cachedFloat32ArrayMemory0;
}

let cachedInt32ArrayMemory0 = null;
function getInt32ArrayMemory0() {
    if (cachedInt32ArrayMemory0 === null || cachedInt32ArrayMemory0.byteLength === 0) {
        cachedInt32ArrayMemory0 = new Int32Array(wasm.memory.buffer);
    }
    return cachedInt32ArrayMemory0;
}

function getStringFromWasm0(ptr, len) {
    return decodeText(ptr >>> 0, len);
}

let cachedUint8ArrayMemory0 = null;
function getUint8ArrayMemory0() {
    if (cachedUint8ArrayMemory0 === null || cachedUint8ArrayMemory0.byteLength === 0) {
        cachedUint8ArrayMemory0 = new Uint8Array(wasm.memory.buffer);
    }
    return cachedUint8ArrayMemory0;
}

function isLikeNone(x) {
    return x === undefined || x === null;
}

function passArrayJsValueToWasm0(array, malloc) {
    const ptr = malloc(array.length * 4, 4) >>> 0;
    for (let i = 0; i < array.length; i++) {
        const add = addToExternrefTable0(array[i]);
        getDataViewMemory0().setUint32(ptr + 4 * i, add, true);
    }
    WASM_VECTOR_LEN = array.length;
    return ptr;
}

function passStringToWasm0(arg, malloc, realloc) {
    if (realloc === undefined) {
        const buf = cachedTextEncoder.encode(arg);
        const ptr = malloc(buf.length, 1) >>> 0;
        getUint8ArrayMemory0().subarray(ptr, ptr + buf.length).set(buf);
        WASM_VECTOR_LEN = buf.length;
        return ptr;
    }

    let len = arg.length;
    let ptr = malloc(len, 1) >>> 0;

    const mem = getUint8ArrayMemory0();

    let offset = 0;

    for (; offset < len; offset++) {
        const code = arg.charCodeAt(offset);
        if (code > 0x7F) break;
        mem[ptr + offset] = code;
    }
    if (offset !== len) {
        if (offset !== 0) {
            arg = arg.slice(offset);
        }
        ptr = realloc(ptr, len, len = offset + arg.length * 3, 1) >>> 0;
        const view = getUint8ArrayMemory0().subarray(ptr + offset, ptr + len);
        const ret = cachedTextEncoder.encodeInto(arg, view);

        offset += ret.written;
        ptr = realloc(ptr, len, offset, 1) >>> 0;
    }

    WASM_VECTOR_LEN = offset;
    return ptr;
}

function takeFromExternrefTable0(idx) {
    const value = wasm.__wbindgen_externrefs.get(idx);
    wasm.__externref_table_dealloc(idx);
    return value;
}

let cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
cachedTextDecoder.decode();
const MAX_SAFARI_DECODE_BYTES = 2146435072;
let numBytesDecoded = 0;
function decodeText(ptr, len) {
    numBytesDecoded += len;
    if (numBytesDecoded >= MAX_SAFARI_DECODE_BYTES) {
        cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
        cachedTextDecoder.decode();
        numBytesDecoded = len;
    }
    return cachedTextDecoder.decode(getUint8ArrayMemory0().subarray(ptr, ptr + len));
}

const cachedTextEncoder = new TextEncoder();

if (!('encodeInto' in cachedTextEncoder)) {
    cachedTextEncoder.encodeInto = function (arg, view) {
        const buf = cachedTextEncoder.encode(arg);
        view.set(buf);
        return {
            read: arg.length,
            written: buf.length
        };
    };
}

let WASM_VECTOR_LEN = 0;

let wasmModule, wasmInstance, wasm;
function __wbg_finalize_init(instance, module) {
    wasmInstance = instance;
    wasm = instance.exports;
    wasmModule = module;
    cachedDataViewMemory0 = null;
    cachedFloat32ArrayMemory0 = null;
    cachedInt32ArrayMemory0 = null;
    cachedUint8ArrayMemory0 = null;
    wasm.__wbindgen_start();
    return wasm;
}

async function __wbg_load(module, imports) {
    if (typeof Response === 'function' && module instanceof Response) {
        if (!module.ok) {
            throw new Error(`failed to fetch Wasm: ${module.status} ${module.statusText} fetching '${module.url}'`);
        }

        if (typeof WebAssembly.instantiateStreaming === 'function') {
            try {
                return await WebAssembly.instantiateStreaming(module, imports);
            } catch (e) {
                const validResponse = expectedResponseType(module.type);

                if (validResponse && module.headers.get('Content-Type') !== 'application/wasm') {
                    console.warn("`WebAssembly.instantiateStreaming` failed because your server does not serve Wasm with `application/wasm` MIME type. Falling back to `WebAssembly.instantiate` which is slower. Original error:\n", e);

                } else { throw e; }
            }
        }

        const bytes = await module.arrayBuffer();
        return await WebAssembly.instantiate(bytes, imports);
    } else {
        const instance = await WebAssembly.instantiate(module, imports);

        if (instance instanceof WebAssembly.Instance) {
            return { instance, module };
        } else {
            return instance;
        }
    }

    function expectedResponseType(type) {
        switch (type) {
            case 'basic': case 'cors': case 'default': return true;
        }
        return false;
    }
}

function initSync(module) {
    if (wasm !== undefined) return wasm;


    if (module !== undefined) {
        if (Object.getPrototypeOf(module) === Object.prototype) {
            ({module} = module)
        } else {
            console.warn('using deprecated parameters for `initSync()`; pass a single object instead')
        }
    }

    const imports = __wbg_get_imports();
    if (!(module instanceof WebAssembly.Module)) {
        module = new WebAssembly.Module(module);
    }
    const instance = new WebAssembly.Instance(module, imports);
    return __wbg_finalize_init(instance, module);
}

async function __wbg_init(module_or_path) {
    if (wasm !== undefined) return wasm;


    if (module_or_path !== undefined) {
        if (Object.getPrototypeOf(module_or_path) === Object.prototype) {
            ({module_or_path} = module_or_path)
        } else {
            console.warn('using deprecated parameters for the initialization function; pass a single object instead')
        }
    }

    if (module_or_path === undefined) {
        module_or_path = new URL('arimaa_wasm_bg.wasm', import.meta.url);
    }
    const imports = __wbg_get_imports();

    if (typeof module_or_path === 'string' || (typeof Request === 'function' && module_or_path instanceof Request) || (typeof URL === 'function' && module_or_path instanceof URL)) {
        module_or_path = fetch(module_or_path);
    }

    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);
}

export { initSync, __wbg_init as default };
