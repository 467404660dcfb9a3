//! Tactical suites (goal, defence, two-turn defence) whose answers are decided by the
//! rules core only: its move lists (`Position::legal_moves`), `Position::play`, its goal
//! search (`Position::goal_move`, `Position::goal_move_within`) and the end of the game
//! (`Position::outcome_after_move`). The generator (`examples/suites_make.rs`) and the
//! runner (`examples/suites_run.rs`) both call these functions, so a bot's move is judged
//! by exactly the procedure that classified the position.
//!
//! Words: the position is at the start of a move, S is the side to move, O its opponent.

use arimaa_rules::{Bitboard, Color, GoalSearch, Move, PieceKind, Position};

/// A decision that may be left open by the bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tri {
    /// Decided: yes.
    Yes,
    /// Decided: no.
    No,
    /// A bound was reached before the answer was known.
    Unknown,
}

/// The bounds of the bounded decisions (the two-turn search and the witness searches).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Steps each bounded goal search may play (`goal_move_within`).
    pub goal_steps: u64,
    /// A move list longer than this is not searched (the answer is `Unknown`).
    pub max_moves: usize,
    /// Work units per decision: one per move played, one per goal search, one per 16
    /// moves of each move list generated; beyond it the decision is `Unknown`.
    pub max_work: u64,
    /// The most moves of S tried as a two-turn defence witness.
    pub max_witness_tries: usize,
    /// O's threat is looked for only after moves M that leave an O rabbit at most this
    /// many ranks from its goal rank (a goal in one move needs at most 4).
    pub threat_distance: u8,
    /// Two-turn positions are looked for only when some O rabbit is at most this many
    /// ranks from its goal now.
    pub candidate_distance: u8,
}

impl Limits {
    /// The bounds the committed suites were made (and are judged) with.
    pub const SUITES: Limits = Limits {
        goal_steps: 3_000,
        max_moves: 60_000,
        max_work: 100_000,
        max_witness_tries: 20,
        threat_distance: 4,
        candidate_distance: 3,
    };

    /// One line describing the bounds, for file headers.
    pub fn describe(&self) -> String {
        format!(
            "goal_steps={} max_moves={} max_work={} max_witness_tries={} threat_distance={} candidate_distance={}",
            self.goal_steps,
            self.max_moves,
            self.max_work,
            self.max_witness_tries,
            self.threat_distance,
            self.candidate_distance
        )
    }
}

/// The same board with `side` to move, at the start of a move.
pub fn with_side(pos: &Position, side: Color) -> Position {
    Position::new(pos.board().clone(), side).expect("a board of a legal position")
}

/// The same board with the other side to move (no steps taken).
pub fn flipped(pos: &Position) -> Position {
    with_side(pos, pos.side_to_move().opponent())
}

/// The fewest ranks between a rabbit of `color` and its goal rank (`u8::MAX`: none).
pub fn rabbit_distance(pos: &Position, color: Color) -> u8 {
    let goal = color.goal_rank() as i32;
    pos.board()
        .pieces(arimaa_rules::Piece::new(color, PieceKind::Rabbit))
        .map(|sq| (sq.rank() as i32 - goal).unsigned_abs() as u8)
        .min()
        .unwrap_or(u8::MAX)
}

/// Whether the nearest rabbit of the opponent of the side to move (O) is at least `lo` and
/// at most `hi` ranks from its goal rank (no O rabbit: `false` unless `hi` is `u8::MAX`).
/// The generator's filter (`--min-rabbit-distance lo --near-goal hi`): it chooses which
/// positions are classified, never how.
pub fn opponent_rabbit_in_band(pos: &Position, lo: u8, hi: u8) -> bool {
    (lo..=hi).contains(&rabbit_distance(pos, pos.side_to_move().opponent()))
}

/// Whether playing `mv` in `pos` wins for the side to move by goal (the core's
/// end-of-move checks on the position after the move).
pub fn wins_by_goal(pos: &Position, mv: &Move) -> bool {
    let side = pos.side_to_move();
    match pos.play(mv) {
        Ok(after) => after.outcome_after_move().is_some_and(|o| {
            o.winner == Some(side) && o.termination == arimaa_rules::Termination::Goal
        }),
        Err(_) => false,
    }
}

/// The squares of a move's steps (from and to) and their neighbours: where a reply is
/// most likely to matter.
pub fn zone(moves: &[Move]) -> Bitboard {
    let mut z = Bitboard::EMPTY;
    for m in moves {
        for s in m.steps() {
            z |= Bitboard::from_square(s.from()) | Bitboard::from_square(s.to());
        }
    }
    z | z.neighbors()
}

/// The lanes of `color`'s rabbits at most `distance` ranks from their goal rank: the
/// rabbit's file and the files next to it, from the rabbit's rank to the goal rank, with
/// their neighbours. Only an order for O's moves (those touching it first): no move is
/// left out because of it.
pub fn threat_region(pos: &Position, color: Color, distance: u8) -> Bitboard {
    let goal = color.goal_rank();
    let mut lane = Bitboard::EMPTY;
    for sq in pos
        .board()
        .pieces(arimaa_rules::Piece::new(color, PieceKind::Rabbit))
    {
        let (lo, hi) = (sq.rank().min(goal), sq.rank().max(goal));
        if hi - lo > distance {
            continue;
        }
        for r in lo..=hi {
            for f in sq.file().saturating_sub(1)..=(sq.file() + 1).min(7) {
                lane |= Bitboard::from_square(
                    arimaa_rules::Square::from_coords(f, r).expect("on the board"),
                );
            }
        }
    }
    lane | lane.neighbors()
}

/// `moves` sorted (stably) by how many of their steps touch `z`, most first.
pub fn order_by_zone(mut moves: Vec<Move>, z: Bitboard) -> Vec<Move> {
    let touch = |m: &Move| {
        m.steps()
            .filter(|s| z.contains(s.from()) || z.contains(s.to()))
            .count()
    };
    moves.sort_by_key(|m| std::cmp::Reverse(touch(m)));
    moves
}

/// A bounded decision procedure: counts its work against [`Limits::max_work`].
pub struct Decider {
    /// The bounds.
    pub limits: Limits,
    work: u64,
    /// Replies that stopped an earlier threat: tried first on the next one (most threats
    /// of a position are stopped by the same few moves).
    killers: Vec<Move>,
    /// O's moves found forcing in an earlier decision (of the same classification): tried
    /// first by [`Decider::forcing_move`] (an order only).
    pub forcing_killers: Vec<Move>,
}

impl Decider {
    /// A decider with fresh work counters.
    pub fn new(limits: Limits) -> Decider {
        Decider {
            limits,
            work: 0,
            killers: Vec::new(),
            forcing_killers: Vec::new(),
        }
    }

    fn spend(&mut self, units: u64) -> bool {
        self.work += units;
        self.work <= self.limits.max_work
    }

    /// Charges the generation of a move list of `len` moves (one unit per 16 moves).
    fn spend_list(&mut self, len: usize) -> bool {
        self.spend(len as u64 / 16 + 1)
    }

    /// Restarts the work counter (each decision its own budget).
    pub fn reset(&mut self) {
        self.work = 0;
    }

    /// The side to move of `pos` (at the start of a move) can goal now: `Goal` with the
    /// move, bounded by `goal_steps`.
    pub fn goal(&mut self, pos: &Position) -> GoalSearch {
        self.spend(1);
        pos.goal_move_within(self.limits.goal_steps)
    }

    /// After S's move (`after`, O to move): has S stopped O's goal? `Yes` if the move
    /// ended the game with S the winner, `No` if O won, otherwise whether O has no goal
    /// (bounded goal search).
    pub fn stops_goal(&mut self, after: &Position) -> Tri {
        let s = after.side_to_move().opponent();
        if let Some(o) = after.outcome_after_move() {
            return if o.winner == Some(s) {
                Tri::Yes
            } else {
                Tri::No
            };
        }
        match self.goal(after) {
            GoalSearch::NoGoal => Tri::Yes,
            GoalSearch::Goal(_) => Tri::No,
            GoalSearch::Unfinished => Tri::Unknown,
        }
    }

    /// The reply search: `a` has S to move after O's threat move; `threat` is O's goal
    /// move were S to pass. `Yes` if some reply of S leaves O no goal (tried in the order
    /// of [`order_by_zone`] around the threat), `No` if none does.
    pub fn has_reply(&mut self, a: &Position, threat: &Move, m: &Move) -> Tri {
        for k in self.killers.clone().iter().rev() {
            if let Ok(b) = a.play(k) {
                self.spend(1);
                if self.stops_goal(&b) == Tri::Yes {
                    return Tri::Yes;
                }
            }
        }
        let replies = a.legal_moves();
        if replies.len() > self.limits.max_moves || !self.spend_list(replies.len()) {
            return Tri::Unknown;
        }
        let replies = order_by_zone(replies, zone(&[*threat, *m]));
        let mut unknown = false;
        for r in &replies {
            if !self.spend(1) {
                return Tri::Unknown;
            }
            let b = a.play(r).expect("a legal move");
            match self.stops_goal(&b) {
                Tri::Yes => {
                    if self.killers.len() >= 8 {
                        self.killers.remove(0);
                    }
                    self.killers.push(*r);
                    return Tri::Yes;
                }
                Tri::No => {}
                Tri::Unknown => unknown = true,
            }
        }
        if unknown { Tri::Unknown } else { Tri::No }
    }

    /// `q` has O to move and (by the caller) no immediate goal: does O have a move M that
    /// threatens a goal (were S to pass) which no reply of S stops? `Yes` with M; `No`;
    /// `Unknown` when a bound was reached. Only moves M after which an O rabbit is within
    /// [`Limits::threat_distance`] ranks of its goal and O would have a goal (a threat) are
    /// candidates: any forcing move is a threat, so this loses nothing but time.
    pub fn forcing_move(&mut self, q: &Position) -> (Tri, Option<Move>) {
        let o = q.side_to_move();
        let moves = q.legal_moves();
        if moves.len() > self.limits.max_moves || !self.spend_list(moves.len()) {
            return (Tri::Unknown, None);
        }
        // The order (it changes no Yes or No, only how soon a forcing move is found, so
        // which decisions end Unknown at the work bound): earlier
        // forcing moves, then moves with the most steps on the lanes of O's advanced
        // rabbits ([`threat_region`]), then the rest.
        let mut moves = order_by_zone(moves, threat_region(q, o, self.limits.threat_distance));
        for k in self.forcing_killers.iter().rev() {
            if let Some(i) = moves.iter().position(|m| m == k) {
                let m = moves.remove(i);
                moves.insert(0, m);
            }
        }
        let mut unknown = false;
        for m in &moves {
            if !self.spend(1) {
                return (Tri::Unknown, None);
            }
            let a = q.play(m).expect("a legal move");
            if let Some(out) = a.outcome_after_move() {
                if out.winner == Some(o) {
                    return (Tri::Yes, Some(*m));
                }
                continue;
            }
            if rabbit_distance(&a, o) > self.limits.threat_distance {
                continue;
            }
            let pass = with_side(&a, o);
            let threat = match self.goal(&pass) {
                GoalSearch::NoGoal => continue,
                GoalSearch::Unfinished => {
                    unknown = true;
                    continue;
                }
                GoalSearch::Goal(g) => g,
            };
            match self.has_reply(&a, &threat, m) {
                Tri::Yes => {}
                Tri::No => {
                    if !self.forcing_killers.contains(m) {
                        self.forcing_killers.push(*m);
                    }
                    return (Tri::Yes, Some(*m));
                }
                Tri::Unknown => unknown = true,
            }
        }
        if unknown {
            (Tri::Unknown, None)
        } else {
            (Tri::No, None)
        }
    }

    /// After S's move (`after`, O to move): has S left O neither a goal nor a forcing
    /// move? `Yes` also when S's move won the game; `No` when O has a goal or a forcing
    /// move (or won); `Unknown` when a bound was reached.
    pub fn stops_two_turn(&mut self, after: &Position) -> Tri {
        match self.stops_goal(after) {
            Tri::Yes => {}
            other => return other,
        }
        let s = after.side_to_move().opponent();
        if after
            .outcome_after_move()
            .is_some_and(|o| o.winner == Some(s))
        {
            return Tri::Yes;
        }
        match self.forcing_move(after).0 {
            Tri::Yes => Tri::No,
            Tri::No => Tri::Yes,
            Tri::Unknown => Tri::Unknown,
        }
    }
}

/// The suite a position belongs to, with its witness.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Class {
    /// S can goal now; the witness is a goal move.
    Goal(Move),
    /// O could goal now were it O's turn, S cannot, and the witness stops it.
    Defence(Move),
    /// O has a forcing move were it O's turn (no immediate goal), S cannot goal, and the
    /// witness leaves O neither a goal nor a forcing move.
    TwoTurn(Move),
    /// None of the suites.
    None,
    /// It qualifies (a threat exists) but no witness was found within the bounds, or the
    /// decision exceeded them: dropped and counted.
    Dropped(&'static str),
}

/// Classifies `pos` (at the start of a move). The goal tests are complete
/// (`goal_move()`); the defence witness search and the two-turn decision use `limits`.
pub fn classify(pos: &Position, limits: Limits) -> Class {
    classify_with(pos, limits, true)
}

/// As [`classify`]; without `two_turn` the two-turn search is skipped ([`Class::None`]
/// for a position that is neither a goal nor a defence position).
pub fn classify_with(pos: &Position, limits: Limits, two_turn: bool) -> Class {
    if !pos.at_move_start() || pos.outcome_after_move().is_some() {
        return Class::None;
    }
    if let Some(g) = pos.goal_move() {
        return Class::Goal(g);
    }
    let s = pos.side_to_move();
    let o = s.opponent();
    let q = flipped(pos);
    let mut d = Decider::new(limits);
    if let Some(og) = q.goal_move() {
        let moves = order_by_zone(pos.legal_moves(), zone(&[og]));
        for r in &moves {
            if !d.spend(1) {
                return Class::Dropped("defence: work bound");
            }
            let after = pos.play(r).expect("a legal move");
            if d.stops_goal(&after) == Tri::Yes {
                return Class::Defence(*r);
            }
        }
        return Class::Dropped("defence: no witness (lost or bound)");
    }
    if !two_turn || rabbit_distance(pos, o) > limits.candidate_distance {
        return Class::None;
    }
    let (forced, m) = d.forcing_move(&q);
    let m = match (forced, m) {
        (Tri::Yes, Some(m)) => m,
        (Tri::Unknown, _) => return Class::Dropped("two-turn: bound in O's forcing search"),
        _ => return Class::None,
    };
    // The witness: S's moves near O's forcing move first, each judged by the same
    // decision as the bot's move, each with its own work budget.
    let threat = q
        .play(&m)
        .ok()
        .map(|a| with_side(&a, o).goal_move_within(limits.goal_steps));
    let mut z = vec![m];
    if let Some(GoalSearch::Goal(g)) = threat {
        z.push(g);
    }
    let moves = order_by_zone(pos.legal_moves(), zone(&z));
    let mut total = 0;
    for r in moves.iter().take(limits.max_witness_tries) {
        let after = pos.play(r).expect("a legal move");
        let mut d2 = Decider::new(limits);
        d2.forcing_killers = d.forcing_killers.clone();
        // The runner judges the witness with a fresh decision (no earlier forcing moves
        // tried first), which can end unknown where this one said yes: keep only a
        // witness both say yes to.
        if d2.stops_two_turn(&after) == Tri::Yes
            && judge(Suite::TwoTurn, pos, r, limits) == Tri::Yes
        {
            return Class::TwoTurn(*r);
        }
        for k in d2.forcing_killers {
            if !d.forcing_killers.contains(&k) {
                d.forcing_killers.push(k);
            }
        }
        total += d2.work;
        if total > 2 * limits.max_work {
            return Class::Dropped("two-turn: witness search over twice max_work");
        }
    }
    Class::Dropped("two-turn: no witness within the tries")
}

/// The suites.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suite {
    /// [`Class::Goal`].
    Goal,
    /// [`Class::Defence`].
    Defence,
    /// [`Class::TwoTurn`].
    TwoTurn,
}

impl Suite {
    /// All three.
    pub const ALL: [Suite; 3] = [Suite::Goal, Suite::Defence, Suite::TwoTurn];

    /// The file stem (`goal`, `defence`, `two-turn`).
    pub fn name(self) -> &'static str {
        match self {
            Suite::Goal => "goal",
            Suite::Defence => "defence",
            Suite::TwoTurn => "two-turn",
        }
    }

    /// The suite of a name.
    pub fn from_name(name: &str) -> Option<Suite> {
        Suite::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Judges S's move `mv` in `pos` for `suite`: `Yes` solved, `No` failed, `Unknown` when
/// the bounded two-turn decision could not say (counted as unsolved, reported apart).
pub fn judge(suite: Suite, pos: &Position, mv: &Move, limits: Limits) -> Tri {
    let Ok(after) = pos.play(mv) else {
        return Tri::No;
    };
    match suite {
        Suite::Goal => {
            if wins_by_goal(pos, mv) {
                Tri::Yes
            } else {
                Tri::No
            }
        }
        Suite::Defence => {
            let s = pos.side_to_move();
            match after.outcome_after_move() {
                Some(o) if o.winner == Some(s) => Tri::Yes,
                Some(_) => Tri::No,
                None if after.goal_move().is_none() => Tri::Yes,
                None => Tri::No,
            }
        }
        Suite::TwoTurn => Decider::new(limits).stops_two_turn(&after),
    }
}

/// One row of a suite file: the position (short form), the witness, the source.
#[derive(Debug, Clone)]
pub struct Row {
    /// The position.
    pub pos: Position,
    /// The witness move.
    pub witness: Move,
    /// Where it came from.
    pub source: String,
}

/// Reads a suite file (`#` lines are comments; the first other line is the column header).
pub fn read_suite(text: &str) -> Result<Vec<Row>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("position\t") || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 3 {
            return Err(format!("line {}: 3 columns expected", i + 1));
        }
        let pos =
            Position::from_short(f[0]).map_err(|e| format!("line {}: position: {e}", i + 1))?;
        let witness = f[1]
            .parse()
            .map_err(|e| format!("line {}: witness: {e}", i + 1))?;
        out.push(Row {
            pos,
            witness,
            source: f[2].to_string(),
        });
    }
    Ok(out)
}
