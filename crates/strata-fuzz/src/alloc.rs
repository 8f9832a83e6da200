//! The allocator of every test binary that uses this crate: the system's, counting what a
//! thread that is fuzzing has live at most, so that a target whose input makes it allocate
//! without bound fails with that input named. A request that would take the thread past
//! [`HARD_CAP`] is refused (the process then aborts, as it would have for want of memory),
//! after the input is written where the report says.
#![expect(
    unsafe_code,
    reason = "a global allocator is unsafe to implement; this one only forwards to the system's and counts"
)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The most a fuzzing thread may hold at once: past it, an allocation fails (and the process
/// aborts) instead of taking the machine's memory.
pub const HARD_CAP: usize = 4 << 30;

pub struct Counting;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[derive(Clone, Copy)]
struct Count {
    armed: bool,
    live: usize,
    peak: usize,
    /// What was live when the measure began.
    base: usize,
}

thread_local! {
    static COUNT: Cell<Count> = const {
        Cell::new(Count { armed: false, live: 0, peak: 0, base: 0 })
    };
    /// Called, once, when a request would pass the hard cap (the harness says which input).
    static OVER: Cell<Option<fn(usize)>> = const { Cell::new(None) };
}

/// Count this thread's allocations from now on, from zero; `over` is called if one would pass
/// [`HARD_CAP`].
pub fn arm(over: fn(usize)) {
    let _ = OVER.try_with(|o| o.set(Some(over)));
    let _ = COUNT.try_with(|c| {
        c.set(Count {
            armed: true,
            live: 0,
            peak: 0,
            base: 0,
        })
    });
}

/// Start a new measurement, from what is live now.
pub fn reset_peak() {
    let _ = COUNT.try_with(|c| {
        let mut n = c.get();
        n.peak = n.live;
        n.base = n.live;
        c.set(n);
    });
}

/// The most this thread had live since [`reset_peak`], above what it had then.
pub fn peak() -> usize {
    COUNT
        .try_with(|c| {
            let n = c.get();
            n.peak.saturating_sub(n.base)
        })
        .unwrap_or(0)
}

/// Whether this much more may be taken; counts it if so.
fn grow(size: usize) -> bool {
    COUNT
        .try_with(|c| {
            let mut n = c.get();
            if !n.armed {
                return true;
            }
            let live = n.live.saturating_add(size);
            if live > HARD_CAP {
                // Once: what it calls may allocate, and is not counted.
                n.armed = false;
                c.set(n);
                if let Some(over) = OVER.try_with(Cell::get).ok().flatten() {
                    over(size);
                }
                return false;
            }
            n.live = live;
            n.peak = n.peak.max(live);
            c.set(n);
            true
        })
        .unwrap_or(true)
}

fn shrink(size: usize) {
    let _ = COUNT.try_with(|c| {
        let mut n = c.get();
        if n.armed {
            n.live = n.live.saturating_sub(size);
            c.set(n);
        }
    });
}

// SAFETY: every call is forwarded to the system allocator with the same arguments; the
// counting touches only a thread-local `Cell` initialized without allocating.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            shrink(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            shrink(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(ptr, layout) };
        shrink(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let more = new_size.saturating_sub(layout.size());
        if !grow(more) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            shrink(more);
        } else {
            shrink(layout.size().saturating_sub(new_size));
        }
        p
    }
}
