//! The current date and time in UTC, for the log's `Date` header and default file name,
//! without a date library: days since 1970-01-01 to a civil date by Howard Hinnant's
//! `civil_from_days` algorithm.

use std::time::{SystemTime, UNIX_EPOCH};

/// A UTC timestamp split into civil fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Utc {
    /// Year, e.g. 2026.
    pub year: i64,
    /// Month 1–12.
    pub month: u32,
    /// Day of the month 1–31.
    pub day: u32,
    /// Hour 0–23.
    pub hour: u32,
    /// Minute 0–59.
    pub minute: u32,
    /// Second 0–59.
    pub second: u32,
}

impl Utc {
    /// The time now (the epoch if the clock is before 1970).
    pub fn now() -> Utc {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Utc::from_unix(secs)
    }

    /// The civil time of `secs` seconds after 1970-01-01 00:00 UTC.
    ///
    /// ```
    /// use arimaa_cli::clock::Utc;
    /// // 2008-07-01 00:00 UTC, when the arimaa.com rules changed.
    /// assert_eq!(Utc::from_unix(1_214_870_400).record_date(), "2008.07.01");
    /// ```
    pub fn from_unix(secs: u64) -> Utc {
        let days = (secs / 86_400) as i64;
        let rem = secs % 86_400;
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Utc {
            year,
            month,
            day,
            hour: (rem / 3600) as u32,
            minute: (rem / 60 % 60) as u32,
            second: (rem % 60) as u32,
        }
    }

    /// The date as the per-game records write it: `2026.11.21`.
    pub fn record_date(&self) -> String {
        format!("{}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// `20261121-063223`, for file names.
    pub fn compact(&self) -> String {
        format!(
            "{}{:02}{:02}-{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Utc;

    #[test]
    fn known_dates() {
        // 2008-07-01 00:00:00 UTC, the arimaa.com rules change (date -u -d @1214870400).
        let t = Utc::from_unix(1_214_870_400);
        assert_eq!((t.year, t.month, t.day, t.hour), (2008, 7, 1, 0));
        // 2002-11-22 19:20:26 UTC, the start of allgames2002 game 1.
        let t = Utc::from_unix(1_037_992_826);
        assert_eq!(t.record_date(), "2002.11.22");
        assert_eq!(t.compact(), "20021122-192026");
        // A leap day: 2024-02-29 12:00:00 UTC.
        assert_eq!(Utc::from_unix(1_709_208_000).record_date(), "2024.02.29");
    }
}
