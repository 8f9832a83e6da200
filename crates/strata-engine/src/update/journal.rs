//! The journal: every provider call that changes something is recorded before (`Begin`) and
//! after (`Done`, `Updated`, `Deleted`, `Failed`) it runs. The writer batches concurrent steps'
//! entries into one durable write and applies them to the in-memory snapshot in the same order.

use super::*;

impl Ctx {
    /// Journal a step's outcome and hand its outputs on at once; the step reports itself done
    /// (or failed, if the journal cannot take it) once the outcome is durable. Whatever depends
    /// on the step journals its own `Begin` after this entry and waits for that, and the
    /// journal is written in order, so no dependent's call starts before this outcome is
    /// durable: one sync per step of a chain, not two.
    pub(super) fn report_when_durable(
        self: &Arc<Self>,
        entry: JournalEntry,
        urn: &Urn,
        kind: OpKind,
        mut announce: Announce,
    ) {
        let (ctx, urn) = (self.clone(), urn.clone());
        // The call itself succeeded: what fails here is only its record, which the message says.
        let made = match &entry {
            JournalEntry::Done { id: Some(id), .. } => format!(" (id {id})"),
            _ => String::new(),
        };
        self.recorder
            .record_lazy(entry, move |written| match written {
                Ok(()) => {
                    announce.fire(ctx.events.as_ref());
                    ctx.done(&urn, kind, announce.at);
                }
                Err(e) => ctx.fail(
                    format!("{} \"{}\"", urn.ty(), urn.name()),
                    Some(urn.clone()),
                    Some(kind),
                    StepError::new(
                        ErrorKind::Internal,
                        format!(
                            "the provider's {kind} call succeeded{made}, but its outcome could not be journaled: {e}"
                        ),
                    ),
                ),
            });
    }

    /// Record that `r` is gone: deleted by the call begun as `op`, or found gone (a fresh `op`).
    pub(super) async fn forget(&self, r: &ResourceState, op: u64) -> Result<(), StepError> {
        let entry = JournalEntry::Deleted {
            op,
            urn: r.urn.clone(),
            id: r.id.clone(),
            pending_replacement: false,
        };
        self.recorder.record(entry).await
    }

    /// Journal `Begin`, take a `--parallel` permit, announce the step, run `call`, then journal
    /// a failure (the caller journals the success). A step reported as started is one whose
    /// provider call is running, and one a crash would leave pending.
    pub(super) async fn journaled<T, F>(
        &self,
        operation: PendingOperation,
        announce: &mut Announce,
        call: F,
    ) -> Result<(u64, T), StepError>
    where
        F: Future<Output = Result<T, ProviderError>>,
    {
        self.journaled_or(operation, announce, call, |_, _, _| Vec::new())
            .await
    }

    /// As [`Ctx::journaled`], and a call that failed part way (`ProviderError::Partial`) is
    /// recorded with the entries `partial` makes from its operation, id and outputs (the last
    /// of which closes the operation): what it made is never orphaned.
    pub(super) async fn journaled_or<T, F>(
        &self,
        operation: PendingOperation,
        announce: &mut Announce,
        call: F,
        partial: impl FnOnce(u64, String, Value) -> Vec<JournalEntry>,
    ) -> Result<(u64, T), StepError>
    where
        F: Future<Output = Result<T, ProviderError>>,
    {
        let op = self.op();
        if !self.opts.preview {
            self.recorder
                .record(JournalEntry::Begin {
                    op,
                    operation: operation.clone(),
                })
                .await?;
        }
        let Ok(permit) = self.permits.acquire().await else {
            if !self.opts.preview {
                self.recorder.record_after(JournalEntry::Failed { op });
            }
            return Err(interrupted());
        };
        announce.fire(self.events.as_ref());
        let result = call.await;
        drop(permit);
        match result {
            Ok(v) => Ok((op, v)),
            Err(e) => {
                let mut recorded = false;
                if !self.opts.preview
                    && let ProviderError::Partial { id, outputs, .. } = &e
                    && !id.is_empty()
                {
                    let entries = partial(op, id.clone(), outputs.clone());
                    if !entries.is_empty() {
                        recorded = true;
                        for entry in entries {
                            self.recorder.record(entry).await?;
                        }
                        self.events.emit(Event::Warning {
                            message: format!(
                                "{} \"{}\" failed part way; what it made (id {id}) is recorded, and the next `strata up` picks up from there",
                                operation.ty,
                                operation.urn.name()
                            ),
                        });
                    }
                }
                // An update or delete that ran past its limit, or whose guest trapped, may have
                // done its work before it stopped: its outcome is unknown, so it stays pending,
                // as an interrupted one does, and the next run reads its resource before it
                // plans; never recorded as having changed nothing. A create's is asked of its
                // provider's `find` at once (see `created_or_found`), and stays pending when
                // that cannot tell (`Unsettled`).
                let unknown = (operation.id.is_some()
                    && matches!(e, ProviderError::TimedOut(_) | ProviderError::Crashed(_)))
                    || matches!(e, ProviderError::Unsettled { .. });
                if !self.opts.preview && !recorded && !unknown {
                    self.recorder.record_after(JournalEntry::Failed { op });
                }
                Err(provider_error(
                    verb(operation.op),
                    &operation.ty,
                    operation.urn.name(),
                    e,
                ))
            }
        }
    }
}

/// The journal writer is gone: nothing more can be recorded, so nothing more may be done.
pub(super) fn journal_stopped() -> StepError {
    StepError::new(ErrorKind::Internal, "the journal writer stopped")
}

/// How long an entry nobody waits for now may wait for one that someone does, to share its
/// sync.
pub(super) const LAZY_WINDOW: std::time::Duration = std::time::Duration::from_millis(1);

/// Sends journal entries to one writer task, which batches them into durable appends and
/// applies them, in order, to the snapshot it owns. A step waits for its `Begin` to be durable
/// before it calls the provider. Entries that nothing needs to wait on (a create's or update's
/// outcome, a failed call's `Failed`, the stack outputs) use `record_after`: the journal is
/// append-only and written in order (one writer, one append at a time), so they are durable
/// once anything recorded after them is, such as a dependent's `Begin`, and at the latest when
/// the update ends. A crash before then leaves the call pending, which the next command finds.
pub(super) struct Recorder {
    tx: mpsc::UnboundedSender<Message>,
}

/// Who is told when an entry is durable, or could not be written.
pub(super) enum Ack {
    /// A step waiting for it.
    Wait(oneshot::Sender<Result<(), String>>),
    /// What to do then, in the writer (a step reporting itself done).
    Then(Box<dyn FnOnce(Result<(), String>) + Send>),
}

impl Ack {
    pub(super) fn send(self, written: Result<(), String>) {
        match self {
            Ack::Wait(tx) => {
                let _ = tx.send(written);
            }
            Ack::Then(then) => then(written),
        }
    }
}

#[expect(
    clippy::large_enum_variant,
    reason = "entries are nearly every message; boxing them would allocate once per step"
)]
pub(super) enum Message {
    /// An entry, and who waits for it to be durable: `true` when they wait now (it is written
    /// at once), `false` when it may wait for the next entry someone waits for.
    Entry(JournalEntry, Option<Ack>, bool),
    /// Write everything queued now.
    Sync(Ack),
    /// The recorded resources that match, once everything sent before is applied.
    Select(
        Box<dyn Fn(&ResourceState) -> bool + Send>,
        oneshot::Sender<Vec<Arc<ResourceState>>>,
    ),
}

/// What the writer hands back: the snapshot, the first journal error if there was one, and the
/// operations the journal holds as pending.
pub(super) type Written = (
    Snapshot,
    Option<String>,
    BTreeMap<u64, PendingOperation>,
    usize,
);

impl Recorder {
    pub(super) fn start(
        mut snapshot: Snapshot,
        journal: Option<Arc<dyn Journal>>,
    ) -> (Recorder, tokio::task::JoinHandle<Written>) {
        let (tx, mut rx) = mpsc::unbounded_channel::<Message>();
        let writer = tokio::spawn(async move {
            let mut w = Writer {
                journal,
                batch: Vec::new(),
                acks: Vec::new(),
                urgent: false,
                lazy_since: None,
                error: None,
                durable_pending: snapshot.pending.clone(),
                recorded: 0,
            };
            loop {
                // Entries nobody waits for now (a step's outcome) wait a moment for one that
                // someone does (a dependent's `Begin`, sent as soon as the step hands on its
                // outputs): one sync for both. Past the moment, they are written anyway, so a
                // step's report never waits for a slow neighbour.
                // The moment counts from the first entry waiting, however many follow it.
                let first = match w.lazy_since {
                    None => rx.recv().await,
                    Some(since) => {
                        match tokio::time::timeout_at(since + LAZY_WINDOW, rx.recv()).await {
                            Ok(m) => m,
                            Err(_) => {
                                w.flush(&mut snapshot).await;
                                continue;
                            }
                        }
                    }
                };
                let Some(first) = first else { break };
                let mut next = Some(first);
                while let Some(msg) = next.take().or_else(|| rx.try_recv().ok()) {
                    match msg {
                        Message::Entry(e, ack, urgent) => {
                            w.lazy_since.get_or_insert_with(tokio::time::Instant::now);
                            w.batch.push(e);
                            w.urgent |= urgent && ack.is_some();
                            w.acks.extend(ack);
                        }
                        Message::Sync(ack) => {
                            w.lazy_since.get_or_insert_with(tokio::time::Instant::now);
                            w.urgent = true;
                            w.acks.push(ack);
                        }
                        Message::Select(pick, reply) => {
                            // Everything before this request is applied first.
                            w.flush(&mut snapshot).await;
                            let _ = reply.send(
                                snapshot
                                    .resources
                                    .values()
                                    .filter(|r| pick(r))
                                    .cloned()
                                    .collect(),
                            );
                        }
                    }
                }
                if w.urgent {
                    w.flush(&mut snapshot).await;
                }
            }
            w.flush(&mut snapshot).await;
            (snapshot, w.error, w.durable_pending, w.recorded)
        });
        (Recorder { tx }, writer)
    }

    /// Record `entry`; returns once it is durable.
    pub(super) async fn record(&self, entry: JournalEntry) -> Result<(), StepError> {
        let (ack, done) = oneshot::channel();
        self.tx
            .send(Message::Entry(entry, Some(Ack::Wait(ack)), true))
            .map_err(|_| journal_stopped())?;
        done.await
            .map_err(|_| journal_stopped())?
            .map_err(|e| StepError::new(ErrorKind::Internal, e))
    }

    /// Record `entry` without waiting: it is durable before anything recorded after it.
    pub(super) fn record_after(&self, entry: JournalEntry) {
        let _ = self.tx.send(Message::Entry(entry, None, false));
    }

    /// Record `entry` with the next entry someone waits for (at most `LAZY_WINDOW` later), and
    /// then, in the writer, run `then` with whether it was written.
    pub(super) fn record_lazy(
        &self,
        entry: JournalEntry,
        then: impl FnOnce(Result<(), String>) + Send + 'static,
    ) {
        let ack = Ack::Then(Box::new(then));
        if let Err(mpsc::error::SendError(Message::Entry(_, Some(ack), _))) =
            self.tx.send(Message::Entry(entry, Some(ack), false))
        {
            ack.send(Err(journal_stopped().message));
        }
    }

    /// Returns once everything recorded so far is durable.
    pub(super) async fn sync(&self) {
        let (ack, done) = oneshot::channel();
        if self.tx.send(Message::Sync(Ack::Wait(ack))).is_ok() {
            let _ = done.await;
        }
    }

    pub(super) async fn select(
        &self,
        pick: Box<dyn Fn(&ResourceState) -> bool + Send>,
    ) -> Vec<Arc<ResourceState>> {
        let (reply, rx) = oneshot::channel();
        let _ = self.tx.send(Message::Select(pick, reply));
        rx.await.unwrap_or_default()
    }
}

pub(super) struct Writer {
    journal: Option<Arc<dyn Journal>>,
    batch: Vec<JournalEntry>,
    acks: Vec<Ack>,
    /// Someone waits for the batch now.
    urgent: bool,
    /// When the oldest entry of the batch came, while there is one.
    lazy_since: Option<tokio::time::Instant>,
    /// The first append that failed; every later acknowledgement reports it.
    error: Option<String>,
    /// Operations the journal holds as begun and not finished: what a reader of the journal
    /// will find pending (entries that could not be appended do not count).
    durable_pending: BTreeMap<u64, PendingOperation>,
    /// Entries recorded (applied to the snapshot), journaled or not.
    recorded: usize,
}

impl Writer {
    pub(super) async fn flush(&mut self, snapshot: &mut Snapshot) {
        self.urgent = false;
        self.lazy_since = None;
        if self.error.is_none()
            && !self.batch.is_empty()
            && let Some(j) = &self.journal
        {
            match j.append(&self.batch).await {
                Ok(()) => {
                    for e in &self.batch {
                        match e {
                            JournalEntry::Begin { op, operation } => {
                                self.durable_pending.insert(*op, operation.clone());
                            }
                            JournalEntry::Done { op, .. }
                            | JournalEntry::Failed { op }
                            | JournalEntry::Deleted { op, .. } => {
                                self.durable_pending.remove(op);
                            }
                            JournalEntry::Updated { .. }
                            | JournalEntry::Moved { .. }
                            | JournalEntry::Outputs { .. } => {}
                        }
                    }
                }
                Err(e) => self.error = Some(format!("state: could not journal the step: {e}")),
            }
        }
        // The snapshot follows what happened, journaled or not: it is what the checkpoint
        // saved at the end must hold.
        self.recorded += self.batch.len();
        for e in self.batch.drain(..) {
            snapshot.apply(e);
        }
        let result = self.error.clone().map_or(Ok(()), Err);
        for ack in self.acks.drain(..) {
            ack.send(result.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts appends.
    #[derive(Default)]
    struct Appends(std::sync::atomic::AtomicUsize);

    #[async_trait::async_trait]
    impl Journal for Appends {
        async fn append(&self, _: &[JournalEntry]) -> Result<(), crate::ports::JournalError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(())
        }
    }

    /// A steady stream of entries nobody waits for, each within the window of the last, is
    /// still written within a window of the first: the window is a deadline, not a pause.
    #[tokio::test(start_paused = true)]
    async fn entries_nobody_waits_for_are_written_within_the_window_of_the_first() {
        let journal = Arc::new(Appends::default());
        let (recorder, writer) = Recorder::start(Snapshot::default(), Some(journal.clone()));
        for op in 0..20 {
            recorder.record_after(JournalEntry::Failed { op });
            tokio::time::sleep(LAZY_WINDOW / 2).await;
        }
        // Ten windows' worth of entries: written as they went, not only at the end.
        let during = journal.0.load(Ordering::SeqCst);
        assert!(during >= 5, "{during} appends during the stream");
        drop(recorder);
        writer.await.unwrap();
    }
}
