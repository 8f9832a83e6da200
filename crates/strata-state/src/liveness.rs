//! Whether a lock's holder is provably gone. A lock is normally freed by its lease running out;
//! a holder is judged dead sooner only when nothing can make the judgement wrong: the holder ran
//! in this boot of this machine (its boot id, which no other machine or boot shares, not its
//! host name), in this process's PID namespace (so its pid means the same process here), this
//! process sees that namespace's `/proc`, and the process with that pid is gone, is another
//! process that started later (the pid was reused), or is a zombie (it can run nothing more).
//! Anything less certain is alive until its lease ends.

use std::path::Path;

/// Where the current process runs, as a lock records it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// `/proc/sys/kernel/random/boot_id`: one machine's one boot.
    pub boot_id: String,
    /// The PID namespace, as `/proc/self/ns/pid` names it (`pid:[4026531836]`).
    pub pid_ns: String,
    /// When the process started, in clock ticks since boot (field 22 of `/proc/<pid>/stat`).
    pub started: u64,
}

impl Place {
    /// This process's place; empty fields where `/proc` does not say.
    pub fn current() -> Place {
        Place {
            boot_id: boot_id(),
            pid_ns: pid_ns(),
            started: stat(Path::new("/proc/self/stat")).map_or(0, |s| s.started),
        }
    }
}

fn pid_ns() -> String {
    std::fs::read_link("/proc/self/ns/pid")
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn boot_id() -> String {
    std::fs::read_to_string("/proc/sys/kernel/random/boot_id")
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

struct Stat {
    state: char,
    started: u64,
}

/// The state and start time in `/proc/<pid>/stat` (after the command name, which may hold
/// spaces and parentheses: the fields start after its last `)`).
fn stat(path: &Path) -> Option<Stat> {
    let text = std::fs::read_to_string(path).ok()?;
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state is field 3, start time field 22 (so 0 and 19 here).
    Some(Stat {
        state: fields.first()?.chars().next()?,
        started: fields.get(19)?.parse().ok()?,
    })
}

/// Whether the holder that recorded `pid` at `place` is provably gone (see the module).
pub fn provably_dead(pid: u32, place: &Place) -> bool {
    if pid == 0 || place.boot_id.is_empty() || place.pid_ns.is_empty() {
        return false;
    }
    // This process's own start time is not needed here: only where it runs.
    if place.boot_id != boot_id() || place.pid_ns != pid_ns() {
        return false;
    }
    // This process's `/proc` must be its own namespace's (after `unshare --pid` without a new
    // mount of /proc, it is the parent's, where pids mean other processes).
    let own = std::fs::read_link("/proc/self")
        .ok()
        .and_then(|p| p.to_str()?.parse::<u32>().ok());
    if own != Some(std::process::id()) {
        return false;
    }
    match stat(&Path::new("/proc").join(pid.to_string()).join("stat")) {
        None => !Path::new("/proc").join(pid.to_string()).exists(),
        Some(s) => {
            matches!(s.state, 'Z' | 'X' | 'x') || (place.started != 0 && s.started != place.started)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_alive_and_a_gone_one_is_dead_only_where_certain() {
        let here = Place::current();
        assert!(!here.boot_id.is_empty() && here.pid_ns.starts_with("pid:"));
        assert!(!provably_dead(std::process::id(), &here));
        // A pid that was reused: same pid, another start time.
        let reused = Place {
            started: here.started + 1,
            ..here.clone()
        };
        assert!(provably_dead(std::process::id(), &reused));
        // A process that has exited (and was reaped).
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        let place = Place {
            started: 0,
            ..here.clone()
        };
        child.wait().unwrap();
        assert!(provably_dead(pid, &place));
        // The same pid elsewhere proves nothing: another boot (another machine), another
        // namespace, or a lock that recorded no place (written before places were kept).
        for other in [
            Place {
                boot_id: "another-boot".into(),
                ..place.clone()
            },
            Place {
                pid_ns: "pid:[1]".into(),
                ..place.clone()
            },
            Place::default(),
        ] {
            assert!(!provably_dead(pid, &other), "{other:?}");
        }
    }

    #[test]
    fn a_zombie_is_dead() {
        let child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        // Not reaped yet: a zombie once it exits.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while stat(&Path::new("/proc").join(pid.to_string()).join("stat"))
            .is_some_and(|s| s.state != 'Z')
        {
            assert!(std::time::Instant::now() < deadline);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let place = Place {
            started: 0,
            ..Place::current()
        };
        assert!(provably_dead(pid, &place));
        drop(child);
    }
}
