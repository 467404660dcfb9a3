//! With the `serde` feature: types with a natural string form serialize as that string
//! (`"e4"`, `"Ed2n"`, `"rc3x"`, `"Ra1"`, `"Ed2n Ed3n"`, setups, `"g [...]"` positions,
//! outcomes `"gg"`), and deserialize by parsing it.

use alloc::string::{String, ToString};
use core::str::FromStr;

use serde::de::{Deserialize, Deserializer, Error};
use serde::ser::{Serialize, Serializer};

use crate::{Capture, Move, NotatedMove, Outcome, Placement, Position, Setup, Square, Step};

macro_rules! via_string {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_string())
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                let text = String::deserialize(d)?;
                <$t>::from_str(&text).map_err(D::Error::custom)
            }
        }
    )*};
}

via_string!(
    Square,
    Step,
    Capture,
    Placement,
    Move,
    NotatedMove,
    Setup,
    Outcome
);

impl Serialize for Position {
    /// The short form `g [<64 chars>]`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_short())
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let text = String::deserialize(d)?;
        Position::from_short(&text).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use crate::{Move, Outcome, Position, Square, Step};

    #[test]
    fn types_serialize_as_their_notation() {
        let step: Step = "Ed2n".parse().unwrap();
        assert_eq!(serde_json::to_string(&step).unwrap(), r#""Ed2n""#);
        let mv: Move = serde_json::from_str(r#""Ee2n Ee3n""#).unwrap();
        assert_eq!(mv.len(), 2);
        let sq: Square = serde_json::from_str(r#""h8""#).unwrap();
        assert_eq!(sq.index(), 63);
        let o: Outcome = serde_json::from_str(r#""sm""#).unwrap();
        assert_eq!(o.to_string(), "sm");
        let pos = Position::standard();
        let json = serde_json::to_string(&pos).unwrap();
        assert!(json.starts_with(r#""g [rrrrrrrr"#));
        assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
        assert!(
            serde_json::from_str::<Step>(r#""Ed2q""#)
                .unwrap_err()
                .to_string()
                .contains("direction")
        );
    }
}
