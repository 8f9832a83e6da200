//! "Did you mean": edit distance (Levenshtein) and the nearest name, shared by the YAML and
//! CloudFormation programs (the CloudFormation program includes this file by path).

/// The number of single-character edits that turn `a` into `b`.
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// The name of `names` meant by `word`, by the engine's rule: case ignored, within
/// max(2, length / 4) edits, the nearest.
pub(crate) fn nearest<'n>(names: &[&'n str], word: &str) -> Option<&'n str> {
    let w = word.to_lowercase();
    names
        .iter()
        .map(|n| (distance(&n.to_lowercase(), &w), *n))
        .filter(|(d, n)| *d <= 2.max(n.chars().count() / 4))
        .min()
        .map(|(_, n)| n)
}
