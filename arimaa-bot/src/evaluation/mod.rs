//! The search bot's evaluation (placeholder while it is written).
