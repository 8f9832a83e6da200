//! "Did you mean": the candidate closest to a misspelled word.

/// The candidate closest to `word` by edit distance, if close enough to be a likely typo
/// (case is ignored).
pub fn closest<'a>(candidates: impl Iterator<Item = &'a String>, word: &str) -> Option<&'a str> {
    let word = word.to_lowercase();
    candidates
        .map(|c| (distance(&c.to_lowercase(), &word), c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 4))
        .min()
        .map(|(_, c)| c.as_str())
}

/// `n` with its noun, singular for one: `1 resource`, `2 resources`, `0 policies` (every
/// count a message says goes through here: "1 resources" read as a bug).
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// At most this many names are listed in one message.
const LISTED: usize = 20;

/// Names for a message (each in backquotes if `quoted`): the first [`LISTED`], then how many
/// more (the names can come from a guest's schema, which must not flood an error).
pub fn listing<'a>(names: impl Iterator<Item = &'a str>, quoted: bool) -> String {
    let names: Vec<&str> = names.collect();
    let shown: Vec<String> = names
        .iter()
        .take(LISTED)
        .map(|n| {
            if quoted {
                format!("`{n}`")
            } else {
                n.to_string()
            }
        })
        .collect();
    match names.len().saturating_sub(LISTED) {
        0 => shown.join(", "),
        more => format!("{} and {more} more", shown.join(", ")),
    }
}

/// Edit distance (Levenshtein) between two short strings.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_one_is_singular() {
        for (n, said) in [
            (0, "0 policies"),
            (1, "1 policy"),
            (2, "2 policies"),
            (21, "21 policies"),
        ] {
            assert_eq!(count(n, "policy", "policies"), said);
        }
    }

    #[test]
    fn the_closest_likely_typo_is_found() {
        let c = ["greeting".to_string(), "generation".to_string()];
        assert_eq!(closest(c.iter(), "greting"), Some("greeting"));
        assert_eq!(closest(c.iter(), "GENERATION"), Some("generation"));
        assert_eq!(closest(c.iter(), "database"), None);
    }
}
