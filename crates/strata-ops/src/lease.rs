//! The one lease lifecycle every command that writes a stack (or a workspace's graph) goes
//! through: take the lock, renew its lease in the background while the command runs, say when
//! it was lost, and end it (released, or removed with the stack). `Backend::lock` is called
//! here and nowhere else in the library.
//!
//! What the lease promises is the backend's fence: every write carries the lock
//! (`save`, `journal`, `remove_stack`…), and a write whose lock was taken over is refused. The
//! renewal only keeps a running command from losing its lock while it is alive; a command
//! paused past its lease (or whose lease a teammate ended with `stack unlock --force`) finds
//! out at its next write, which is refused, never made.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use strata_engine::Cancel;
use strata_state::{Backend, LockInfo, StackLock, StateError};

/// A held lock and its background renewal. Dropped without [`Lease::release`], the renewal
/// stops and the lock lapses with its lease.
pub struct Lease {
    lock: Arc<dyn StackLock>,
    length: Duration,
    lost: Arc<AtomicBool>,
    renewal: Option<AbortOnDrop>,
}

/// How a lease is taken, beyond the backend's own `lock`: by default at once (a lock held by
/// another fails with `Locked`), with the process's lease length (`STRATA_LOCK_LEASE`).
#[derive(Default)]
pub struct Taking<'a> {
    /// Wait up to this long for a lock held by another (`--lock-timeout`).
    pub wait: Option<Duration>,
    /// Stops the waiting.
    pub cancel: Option<&'a Cancel>,
    /// Told once, with the holder, when the lock is held and waited for.
    pub waiting: Option<&'a (dyn Fn(&LockInfo) + Sync)>,
    /// Called once if a renewal fails (the lock may be someone else's from then on).
    pub on_lost: Option<Box<dyn FnOnce() + Send>>,
}

impl Lease {
    /// Take `stack`'s lock for `info`, at once.
    pub async fn take(
        backend: &dyn Backend,
        stack: &str,
        info: LockInfo,
    ) -> Result<Lease, StateError> {
        Lease::take_with(backend, stack, info, Taking::default()).await
    }

    /// Take `stack`'s lock for `info` as `how` says, and start renewing it.
    pub async fn take_with(
        backend: &dyn Backend,
        stack: &str,
        info: LockInfo,
        how: Taking<'_>,
    ) -> Result<Lease, StateError> {
        let length = strata_state::lock_lease()?;
        let deadline = how.wait.map(|t| Instant::now() + t);
        let mut told = false;
        let lock = loop {
            let taken = backend.lock(stack, info.clone(), length).await;
            let left = deadline.and_then(|d| d.checked_duration_since(Instant::now()));
            let cancelled = how.cancel.is_some_and(|c| c.is_cancelled());
            match taken {
                Ok(lock) => break lock,
                Err(StateError::Locked { holder, .. }) if left.is_some() && !cancelled => {
                    if let Some(say) = how.waiting.filter(|_| !told) {
                        say(&holder);
                        told = true;
                    }
                    let pause = Duration::from_millis(250).min(left.unwrap_or_default());
                    tokio::time::sleep(pause).await;
                }
                Err(e) => return Err(e),
            }
        };
        let lost = Arc::new(AtomicBool::new(false));
        let renewal = {
            let (lock, lost, on_lost) = (lock.clone(), lost.clone(), how.on_lost);
            AbortOnDrop(tokio::spawn(async move {
                loop {
                    tokio::time::sleep(length / 3).await;
                    if lock.renew().await.is_err() {
                        lost.store(true, Ordering::SeqCst);
                        if let Some(f) = on_lost {
                            f();
                        }
                        break;
                    }
                }
            }))
        };
        Ok(Lease {
            lock,
            length,
            lost,
            renewal: Some(renewal),
        })
    }

    /// The lock every write under this lease carries.
    pub fn lock(&self) -> &Arc<dyn StackLock> {
        &self.lock
    }

    /// How long each renewal extends it.
    pub fn length(&self) -> Duration {
        self.length
    }

    /// Whether a renewal failed: the lock may be someone else's, and the backend refuses
    /// every write under it.
    pub fn is_lost(&self) -> bool {
        self.lost.load(Ordering::SeqCst)
    }

    /// The holder this lock was taken over from, if it was.
    pub fn taken_over(&self) -> Option<&LockInfo> {
        self.lock.taken_over()
    }

    /// Stop renewing and give the lock up (fails if it was no longer ours).
    pub async fn release(mut self) -> Result<(), StateError> {
        self.renewal.take();
        self.lock.release().await
    }

    /// Stop renewing and remove `stack` from `backend` under the lock, which goes with it:
    /// refused if the lock was taken over meanwhile.
    pub async fn remove_stack(
        mut self,
        backend: &dyn Backend,
        stack: &str,
    ) -> Result<(), StateError> {
        self.renewal.take();
        backend.remove_stack(stack, self.lock.as_ref()).await
    }
}

/// One change of `stack` under a lease taken for `operation` (a second writer fails at once,
/// naming the holder; a taken-over holder's writes are refused), renewed while `change` runs,
/// and released whatever happens: an error of `change` wins over one of the release.
pub async fn hold<T, F, Fut>(
    backend: &dyn Backend,
    stack: &str,
    operation: &str,
    change: F,
) -> crate::Result<T>
where
    F: FnOnce(Arc<dyn StackLock>) -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
{
    let lease = Lease::take(backend, stack, LockInfo::current(operation)).await?;
    let outcome = change(lease.lock().clone()).await;
    let released = lease.release().await;
    let value = outcome?;
    released?;
    Ok(value)
}

/// Stops a background task when its owner ends, however it ends.
pub struct AbortOnDrop<T = ()>(pub tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}
