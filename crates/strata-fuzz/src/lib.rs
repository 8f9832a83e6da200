//! Fuzzing under `cargo test` (no nightly toolchain, no cargo-fuzz): a seeded mutator that
//! turns a corpus of valid inputs into malformed ones ([`Mutator`]), and a harness
//! ([`Target::run`]) that runs a parser on every one of them and fails on a panic, a hang or an
//! allocation past a bound, naming the input; a stack overflow aborts the test binary, naming
//! the target's thread. A dev-dependency only: it sets the allocator of the test binaries that
//! use it (`alloc.rs`), and nothing at run time uses it.
//!
//! A target is a `#[test]` named `fuzz_…` next to the parser it covers; `just fuzz ITERS` runs
//! them all for longer. `STRATA_FUZZ_ITERS` sets the number of mutants per target (default
//! [`DEFAULT_ITERS`]), `STRATA_FUZZ_SEED` the seed (default 0): each mutant is a function of
//! the seed and its index alone, so a failure is made again from the two numbers it names
//! ([`Mutator::mutant`]). A stack overflow aborts the process before any report: run the
//! target again with `STRATA_FUZZ_TRACE=1`, and the input that overflowed is in
//! `$TMPDIR/strata-fuzz/NAME-running.bin` (each input is written there before it runs).

mod alloc;
mod mutate;

pub use alloc::HARD_CAP;
pub use mutate::{MAX_LEN, Mutator, Rng};

use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

/// Mutants per target under a plain `cargo test`: every target together takes seconds.
pub const DEFAULT_ITERS: u64 = 500;

/// The stack each target runs on: a tokio worker's (and a test thread's), smaller than the
/// main thread's, so that a parser that recurses per level of nesting overflows here first.
pub const STACK: usize = 2 << 20;

/// The number of mutants per target: `STRATA_FUZZ_ITERS`, else [`DEFAULT_ITERS`].
pub fn iterations() -> u64 {
    std::env::var("STRATA_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(DEFAULT_ITERS)
}

/// The seed: `STRATA_FUZZ_SEED`, else 0.
pub fn seed() -> u64 {
    std::env::var("STRATA_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// What one input may cost the parser.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Bytes live at once, at most, above what was live before the call.
    pub memory: usize,
    /// Time for one call. A call still running at three times this is a hang: the test fails
    /// at once, naming the input.
    pub time: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            memory: 256 << 20,
            time: Duration::from_secs(10),
        }
    }
}

/// What the harness found over a run.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub inputs: u64,
    pub elapsed: Duration,
    pub peak_memory: usize,
    pub slowest: Duration,
}

/// A fuzz target: a name (its test's), a seed corpus of valid inputs, words of the format for
/// mutations to insert, and the limits of one call.
pub struct Target {
    name: String,
    corpus: Vec<Vec<u8>>,
    dictionary: Vec<String>,
    limits: Limits,
}

impl Target {
    pub fn new(name: &str, corpus: Vec<Vec<u8>>) -> Target {
        Target {
            name: name.into(),
            corpus,
            dictionary: Vec::new(),
            limits: Limits::default(),
        }
    }

    pub fn dictionary(mut self, words: &[&str]) -> Target {
        self.dictionary = words.iter().map(|w| w.to_string()).collect();
        self
    }

    pub fn limits(mut self, limits: Limits) -> Target {
        self.limits = limits;
        self
    }

    /// Run `parse` on every entry of the corpus, then on [`iterations`] mutants of it (seed
    /// [`seed`]). Panics (failing the test) with a report naming the input that made it
    /// panic, hang, or allocate past the limits.
    pub fn run(self, parse: impl Fn(&[u8]) + Send + Sync + 'static) -> Stats {
        let words: Vec<&str> = self.dictionary.iter().map(String::as_str).collect();
        let mutator = Mutator::new(self.corpus, seed()).with_dictionary(&words);
        fuzz_with(&self.name, mutator, self.limits, parse)
    }
}

thread_local! {
    /// The input this thread runs (its target's name, which input, its bytes), for the report
    /// of an allocation past the hard cap, made on this thread as the process aborts.
    static CURRENT: std::cell::RefCell<Option<(String, String, Vec<u8>)>> =
        const { std::cell::RefCell::new(None) };
}

/// Run `target` on every entry of `mutator`'s corpus, then on [`iterations`] mutants, within
/// `limits`. Panics (failing the test) with a report naming the input: its index and seed,
/// its first bytes, and a file holding it whole.
pub fn fuzz_with(
    name: &str,
    mutator: Mutator,
    limits: Limits,
    target: impl Fn(&[u8]) + Send + Sync + 'static,
) -> Stats {
    let iters = iterations();
    let seed = seed();
    let trace = std::env::var_os("STRATA_FUZZ_TRACE").is_some();
    // The worker's only message is its last; its progress is a counter. (Every allocation is
    // counted by the thread that makes it, so nothing it allocates may be freed by another.)
    let (tx, rx) = mpsc::channel::<Msg>();
    let done = Arc::new(AtomicU64::new(0));
    let running = Arc::new(Mutex::new(Vec::new()));
    let (worker_done, worker_running) = (done.clone(), running.clone());
    let thread_name = name.to_string();
    let worker = std::thread::Builder::new()
        .name(format!("fuzz {name}"))
        .stack_size(STACK)
        .spawn(move || {
            let (done, running) = (worker_done, worker_running);
            alloc::arm(over_cap);
            let started = Instant::now();
            let mut stats = Stats::default();
            let corpus = mutator.corpus().len() as u64;
            for i in 0..corpus + iters {
                let (input, which) = match i.checked_sub(corpus) {
                    None => (
                        mutator.corpus()[i as usize].clone(),
                        format!("corpus entry {i}"),
                    ),
                    Some(m) => (mutator.mutant(m), format!("mutant {m} of seed {seed}")),
                };
                if trace {
                    // Before the call: a stack overflow aborts the process with no report.
                    let _ = keep(&thread_name, "running", &input);
                }
                *running.lock().unwrap_or_else(|p| p.into_inner()) = input.clone();
                CURRENT.set(Some((thread_name.clone(), which.clone(), input.clone())));
                alloc::reset_peak();
                let t = Instant::now();
                let outcome = catch_unwind(AssertUnwindSafe(|| target(&input)));
                let took = t.elapsed();
                let peak = alloc::peak();
                stats.inputs += 1;
                stats.peak_memory = stats.peak_memory.max(peak);
                stats.slowest = stats.slowest.max(took);
                let failure = match outcome {
                    Err(p) => Some(format!("panicked: {}", panic_message(&*p))),
                    Ok(()) if peak > limits.memory => Some(format!(
                        "allocated {} MiB at once, more than the {} MiB allowed",
                        peak >> 20,
                        limits.memory >> 20
                    )),
                    Ok(()) if took > limits.time => Some(format!(
                        "took {took:?}, more than the {:?} allowed",
                        limits.time
                    )),
                    Ok(()) => None,
                };
                if let Some(why) = failure {
                    let _ = tx.send(Msg::Failed(which, why, input));
                    return;
                }
                done.fetch_add(1, Ordering::Relaxed);
            }
            stats.elapsed = started.elapsed();
            let _ = tx.send(Msg::Finished(stats));
        })
        .expect("a thread for the fuzz target");
    let mut seen = 0;
    loop {
        match rx.recv_timeout(limits.time * 3) {
            Ok(Msg::Finished(stats)) => {
                let _ = worker.join();
                eprintln!(
                    "{name}: {} inputs ({iters} mutants, seed {seed}) in {:.2?}, peak {} KiB at once, slowest {:.2?}",
                    stats.inputs,
                    stats.elapsed,
                    stats.peak_memory >> 10,
                    stats.slowest
                );
                return stats;
            }
            Ok(Msg::Failed(which, why, input)) => {
                let _ = worker.join();
                fail(name, &which, &why, &input)
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let now = done.load(Ordering::Relaxed);
                if now == seen {
                    let input = running.lock().unwrap_or_else(|p| p.into_inner()).clone();
                    fail(
                        name,
                        "the input running",
                        &format!("did not return within {:?}: a hang", limits.time * 3),
                        &input,
                    )
                }
                seen = now;
            }
            // The thread died without a word: only a stack overflow aborts the whole process,
            // so this is something else the harness did.
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let input = running.lock().unwrap_or_else(|p| p.into_inner()).clone();
                fail(name, "the input running", "its thread ended", &input)
            }
        }
    }
}

enum Msg {
    Finished(Stats),
    Failed(String, String, Vec<u8>),
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(a panic with no message)".into())
}

/// Where a failing input is kept: the system's temporary directory, `strata-fuzz/`.
fn keep(name: &str, which: &str, input: &[u8]) -> String {
    let dir = std::env::temp_dir().join("strata-fuzz");
    let file = dir.join(format!(
        "{name}-{}.bin",
        which.replace(|c: char| !c.is_ascii_alphanumeric(), "-")
    ));
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&file, input)) {
        Ok(()) => file.display().to_string(),
        Err(e) => format!("(not written: {e})"),
    }
}

/// The first bytes of an input, escaped.
pub fn show(input: &[u8]) -> String {
    const SHOWN: usize = 600;
    let head: String = input[..input.len().min(SHOWN)].escape_ascii().to_string();
    if input.len() > SHOWN {
        format!("b\"{head}\"… ({} bytes)", input.len())
    } else {
        format!("b\"{head}\"")
    }
}

fn fail(name: &str, which: &str, why: &str, input: &[u8]) -> ! {
    let kept = keep(name, which, input);
    panic!(
        "{name}: {which} {why}\n  input: {}\n  kept whole in {kept}: make it a regression case",
        show(input)
    )
}

/// Called by the allocator when a request would pass [`HARD_CAP`]: the process is about to
/// abort, so the input is reported now.
fn over_cap(size: usize) {
    let current = CURRENT.try_with(|c| c.try_borrow().ok().and_then(|c| c.clone()));
    let mut err = std::io::stderr().lock();
    match current.ok().flatten() {
        Some((name, which, input)) => {
            let kept = keep(&name, &which, &input);
            let _ = writeln!(
                err,
                "{name}: {which} asked for {size} bytes more, past the {} GiB a fuzz thread may hold: the process aborts\n  input: {}\n  kept whole in {kept}: make it a regression case",
                HARD_CAP >> 30,
                show(&input)
            );
        }
        None => {
            let _ = writeln!(err, "a fuzz thread asked for {size} bytes past its cap");
        }
    }
}

/// The corpus as bytes, from anything that is bytes.
pub fn corpus<I, B>(entries: I) -> Vec<Vec<u8>>
where
    I: IntoIterator<Item = B>,
    B: AsRef<[u8]>,
{
    entries.into_iter().map(|b| b.as_ref().to_vec()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_target_fails_naming_its_input() {
        let r = std::thread::spawn(move || {
            Target::new("demo", corpus(["ok"])).run(|b| assert!(b != b"ok", "it read ok"));
        })
        .join();
        let msg = panic_message(&*r.unwrap_err());
        assert!(
            msg.contains("demo: corpus entry 0 panicked: it read ok"),
            "{msg}"
        );
        assert!(msg.contains("b\"ok\""), "{msg}");
    }

    #[test]
    fn a_target_that_allocates_past_its_limit_fails() {
        let m = Mutator::new(corpus(["x"]), 0);
        let limits = Limits {
            memory: 1 << 20,
            ..Limits::default()
        };
        let r = std::thread::spawn(move || {
            fuzz_with("greedy", m, limits, |_| {
                std::hint::black_box(vec![1u8; 8 << 20]);
            });
        })
        .join();
        let msg = panic_message(&*r.unwrap_err());
        assert!(msg.contains("allocated 8 MiB at once"), "{msg}");
    }

    #[test]
    fn a_target_that_never_returns_fails_naming_its_input() {
        let limits = Limits {
            time: Duration::from_millis(50),
            ..Limits::default()
        };
        let r = std::thread::spawn(move || {
            let m = Mutator::new(corpus(["fine", "hang"]), 0);
            // The hung thread is left parked: a hang is what is being shown.
            fuzz_with("stuck", m, limits, |b| {
                if b == b"hang" {
                    loop {
                        std::thread::park();
                    }
                }
            });
        })
        .join();
        let msg = panic_message(&*r.unwrap_err());
        assert!(
            msg.contains("stuck: the input running did not return"),
            "{msg}"
        );
        assert!(msg.contains("b\"hang\""), "{msg}");
    }

    #[test]
    fn a_sound_target_runs_every_mutant() {
        let m = Mutator::new(corpus(["[1, 2]", "{\"a\": 3}"]), 1);
        let stats = fuzz_with("sound", m, Limits::default(), |b| {
            let _ = std::str::from_utf8(b);
        });
        assert_eq!(stats.inputs, 2 + iterations());
    }
}
