//! `bot` (`bot:search`): the step-based search (placeholder while it is written).

use crate::{Analysis, Bot, Budget, classic};
use arimaa_rules::Game;

/// The transposition table's default size in MiB.
pub const DEFAULT_HASH_MB: u32 = 32;

/// The search bot's analysis of `game` within `budget`.
pub fn analyze(
    game: &Game,
    bot: &Bot,
    budget: &Budget<'_>,
    report: &dyn Fn(&Analysis),
) -> Option<Analysis> {
    let mv = classic::choose(game, bot.seed(), budget, &|_| {})?;
    let a = Analysis::of_move(mv, budget.spent());
    report(&a);
    Some(a)
}
