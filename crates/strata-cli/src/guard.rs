//! The one output guard: everything `strata` writes to stdout or stderr passes [`shown`] on its
//! way out (`outln!`, `errln!`, the renderer's buffered lines). Text from outside Strata
//! (resource names, provider and program errors and logs, outputs, policy messages, a lock's
//! holder, history's user and message, a registry's words) can hold terminal controls: an
//! escape sequence that recolours, hides or rewrites what was printed, sets the window title,
//! or writes the clipboard (OSC 52); a carriage return that overprints a line; bidirectional
//! overrides that reorder it. Each is shown visibly instead (`\u001b`, `\r`), in a form that is
//! also a JSON escape, so a `--json` line stays valid JSON holding the same value.
//!
//! The CLI's own colours are not escape bytes until here: [`sgr`] writes a mark that carries a
//! random number chosen when the process starts, which no text from outside can know, and
//! `shown` turns only marks with that number into colour codes, after escaping everything else.

use std::borrow::Cow;
use std::sync::LazyLock;

/// The mark's number: 64 random bits from the kernel, in hex.
static NONCE: LazyLock<String> = LazyLock::new(|| {
    let mut b = [0u8; 8];
    let ok = std::fs::File::open("/dev/urandom")
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut b))
        .is_ok();
    if !ok {
        // No randomness: colour marks are then never honoured (the text shows them escaped).
        return String::new();
    }
    b.iter().map(|x| format!("{x:02x}")).collect()
});

const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// A mark for the colour (SGR) `code` (`"1"`, `"32"`, `"0"` …), made by the CLI alone.
pub fn sgr(code: &str) -> String {
    format!("{OPEN}{}{code}{CLOSE}", *NONCE)
}

/// Whether `c` is a control a terminal would act on, or a character that shows nothing or
/// changes how the text around it reads (Unicode's format characters, category Cf, every one
/// as of Unicode 16: bidirectional marks,
/// overrides and isolates, zero-width spaces and joiners, the soft hyphen, the byte-order mark,
/// interlinear annotation, tag characters; and the line and paragraph separators), rather than
/// a character it shows.
fn is_control(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(
            c,
            '\u{00AD}' | '\u{061C}' | '\u{06DD}' | '\u{070F}' | '\u{180E}' | '\u{FEFF}'
        )
        || ('\u{0600}'..='\u{0605}').contains(&c)
        || ('\u{200B}'..='\u{200F}').contains(&c)
        || ('\u{2028}'..='\u{202E}').contains(&c)
        || ('\u{2060}'..='\u{206F}').contains(&c)
        || ('\u{FFF9}'..='\u{FFFB}').contains(&c)
        || ('\u{E0000}'..='\u{E007F}').contains(&c)
        || matches!(
            c,
            '\u{0890}' | '\u{0891}' | '\u{08E2}' | '\u{110BD}' | '\u{110CD}'
        )
        || ('\u{13430}'..='\u{1343F}').contains(&c)
        || ('\u{1BCA0}'..='\u{1BCA3}').contains(&c)
        || ('\u{1D173}'..='\u{1D17A}').contains(&c)
}

/// `text` as it may reach a terminal: every control shown visibly (see the module's doc), the
/// CLI's own colour marks made colour codes. Text with neither is returned as it is.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| is_control(c) || c == OPEN) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\r' => out.push_str("\\r"),
            c if is_control(c) && (c as u32) <= 0xFFFF => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            // Beyond the basic plane, as JSON writes it: a surrogate pair.
            c if is_control(c) => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{:04x}", u));
                }
            }
            c => out.push(c),
        }
    }
    if NONCE.is_empty() || !out.contains(OPEN) {
        return Cow::Owned(out);
    }
    let open = format!("{OPEN}{}", *NONCE);
    let mut colored = String::with_capacity(out.len());
    let mut rest = out.as_str();
    while let Some(at) = rest.find(&open) {
        let after = &rest[at + open.len()..];
        match after.find(CLOSE) {
            Some(end)
                if after[..end]
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b == b';') =>
            {
                colored.push_str(&rest[..at]);
                colored.push_str(&format!("\x1b[{}m", &after[..end]));
                rest = &after[end + CLOSE.len_utf8()..];
            }
            _ => {
                colored.push_str(&rest[..at + open.len()]);
                rest = after;
            }
        }
    }
    colored.push_str(rest);
    Cow::Owned(colored)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of control a terminal acts on, in text from outside: none survives raw.
    #[test]
    fn every_control_is_shown_visibly_and_only_the_cli_s_own_marks_colour() {
        let mut cases = 0;
        let mut controls: Vec<char> = (0u32..0x20)
            .chain(0x7f..0xa0)
            .filter_map(char::from_u32)
            .collect();
        // Unicode's format characters and separators, and nothing a terminal shows.
        let format: Vec<char> = [
            '\u{00AD}', '\u{061C}', '\u{06DD}', '\u{070F}', '\u{180E}', '\u{FEFF}',
        ]
        .into_iter()
        .chain('\u{0600}'..='\u{0605}')
        .chain('\u{200B}'..='\u{200F}')
        .chain('\u{2028}'..='\u{202E}')
        .chain('\u{2060}'..='\u{206F}')
        .chain('\u{FFF9}'..='\u{FFFB}')
        .chain('\u{E0000}'..='\u{E007F}')
        .chain(['\u{0890}', '\u{0891}', '\u{08E2}', '\u{110BD}', '\u{110CD}'])
        .chain('\u{13430}'..='\u{1343F}')
        .chain('\u{1BCA0}'..='\u{1BCA3}')
        .chain('\u{1D173}'..='\u{1D17A}')
        .collect();
        let n_format = format.len();
        controls.extend(format);
        for shown in ['a', 'é', '中', '😀', '\u{2010}', '\u{00A0}'] {
            assert!(!is_control(shown), "{shown:?}");
        }
        for c in controls {
            let hostile = format!("name{c}]52;c;aGVsbG8=\u{7}tail");
            let s = shown(&hostile);
            if c == '\n' || c == '\t' {
                assert!(s.contains(c));
                continue;
            }
            cases += 1;
            assert!(!s.chars().any(is_control), "{c:?}: {s:?}");
            assert!(
                s.starts_with("name\\") && s.ends_with("\\u0007tail"),
                "{s:?}"
            );
            // The same text inside a JSON string: still JSON, holding the same value.
            let line = serde_json::to_string(&hostile).unwrap();
            let back: String = serde_json::from_str(&shown(&line)).unwrap();
            assert_eq!(back, hostile, "{c:?}");
        }
        assert_eq!(cases, 32 - 2 + 33 + n_format);
        // Colour marks: the CLI's become codes; one forged without the number stays text.
        let painted = format!("{}green{}", sgr("32"), sgr("0"));
        assert_eq!(shown(&painted), "\x1b[32mgreen\x1b[0m");
        let forged = format!("{OPEN}32{CLOSE}x{OPEN}{}8m{CLOSE}", "0".repeat(16));
        assert!(!shown(&forged).contains('\x1b'));
        // A mark whose code is not digits is not honoured.
        let odd = format!("{OPEN}{}2J\x1b{CLOSE}", *NONCE);
        assert!(!shown(&odd).contains('\x1b'), "{:?}", shown(&odd));
        assert!(matches!(shown("plain text\n"), Cow::Borrowed(_)));
    }

    /// The class of places that write to the terminal, enumerated from the source: every one
    /// goes through the guard (`outln!`/`out!`, `errln!`/`err!`, the renderer's `line`), or
    /// says on its line why it needs none (it only flushes or asks whether it is a terminal).
    #[test]
    fn every_write_to_the_terminal_goes_through_the_guard() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![];
        let mut dirs = vec![src];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(d).unwrap().flatten() {
                match e.path() {
                    p if p.is_dir() => dirs.push(p),
                    p if p.extension().is_some_and(|x| x == "rs") => files.push(p),
                    _ => {}
                }
            }
        }
        let (mut sites, mut raw) = (0, vec![]);
        for f in &files {
            if f.ends_with("guard.rs") {
                continue;
            }
            for (n, line) in std::fs::read_to_string(f).unwrap().lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                let printing = ["println!(", "eprintln!(", "print!(", "eprint!(", "dbg!("]
                    .iter()
                    .any(|m| code.contains(m));
                let handle = code.contains("stdout()") || code.contains("stderr()");
                let harmless = code.contains(".flush()") || code.contains(".is_terminal()");
                if code.contains("outln!(")
                    || code.contains("errln!(")
                    || code.contains("out!(")
                    || code.contains("err!(")
                {
                    sites += 1;
                }
                if printing || (handle && !harmless && !line.contains("guarded:")) {
                    raw.push(format!("{}:{}: {line}", f.display(), n + 1));
                }
            }
        }
        assert!(
            raw.is_empty(),
            "writes to the terminal that bypass the guard:\n{}",
            raw.join("\n")
        );
        assert!(
            sites > 100,
            "only {sites} guarded writes found: is the scan reading the source?"
        );
    }
}
