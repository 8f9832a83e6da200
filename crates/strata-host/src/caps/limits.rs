//! The limits capability, the same for providers and programs: memory per instance (growing
//! past it traps, and the trap is known for what it is), wall-clock time per call (epoch
//! interruption stops running wasm; a wall-clock timeout around the call also stops a guest
//! blocked in a host call, such as a sleep or an HTTP body that never comes), and a budget of
//! bytes a guest may hand the engine during one command.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The memory capability: each instance grows to at most this many bytes.
pub(crate) struct Memory(pub(crate) u64);

impl super::Capability for Memory {
    type Instance = MemoryLimit;

    fn prepare(given: &super::Given) -> Result<Memory, String> {
        Ok(Memory(given.memory))
    }

    fn instance(&self, _wasi: &mut wasmtime_wasi::WasiCtxBuilder) -> Result<MemoryLimit, String> {
        Ok(MemoryLimit::new(self.0))
    }
}

/// An instance's memory limit.
pub(crate) struct MemoryLimit {
    pub(crate) bytes: usize,
    pub(crate) reached: bool,
}

impl MemoryLimit {
    pub(crate) fn new(bytes: u64) -> MemoryLimit {
        MemoryLimit {
            bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
            reached: false,
        }
    }
}

impl wasmtime::ResourceLimiter for MemoryLimit {
    fn memory_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if desired > self.bytes {
            self.reached = true;
            return Err(wasmtime::Error::msg(format!(
                "memory limit of {} bytes reached",
                self.bytes
            )));
        }
        Ok(true)
    }

    fn table_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        // A table entry is a pointer or two; a million of them is far beyond any real guest.
        Ok(desired <= 1_000_000)
    }
}

/// Bytes a guest has handed the engine during this command, against its budget.
#[derive(Debug)]
pub(crate) struct Budget {
    limit: u64,
    used: AtomicU64,
}

impl Budget {
    pub(crate) fn new(limit: u64) -> Budget {
        Budget {
            limit,
            used: AtomicU64::new(0),
        }
    }

    /// Count `bytes` more if they fit; false (counting nothing) if they would not.
    pub(crate) fn spend(&self, bytes: usize) -> bool {
        let bytes = bytes as u64;
        self.used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |used| {
                used.checked_add(bytes).filter(|total| *total <= self.limit)
            })
            .is_ok()
    }

    pub(crate) fn limit(&self) -> u64 {
        self.limit
    }
}

/// A size in the units the project file uses.
pub(crate) fn show_size(bytes: u64) -> String {
    if bytes >= 1 << 30 && bytes.is_multiple_of(1 << 30) {
        format!("{}GiB", bytes >> 30)
    } else if bytes >= 1 << 20 {
        format!("{}MiB", bytes >> 20)
    } else {
        format!("{}KiB", bytes >> 10)
    }
}

/// A duration in the units the project file uses.
pub(crate) fn show_duration(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(60_000) {
        format!("{}m", ms / 60_000)
    } else if ms.is_multiple_of(1000) {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}
