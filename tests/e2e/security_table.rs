//! The authority table of `docs/SECURITY.md` walked: every row names a test that exists, or
//! says `none yet`.

use std::path::Path;

const HEADER: &str =
    "| Input | Who can write it | What the host does with it | The check between the two | Test |";

/// The cells of one table row, split on the `|` that are not escaped (`\|`).
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    let mut out = vec![];
    let mut cell = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cell.push('|');
                chars.next();
            }
            '|' => out.push(std::mem::take(&mut cell).trim().to_string()),
            _ => cell.push(c),
        }
    }
    out.push(cell.trim().to_string());
    out
}

#[test]
fn the_security_table_names_a_real_test_for_every_row() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/SECURITY.md")).unwrap();
    let mut lines = doc.lines().skip_while(|l| l.trim() != HEADER);
    assert!(
        lines.next().is_some(),
        "docs/SECURITY.md has no table headed {HEADER}"
    );
    let rows: Vec<&str> = lines
        .take_while(|l| l.trim_start().starts_with('|'))
        .filter(|l| {
            !l.trim()
                .trim_matches('|')
                .chars()
                .all(|c| "-:| ".contains(c))
        })
        .collect();
    assert!(rows.len() >= 30, "only {} rows in the table", rows.len());

    let mut open = vec![];
    let mut missing = vec![];
    for row in &rows {
        let cells = cells(row);
        assert_eq!(cells.len(), 5, "a row without five columns: {row}");
        let (input, test) = (&cells[0], &cells[4]);
        if test == "none yet" {
            open.push(input.clone());
            continue;
        }
        let names: Vec<&str> = test
            .split([',', ';', ' '])
            .map(|n| n.trim_matches('`'))
            .filter(|n| !n.is_empty())
            .collect();
        assert!(!names.is_empty(), "row {input:?}: the Test column is empty");
        for name in names {
            let Some((path, function)) = name.rsplit_once("::") else {
                panic!("row {input:?}: {name:?} is not `path::function` nor `none yet`");
            };
            let found = std::fs::read_to_string(root.join(path))
                .map(|body| body.contains(&format!("fn {function}(")))
                .unwrap_or(false);
            if !found {
                missing.push(format!("{input}: {path}::{function}"));
            }
        }
    }
    eprintln!(
        "docs/SECURITY.md: {} rows, {} with no test yet:\n  {}",
        rows.len(),
        open.len(),
        open.join("\n  ")
    );
    assert!(
        missing.is_empty(),
        "tests named in docs/SECURITY.md that do not exist:\n  {}",
        missing.join("\n  ")
    );
}
