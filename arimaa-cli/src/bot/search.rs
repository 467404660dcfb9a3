//! `bot` (`bot:search`): a two-ply search over whole moves with the core's move generator.
//!
//! 1. Every legal move of the game (`Game::legal_moves`, so third repetitions are
//!    excluded) is played on a copy (`Position::play`); a move that wins
//!    (`Position::outcome_after_move`) is taken at once, the others are ranked by the
//!    static evaluation ([`eval::evaluate`]) plus a small seeded random tie-break.
//! 2. The best [`CANDIDATES`] are then searched in that order against the opponent's
//!    replies: a candidate after which the opponent has a goal (`Position::goal_move`) is
//!    lost; otherwise its value is the worst evaluation over every reply
//!    (`Position::legal_moves`). Alpha-beta: a candidate is dropped as soon as one reply
//!    brings it below the best so far, and the replies that refuted earlier candidates
//!    (killers) are tried first, before the replies are generated at all.
//! 3. The deadline and the stop flag are polled inside every loop; the best candidate
//!    fully searched so far is returned when either comes (the best-ranked one if none
//!    was), and no reply list is generated when the time left looks too short for it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arimaa_rules::{Color, Game, Move, Position};

use super::eval::{self, WIN};
use arimaa_rules::rng::SplitMix64;

/// How many of the best-ranked moves are searched against every reply.
pub const CANDIDATES: usize = 96;

/// How many refutations are remembered and tried first.
const KILLERS: usize = 8;

/// How often (in moves played) the clock is read inside the loops.
const POLL: usize = 64;

/// The search bot's move for the side to move of `game`, or `None` when it has none.
/// Returns by `deadline`, or soon after `stop` is set, with the best move found so far,
/// except while the core generates a move list (not interruptible: the caller that must
/// answer in time runs this on a worker thread, see [`super::timed`]). Every time the
/// best move so far changes it is passed to `report`.
pub fn choose(
    game: &Game,
    seed: u64,
    deadline: Instant,
    stop: &AtomicBool,
    report: &dyn Fn(Move),
) -> Option<Move> {
    let started = Instant::now();
    let pos = game.position();
    let me = pos.side_to_move();
    let moves = game.legal_moves();
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    let mut search = Search {
        me,
        deadline,
        stop,
        generation: started.elapsed(),
        killers: Vec::with_capacity(KILLERS),
    };
    let mut rng =
        SplitMix64::new(seed ^ pos.zobrist_key().rotate_left(17) ^ u64::from(game.move_number()));
    let mut ranked: Vec<(i64, usize)> = Vec::with_capacity(moves.len());
    let mut top = i64::MIN;
    for (i, mv) in moves.iter().enumerate() {
        if i % POLL == POLL - 1 && search.out_of_time() {
            break;
        }
        let Ok(next) = pos.play(mv) else { continue };
        let score = match next.outcome_after_move() {
            Some(o) if o.winner == Some(me) => return Some(*mv),
            Some(_) => -WIN,
            None => eval::evaluate(&next, me) + rng.below(4) as i64,
        };
        if score > top {
            top = score;
            report(*mv);
        }
        ranked.push((score, i));
    }
    ranked.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    let mut best = ranked.first().map_or(moves[0], |&(_, i)| moves[i]);
    report(best);
    let mut best_value = i64::MIN;
    for &(score, i) in ranked.iter().take(CANDIDATES) {
        if score <= -WIN || search.out_of_time() {
            break;
        }
        let Ok(next) = pos.play(&moves[i]) else {
            continue;
        };
        match search.worst_reply(&next, best_value) {
            Some(value) if value > best_value => {
                best_value = value;
                best = moves[i];
                report(best);
            }
            Some(_) => {}
            None => break,
        }
    }
    Some(best)
}

/// The state of one search: whose move, the time limits, the killer replies.
struct Search<'a> {
    me: Color,
    deadline: Instant,
    stop: &'a AtomicBool,
    /// The longest time a move list took to generate so far.
    generation: Duration,
    /// Replies that refuted a candidate, most recent first.
    killers: Vec<Move>,
}

impl Search<'_> {
    fn out_of_time(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || Instant::now() >= self.deadline
    }

    /// The value for `me` of `next` (the opponent to move) assuming the opponent's best
    /// reply, or any value `<= alpha` once a reply shows the candidate is no better than
    /// `alpha`. `None` when the time ran out before every reply was seen.
    fn worst_reply(&mut self, next: &Position, alpha: i64) -> Option<i64> {
        if next.goal_move().is_some() {
            return Some(-WIN);
        }
        let mut worst = i64::MAX;
        for k in 0..self.killers.len() {
            let Ok(after) = next.play(&self.killers[k]) else {
                continue;
            };
            worst = worst.min(self.leaf(&after));
            if worst <= alpha {
                let killer = self.killers.remove(k);
                self.killers.insert(0, killer);
                return Some(worst);
            }
        }
        if Instant::now() + self.generation * 2 >= self.deadline {
            return None;
        }
        let started = Instant::now();
        let replies = next.legal_moves();
        self.generation = self.generation.max(started.elapsed());
        let mut refutation = None;
        for (j, r) in replies.iter().enumerate() {
            if j % POLL == POLL - 1 && self.out_of_time() {
                return None;
            }
            let Ok(after) = next.play(r) else { continue };
            let value = self.leaf(&after);
            if value < worst {
                worst = value;
                refutation = Some(*r);
                if worst <= alpha {
                    break;
                }
            }
        }
        if let Some(r) = refutation {
            self.remember(r);
        }
        Some(worst)
    }

    /// A reply worth trying first against the next candidates.
    fn remember(&mut self, reply: Move) {
        if let Some(k) = self.killers.iter().position(|m| *m == reply) {
            self.killers.remove(k);
        }
        self.killers.insert(0, reply);
        self.killers.truncate(KILLERS);
    }

    /// The value for `me` of the position after the opponent's reply (`me` to move): a
    /// goal or an elimination by the end-of-move checks' order (the opponent, who just
    /// moved, first), else the static evaluation.
    fn leaf(&self, after: &Position) -> i64 {
        let them = self.me.opponent();
        if after.rabbit_on_goal(them) {
            -WIN
        } else if after.rabbit_on_goal(self.me) {
            WIN
        } else if !after.has_rabbits(self.me) {
            -WIN
        } else if !after.has_rabbits(them) {
            WIN
        } else {
            eval::evaluate(after, self.me)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{GameOptions, Piece, PieceKind};

    /// A game from a board given as eight ranks (rank 8 first), `side` to move.
    fn game(ranks: [&str; 8], side: char) -> Game {
        let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        let pos = Position::from_short(&format!("{side} [{board}]")).unwrap();
        Game::from_position(pos, GameOptions::default())
    }

    fn search(game: &Game, millis: u64) -> Move {
        let deadline = Instant::now() + Duration::from_millis(millis);
        choose(game, 1, deadline, &AtomicBool::new(false), &|_| {}).expect("a move")
    }

    /// Whether some silver reply to `mv` leaves gold with fewer pieces of `kind`: every
    /// reply the core generates is played and counted.
    fn hangs(game: &Game, mv: &Move, kind: PieceKind) -> bool {
        let piece = Piece::new(Color::Gold, kind);
        let next = game.position().play(mv).unwrap();
        let before = next.board().count(piece);
        next.legal_moves()
            .iter()
            .any(|r| next.play(r).unwrap().board().count(piece) < before)
    }

    #[test]
    fn wins_when_a_goal_is_available() {
        // Gold rabbit on c7 with c8 empty: Rc7n wins at once.
        let g = game(["       r", "  R", "", "", "", "", "", "R"], 'g');
        let mv = search(&g, 2_000);
        let after = g.position().play(&mv).unwrap();
        assert!(after.rabbit_on_goal(Color::Gold), "{mv}");
    }

    /// The silver elephant on d4 freezes the gold camel on c4 and can push it onto the
    /// unguarded trap c3 (`Mc4s Ed4w`, the camel is captured). Gold must guard c3 (the dog
    /// a3 to b3, ...), unfreeze the camel or block the trap. Gold's rabbits on g2 and h2
    /// tempt a one-move bot with free rabbit progress.
    fn hanging_camel() -> Game {
        game(["rrr", "", "", "", "  Me", "D", "      RR", ""], 'g')
    }

    #[test]
    fn does_not_hang_the_camel_on_a_trap() {
        let g = hanging_camel();
        // The threat is real: after a rabbit step elsewhere, silver captures the camel.
        assert!(hangs(&g, &"Rg2n".parse().unwrap(), PieceKind::Camel));
        let mv = search(&g, 5_000);
        assert!(!hangs(&g, &mv, PieceKind::Camel), "{mv} hangs the camel");
    }

    #[test]
    fn greedy_hangs_the_camel() {
        // The same position defeats the one-move bot: this is what the search adds.
        let g = hanging_camel();
        let mv = super::super::greedy::choose(&g, 1).unwrap();
        assert!(hangs(&g, &mv, PieceKind::Camel), "{mv} saves the camel");
    }

    #[test]
    fn blocks_a_one_move_goal_threat() {
        // Silver's rabbit on a2 reaches a1 next move unless gold stops it; gold's elephant
        // e4 and dog b4 can. Silver's horse h8 keeps silver mobile.
        let g = game(["       h", "", "", "", " D  E", "", "r", "       R"], 'g');
        let mv = search(&g, 5_000);
        let after = g.position().play(&mv).unwrap();
        assert_eq!(after.goal_move(), None, "{mv} lets silver score");
    }

    #[test]
    fn respects_a_short_deadline_and_the_stop_flag() {
        // The usual opening: thousands of moves, far more than 50 ms of search.
        let g = Game::from_position(Position::standard(), GameOptions::default());
        let legal = g.legal_moves();
        let mv = search(&g, 50);
        assert!(legal.contains(&mv), "{mv}");
        // Stopped before it starts: still a legal move.
        let stop = AtomicBool::new(true);
        let far = Instant::now() + Duration::from_secs(3600);
        let mv = choose(&g, 1, far, &stop, &|_| {}).unwrap();
        assert!(legal.contains(&mv), "{mv}");
    }

    #[test]
    fn no_move_when_the_game_is_over() {
        let g = game(["       r", "  R", "", "", "", "", "", "R"], 'g');
        let mut over = g.clone();
        over.play_move(&"Rc7n".parse().unwrap()).unwrap();
        assert!(over.is_over());
        let deadline = Instant::now() + Duration::from_millis(50);
        let none = choose(&over, 1, deadline, &AtomicBool::new(false), &|_| {});
        assert_eq!(none, None);
    }
}
