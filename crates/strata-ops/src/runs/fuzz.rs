//! Fuzz target of a run's record as `read` reads it for the console's live view (and the
//! Automation API's readers of the same `--json` lines): its header, then its events. The
//! record sits in the user's cache, where a crash or another process may leave anything.

use super::*;
use strata_fuzz::{Target, corpus};

/// A record as the recorder writes one: its header, events of several kinds, its end.
fn record() -> Vec<u8> {
    let header = Header {
        run: "1733000000000-4242".into(),
        operation: "up".into(),
        project: "p".into(),
        stack: "dev".into(),
        holder: LockInfo::current("up"),
    };
    let mut out = serde_json::to_string(&header).unwrap();
    out.push('\n');
    let events = [
        Event::Started {
            kind: Kind::Up,
            stack: "dev".into(),
            project: "p".into(),
            preview: false,
        },
        Event::Log {
            level: "info".into(),
            message: "made \"it\" é€ \u{1}".into(),
        },
        Event::Diagnostic {
            severity: crate::Severity::Warning,
            code: Some("lock-taken-over"),
            message: "look".into(),
        },
        Event::Stale {
            stack: "app/dev".into(),
            outputs: vec!["url".into()],
        },
        Event::StackPlanned {
            stack: "p/dev".into(),
            plan: crate::events::StackPlan::Destroyed,
        },
    ];
    for (i, e) in events.iter().enumerate() {
        out.push_str(&e.json(i as f64 * 12.5));
        out.push('\n');
    }
    out.push_str(END);
    out.push('\n');
    out.into_bytes()
}

#[test]
fn fuzz_run_record() {
    let whole = record();
    let torn = whole[..whole.len() - 9].to_vec();
    Target::new("fuzz_run_record", corpus([whole, torn]))
        .dictionary(&[
            END,
            "\n",
            "{\"event\":\"",
            "\"holder\":{",
            "\"time_ms\":1e400",
        ])
        .run(|b| {
            // As `read` splits it: the first line (up to 64 KiB) is the header.
            let first = b
                .iter()
                .take(64 * 1024)
                .position(|&c| c == b'\n')
                .map_or(b.len().min(64 * 1024), |i| i + 1);
            let line = String::from_utf8_lossy(&b[..first]);
            let header = header(&line);
            let alive = header.as_ref().is_some_and(|h| !h.holder.provably_dead());
            let (events, whole) = events(&b[first..]);
            assert!(first + whole <= b.len());
            let read = Read {
                header,
                events,
                next: (first + whole) as u64,
                ended: alive,
                interrupted: false,
            };
            // What the console sends the browser.
            let _ = serde_json::to_vec(&read);
        });
}
