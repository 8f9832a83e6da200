//! Each phase of an operation (`strata_ops::operation`: prepare, preview, precheck, apply,
//! settle) through the library's ports, on the fakes of `fakes/`: what each promises, tested
//! where it is kept. No wasm is loaded.

mod fakes;

use fakes::*;
use serde_json::json;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_model::{OpKind, PendingOperation, Urn};
use strata_ops::{Context, ErrorKind, Event, Kind, NoQuestions, Observer, Options, Status};
use strata_state::{Backend, FileBackend, LockInfo};

/// Stack `dev` of project `app` in a temporary directory, its program declaring `declared`.
async fn stack(declared: &[(&str, &str)]) -> (tempfile::TempDir, Arc<Faulty>, Arc<Programs>) {
    let dir = tempfile::tempdir().unwrap();
    let p = project(dir.path(), "app");
    let backend = Arc::new(Faulty::new(FileBackend::new(
        dir.path().join("state"),
        "app",
    )));
    strata_ops::stacks::create(&p, backend.as_ref(), "dev")
        .await
        .unwrap();
    let programs = Arc::new(Programs::default());
    programs.set("app", Ok(things(declared)));
    (dir, backend, programs)
}

fn context(dir: &tempfile::TempDir, backend: &Arc<Faulty>) -> Context {
    Context {
        project: strata_workspace::Project::find(dir.path()).unwrap(),
        stack: "dev".into(),
        backend: backend.clone(),
        note: None,
    }
}

async fn run(
    dir: &tempfile::TempDir,
    backend: &Arc<Faulty>,
    kind: Kind,
    options: Options,
    said: Arc<dyn Observer>,
) -> strata_ops::Result<strata_ops::Outcome> {
    strata_ops::run(
        context(dir, backend),
        kind,
        options,
        said,
        Arc::new(NoQuestions),
    )
    .await
}

/// Phase 1 (prepare): a program that fails writes nothing and takes no lock.
#[tokio::test(flavor = "multi_thread")]
async fn prepare_a_failing_program_writes_nothing_and_takes_no_lock() {
    let (dir, backend, programs) = stack(&[]).await;
    programs.set("app", Err("the program failed on purpose".into()));
    let outcome = run(
        &dir,
        &backend,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
    )
    .await;
    let failed = match outcome {
        Err(e) => format!("{e:#}"),
        Ok(o) => {
            assert_ne!(o.status, Status::Succeeded);
            String::new()
        }
    };
    assert!(
        failed.is_empty() || failed.contains("on purpose"),
        "{failed}"
    );
    assert_eq!(backend.inner.history("dev").await.unwrap(), vec![0]);
    assert!(matches!(
        backend.inner.lock_holder("dev").await.unwrap(),
        strata_state::LockState::Free
    ));
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
}

/// Phase 2 (preview): a preview makes nothing, saves nothing, and runs while another holds
/// the stack's lock (it takes none).
#[tokio::test(flavor = "multi_thread")]
async fn preview_makes_and_saves_nothing_and_takes_no_lock() {
    let (dir, backend, programs) = stack(&[("a", "1"), ("b", "2")]).await;
    let held = backend
        .inner
        .lock("dev", LockInfo::current("up"), Duration::from_secs(60))
        .await
        .unwrap();
    let said = Arc::new(Said::default());
    let o = run(
        &dir,
        &backend,
        Kind::Preview,
        options(&programs),
        said.clone(),
    )
    .await
    .unwrap();
    assert_eq!(o.status, Status::Succeeded);
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
    assert_eq!(backend.inner.history("dev").await.unwrap(), vec![0]);
    let planned = said
        .0
        .lock()
        .unwrap()
        .iter()
        .filter(|e| matches!(e, Event::Engine(strata_engine::Event::StepDone { .. })))
        .count();
    assert_eq!(planned, 2, "the preview's steps: two creates");
    held.release().await.unwrap();
}

/// Phase 3 (apply): a lock held by another fails at once with `Locked`, having made nothing;
/// with a lock timeout, the run waits for it and goes on once it is released (the holder
/// releases when the run says it waits: no timer decides the order).
#[tokio::test(flavor = "multi_thread")]
async fn apply_refuses_a_held_lock_or_waits_for_it() {
    let (dir, backend, programs) = stack(&[("a", "1")]).await;
    let held = backend
        .inner
        .lock("dev", LockInfo::current("up"), Duration::from_secs(60))
        .await
        .unwrap();
    let e = run(
        &dir,
        &backend,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
    )
    .await
    .err()
    .expect("a held lock fails the run");
    assert_eq!(e.kind(), ErrorKind::Locked, "{e:#}");
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);

    /// Tells the test when the run says it waits for the lock.
    struct Waiting(Mutex<Option<tokio::sync::oneshot::Sender<()>>>);
    impl Observer for Waiting {
        fn event(&self, event: Event) {
            if let Event::Diagnostic { message, .. } = &event
                && message.contains("waiting for it")
                && let Some(tx) = self.0.lock().unwrap().take()
            {
                let _ = tx.send(());
            }
        }
    }
    let (tx, waiting) = tokio::sync::oneshot::channel();
    let observer = Arc::new(Waiting(Mutex::new(Some(tx))));
    let up = {
        let (dir, backend) = (dir.path().to_path_buf(), backend.clone());
        let options = Options {
            lock_timeout: Some(Duration::from_secs(600)),
            ..options(&programs)
        };
        tokio::spawn(async move {
            let ctx = Context {
                project: strata_workspace::Project::find(&dir).unwrap(),
                stack: "dev".into(),
                backend,
                note: None,
            };
            strata_ops::run(ctx, Kind::Up, options, observer, Arc::new(NoQuestions)).await
        })
    };
    waiting.await.expect("the run says it waits for the lock");
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
    held.release().await.unwrap();
    let o = up.await.unwrap().unwrap();
    assert_eq!(o.status, Status::Succeeded);
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 1);
}

/// The checks before the lock (precheck): a target that names nothing is refused before
/// anything is locked or made.
#[tokio::test(flavor = "multi_thread")]
async fn precheck_a_target_naming_nothing_is_refused_before_the_lock() {
    let (dir, backend, programs) = stack(&[("a", "1")]).await;
    let options = Options {
        targets: strata_engine::Targets {
            include: vec!["no-such-resource".into()],
            ..Default::default()
        },
        ..options(&programs)
    };
    // Refused by the library before the lock (a preview reads the state first), or by the
    // engine before its first step (`up --yes`): `invalid` either way.
    let e = run(
        &dir,
        &backend,
        Kind::Preview,
        options.clone(),
        Arc::new(Said::default()),
    )
    .await
    .err()
    .expect("a target naming nothing is refused");
    assert_eq!(e.kind(), ErrorKind::Invalid, "{e:#}");
    assert!(format!("{e:#}").contains("no-such-resource"), "{e:#}");
    let o = run(&dir, &backend, Kind::Up, options, Arc::new(Said::default()))
        .await
        .unwrap();
    assert_ne!(o.status, Status::Succeeded);
    let failures = &o.result.as_ref().unwrap().failures;
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(
        failures[0].kind,
        strata_engine::ErrorKind::Invalid,
        "{failures:?}"
    );
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
    assert_eq!(backend.inner.history("dev").await.unwrap(), vec![0]);
}

/// Settling what an interrupted run left: a create whose outcome was never recorded stops
/// the next `up` (which makes nothing) until it is settled; cleared, the run goes on.
#[tokio::test(flavor = "multi_thread")]
async fn settle_an_interrupted_create_stops_up_until_it_is_settled() {
    let (dir, backend, programs) = stack(&[("a", "1")]).await;
    {
        let lock = backend
            .inner
            .lock("dev", LockInfo::current("up"), Duration::from_secs(60))
            .await
            .unwrap();
        let mut cp = backend.inner.load("dev").await.unwrap();
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.pending_operations.push(PendingOperation {
            op: OpKind::Create,
            urn: Urn::new("dev", "app", "echo:Thing", "a"),
            ty: "echo:Thing".into(),
            id: None,
            inputs: json!({"value": "1"}),
            provider: None,
        });
        backend
            .inner
            .save("dev", &next, lock.as_ref())
            .await
            .unwrap();
        lock.release().await.unwrap();
    }
    let outcome = run(
        &dir,
        &backend,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
    )
    .await;
    let e = outcome.err().expect("an interrupted create stops up");
    assert_eq!(e.kind(), ErrorKind::State, "{e:#}");
    assert!(format!("{e:#}").contains("interrupted create"), "{e:#}");
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
    let cleared = Options {
        clear_pending_creates: true,
        ..options(&programs)
    };
    let o = run(
        &dir,
        &backend,
        Kind::Refresh,
        cleared,
        Arc::new(Said::default()),
    )
    .await
    .unwrap();
    assert_eq!(o.status, Status::Succeeded);
    let o = run(
        &dir,
        &backend,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
    )
    .await
    .unwrap();
    assert_eq!(o.status, Status::Succeeded);
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 1);
    let cp = backend.inner.load("dev").await.unwrap();
    assert!(
        cp.pending_operations.is_empty(),
        "{:?}",
        cp.pending_operations
    );
}

/// `strata import` runs no program: the stack's outputs stay what the last `up` made them
/// (they used to become none until the next `up`).
#[tokio::test(flavor = "multi_thread")]
async fn import_keeps_the_stack_outputs() {
    let (dir, backend, programs) = stack(&[]).await;
    let mut declared = things(&[("a", "1")]);
    declared.outputs = Some(json!({"greeting": "hello"}));
    programs.set("app", Ok(declared));
    let o = run(
        &dir,
        &backend,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
    )
    .await
    .unwrap();
    assert_eq!(o.status, Status::Succeeded);
    assert_eq!(
        backend.inner.load("dev").await.unwrap().outputs["greeting"],
        "hello"
    );
    let import = Options {
        import: Some(strata_ops::ImportSpec {
            ty: "echo:Thing".into(),
            name: "adopted".into(),
            id: "id-adopted".into(),
            protect: false,
        }),
        ..options(&programs)
    };
    let said = Arc::new(Said::default());
    let o = run(&dir, &backend, Kind::Import, import, said.clone())
        .await
        .unwrap();
    assert_eq!(o.status, Status::Succeeded);
    // The declaration to add to the program is a diagnostic with its code, for programs.
    let declared = said.0.lock().unwrap().iter().any(|e| {
        matches!(e, Event::Diagnostic { code: Some("import-declaration"), message, .. }
            if message.contains("adopted"))
    });
    assert!(declared, "the import's declaration is said with its code");
    let cp = backend.inner.load("dev").await.unwrap();
    assert_eq!(cp.resources.len(), 2, "{:?}", cp.resources);
    assert_eq!(cp.outputs["greeting"], "hello", "{}", cp.outputs);
}

/// A program that fails part way changes nothing: `up` is refused before the lock, naming the
/// resources it declared (left out), and nothing is created.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_fails_part_way_changes_nothing() {
    let (dir, backend, programs) = stack(&[]).await;
    let mut declared = things(&[("a", "1")]);
    declared.incomplete = Some("the program failed half way on purpose".into());
    programs.set("app", Ok(declared));
    let said = Arc::new(Said::default());
    let Err(e) = run(&dir, &backend, Kind::Up, options(&programs), said.clone()).await else {
        panic!("a failed program's up was not refused");
    };
    assert_eq!(e.kind(), ErrorKind::Invalid, "{e}");
    assert!(
        e.to_string()
            .contains("nothing was changed: the program failed half way on purpose")
            && e.to_string().contains("left out"),
        "{e}"
    );
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 0);
}

/// A program that fails part way, run with `--continue-on-error`, fails the run in its summary
/// too: `ok` is false and the failure names the program (it said `ok: true` with no failure,
/// so a caller reading only the summary took the run for a success).
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_fails_part_way_fails_the_summary() {
    let (dir, backend, programs) = stack(&[]).await;
    let mut declared = things(&[("a", "1")]);
    declared.incomplete = Some("the program failed half way on purpose".into());
    programs.set("app", Ok(declared));
    let said = Arc::new(Said::default());
    let asked = Options {
        continue_on_error: true,
        ..options(&programs)
    };
    let o = run(&dir, &backend, Kind::Up, asked, said.clone())
        .await
        .unwrap();
    assert_eq!(o.status, Status::Failed);
    let summaries: Vec<_> = said
        .0
        .lock()
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::Summary(s) => Some((**s).clone()),
            _ => None,
        })
        .collect();
    let last = summaries.last().expect("a summary");
    assert!(!last.ok(), "{last:?}");
    assert_eq!(last.failures.len(), 1, "{:?}", last.failures);
    assert_eq!(last.failures[0].resource, "the program");
    assert!(last.failures[0].error.contains("on purpose"));
    // Asked to go on, what it declared before it failed was deployed, as Pulumi does.
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 1);
}
