//! The positions of Texel tuning and their features (bench/texel/README.md): every
//! position at the start of a move of the games of some arimaa.com archive files, with
//! the game's result, and the search bot's static evaluation split by weight.
//!
//! For each game with a winner (the rules' result, else the recorded one; games flagged
//! corrupt or that do not replay are skipped and counted), each move's starting position
//! is kept unless the side to move has a goal in that move (`Position::goal_move_within`,
//! 2,000 steps at most; the search takes those, the evaluation is not asked).
//!
//! The evaluation (`arimaa_bot::evaluation::evaluate`, from gold's side, the side to move
//! as in the game) is linear in every weight but `rabbit_advance_floor` (kept as given):
//! `eval(w) = base + Σ_j w_j · f_j`, with `base` the evaluation with every other weight
//! 0 (material alone) and `f_j = (eval(base weights + Δ on weight j) − base) / Δ`, Δ =
//! 1,000 (the integer divisions of the percent terms cost less than 1/1,000 of a unit),
//! or 10 where Δ = 1,000 reaches the evaluation's limit (±`LIMIT`, where it is clamped).
//!
//! Writes `OUT.npy` (float32, one row per position: result for gold 1/0, gold to move
//! 1/0, the file's index among the inputs, the game's index, the move number, `eval` with
//! `--weights` (default: the bot's), `base`, then one column per weight entry) and
//! `OUT.json` (the column names, the inputs, the counts) and `OUT.weights` (the weights of
//! the `eval` column, in the text format of `Weights::parse`).
//!
//! ```text
//! cargo run --release --manifest-path bench/Cargo.toml --example texel_features -- \
//!     --out bench/texel/data/features [--weights FILE] FILE...
//! ```

use std::fs;
use std::io::Write;
use std::path::PathBuf;

use arimaa_bot::evaluation::{LIMIT, Weights, evaluate};
use arimaa_rules::notation::record::parse_records;
use arimaa_rules::replay::RecordOptions;
use arimaa_rules::{Color, GoalSearch, Turn};

/// The command line (see the module documentation).
#[derive(clap::Parser)]
#[command(about = "Texel tuning: positions with results and their evaluation features")]
struct Args {
    /// Where to write: OUT.npy and OUT.json.
    #[arg(long)]
    out: PathBuf,
    /// The weights of the `eval` column and of `rabbit_advance_floor` (default: the bot's).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Archive files (arimaa.com TSV, as `arimaa match --out` writes).
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// Δ of the finite differences.
const DELTA: i32 = 1_000;
/// Δ where `DELTA` reaches the evaluation's limit (a piece worth thousands: a side's last
/// rabbit).
const SMALL_DELTA: i32 = 10;

/// The columns before the features.
const META: [&str; 7] = ["result", "gold_to_move", "file", "game", "move", "eval", "base"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = <Args as clap::Parser>::parse();
    let weights = match &args.weights {
        Some(p) => Weights::parse(&fs::read_to_string(p)?)
            .map_err(|e| format!("{}: {e}", p.display()))?,
        None => Weights::DEFAULT,
    };
    // The base weights: everything 0 but the floor; then one entry at Δ at a time.
    let mut base_w = Weights::DEFAULT;
    let mut entries = Vec::new();
    for (name, n) in Weights::fields() {
        for k in 0..n {
            if name == "rabbit_advance_floor" {
                base_w.set(name, k, weights.rabbit_advance_floor)?;
                continue;
            }
            base_w.set(name, k, 0)?;
            entries.push((name, k));
        }
    }
    let probes: Vec<Weights> = entries
        .iter()
        .map(|&(name, k)| {
            let mut w = base_w;
            w.set(name, k, DELTA).map(|()| w)
        })
        .collect::<Result<_, _>>()?;

    let small_probes: Vec<Weights> = entries
        .iter()
        .map(|&(name, k)| {
            let mut w = base_w;
            w.set(name, k, SMALL_DELTA).map(|()| w)
        })
        .collect::<Result<_, _>>()?;
    let mut clamped = 0usize;
    let columns = META.len() + entries.len();
    let mut data: Vec<f32> = Vec::new();
    let (mut games, mut skipped, mut no_winner, mut goals) = (0usize, 0usize, 0usize, 0usize);
    let mut game_index = 0usize;
    for (file_index, path) in args.files.iter().enumerate() {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let records = parse_records(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        for record in records {
            game_index += 1;
            if record.is_corrupt() {
                skipped += 1;
                continue;
            }
            let Ok(replay) = record.replay_with(RecordOptions::default()) else {
                skipped += 1;
                continue;
            };
            let winner = replay
                .game
                .outcome()
                .or_else(|| record.recorded_outcome())
                .and_then(|o| o.winner);
            let Some(winner) = winner else {
                no_winner += 1;
                continue;
            };
            games += 1;
            let result = if winner == Color::Gold { 1.0 } else { 0.0 };
            for entry in replay.game.history() {
                let Turn::Move(_) = entry.turn else { continue };
                let pos = entry.position_before();
                if let GoalSearch::Goal(_) = pos.goal_move_within(2_000) {
                    goals += 1;
                    continue;
                }
                let board = pos.board();
                let to_move = pos.side_to_move();
                let base = evaluate(board, Color::Gold, to_move, &base_w);
                data.extend_from_slice(&[
                    result,
                    if to_move == Color::Gold { 1.0 } else { 0.0 },
                    file_index as f32,
                    game_index as f32,
                    entry.number as f32,
                    evaluate(board, Color::Gold, to_move, &weights) as f32,
                    base as f32,
                ]);
                for (w, small) in probes.iter().zip(&small_probes) {
                    // An evaluation at the limit is clamped: probe again with a small Δ.
                    let v = evaluate(board, Color::Gold, to_move, w);
                    let f = if v.abs() < LIMIT {
                        (v - base) as f32 / DELTA as f32
                    } else {
                        clamped += 1;
                        (evaluate(board, Color::Gold, to_move, small) - base) as f32
                            / SMALL_DELTA as f32
                    };
                    data.push(f);
                }
            }
        }
    }
    let rows = data.len() / columns;
    write_npy(&args.out.with_extension("npy"), &data, rows, columns)?;
    let names: Vec<String> = META
        .iter()
        .map(|s| s.to_string())
        .chain(entries.iter().map(|(n, k)| format!("{n}[{k}]")))
        .collect();
    let files: Vec<String> = args.files.iter().map(|p| p.display().to_string()).collect();
    let meta = format!(
        "{{\n \"columns\": {},\n \"files\": {},\n \"weights\": {:?},\n \"games\": {games},\n \
         \"positions\": {rows},\n \"skipped_games\": {skipped},\n \"games_without_winner\": \
         {no_winner},\n \"positions_with_a_goal_left_out\": {goals},\n \"delta\": {DELTA},\n \
         \"probes_at_the_limit\": {clamped}\n}}\n",
        json_list(&names),
        json_list(&files),
        args.weights
            .as_ref()
            .map_or("default".to_string(), |p| p.display().to_string()),
    );
    fs::write(args.out.with_extension("json"), meta)?;
    fs::write(args.out.with_extension("weights"), weights.to_string())?;
    eprintln!(
        "{rows} positions from {games} games ({skipped} skipped, {no_winner} without a winner, \
         {goals} positions with a goal left out); {} features",
        entries.len()
    );
    Ok(())
}

/// A JSON list of strings (names and paths: no character needs more than `{:?}`).
fn json_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("{s:?}")).collect();
    format!("[{}]", quoted.join(", "))
}

/// Writes a little-endian float32 matrix as a NumPy `.npy` file (format version 1.0).
fn write_npy(path: &PathBuf, data: &[f32], rows: usize, cols: usize) -> std::io::Result<()> {
    let mut header =
        format!("{{'descr': '<f4', 'fortran_order': False, 'shape': ({rows}, {cols}), }}");
    // Magic (6) + version (2) + length (2) + header + newline: a multiple of 64.
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut f = std::io::BufWriter::new(fs::File::create(path)?);
    f.write_all(b"\x93NUMPY\x01\x00")?;
    f.write_all(&(header.len() as u16).to_le_bytes())?;
    f.write_all(header.as_bytes())?;
    for v in data {
        f.write_all(&v.to_le_bytes())?;
    }
    f.flush()
}
