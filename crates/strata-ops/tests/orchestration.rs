//! The orchestration of `strata-ops` through its ports, with fakes: providers and programs
//! that are plain Rust (`Components`), and a backend that is the file backend in a temporary
//! directory with failures injected where a test asks (`Faulty`). No wasm is loaded.

mod fakes;

use fakes::*;
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use strata_model::{Declarations, Registration, ResourceOptions, marker};
use strata_ops::graph::{Graph, Member, RunOptions, StackResult, Verb, run_graph};
use strata_ops::links::StackName;
use strata_ops::{Components, Context, Event, Kind, NoQuestions, Observer, Status};
use strata_state::{Backend, FileBackend, StateError};

/// Stack `dev` of project `app` in `dir`, whose program declares `things`, on a backend whose
/// next save fails with `error`.
async fn failing_save(
    dir: &Path,
    things_declared: &[(&str, &str)],
    error: StateError,
) -> (Context, Arc<Faulty>, Arc<Programs>) {
    let p = project(dir, "app");
    let backend = Arc::new(Faulty::new(FileBackend::new(dir.join("state"), "app")));
    strata_ops::stacks::create(&p, backend.as_ref(), "dev")
        .await
        .unwrap();
    let programs = Arc::new(Programs::default());
    programs.set("app", Ok(things(things_declared)));
    *backend.fail_save.lock().unwrap() = Some(error);
    let ctx = Context {
        project: p,
        stack: "dev".into(),
        backend: backend.clone(),
        note: None,
    };
    (ctx, backend, programs)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_save_that_fails_loses_nothing_and_says_how_to_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let (ctx, backend, programs) = failing_save(
        dir.path(),
        &[("a", "1"), ("b", "2")],
        StateError::Remote {
            url: "file://x".into(),
            message: "the disk went away".into(),
        },
    )
    .await;
    let err = strata_ops::run(
        ctx,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
        Arc::new(NoQuestions),
    )
    .await
    .err()
    .expect("a failed save fails the operation");
    assert_eq!(err.kind(), strata_ops::ErrorKind::Backend, "{err}");
    let msg = format!("{err:#}");
    assert!(
        msg.contains("could not save the state of stack `dev`") && msg.contains("Nothing is lost"),
        "{msg}"
    );
    assert_eq!(programs.echo.creates.load(Ordering::SeqCst), 2);
    // The journal holds both creates: the next load has them, and the next up makes nothing.
    let cp = FileBackend::new(state, "app").load("dev").await.unwrap();
    assert_eq!(cp.resources.len(), 2, "{:?}", cp.resources);
    let ctx = Context {
        project: strata_workspace::Project::find(dir.path()).unwrap(),
        stack: "dev".into(),
        backend,
        note: None,
    };
    let up = strata_ops::run(
        ctx,
        Kind::Up,
        options(&programs),
        Arc::new(Said::default()),
        Arc::new(NoQuestions),
    )
    .await
    .unwrap();
    assert_eq!(up.status, Status::Succeeded);
    assert_eq!(
        programs.echo.creates.load(Ordering::SeqCst),
        2,
        "nothing made twice"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lock_lost_before_the_save_records_what_the_run_made_and_saves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (ctx, backend, programs) = failing_save(
        dir.path(),
        &[("a", "1")],
        StateError::LockLost("dev".into()),
    )
    .await;
    let said = Arc::new(Said::default());
    let err = strata_ops::run(
        ctx,
        Kind::Up,
        options(&programs),
        said.clone(),
        Arc::new(NoQuestions),
    )
    .await
    .err()
    .expect("a lost lock fails the run");
    // A typed error: its kind is what a caller branches on, and the state's own error is there.
    assert_eq!(err.kind(), strata_ops::ErrorKind::LockLost, "{err}");
    assert!(
        matches!(err.state(), Some(StateError::LockLost(_))),
        "{err}"
    );
    let lost = said.0.lock().unwrap().iter().find_map(|e| match e {
        Event::LockLost(l) => Some(l.clone()),
        _ => None,
    });
    let lost = lost.expect("the observer is told the lock was lost");
    assert_eq!(lost.made.len(), 1, "{lost:?}");
    assert!(matches!(&lost.late_record, Some(Ok(_))), "{lost:?}");
    // What it made is in the record of late outcomes, for the next holder.
    assert_eq!(backend.inner.late_outcomes("dev").await.unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_graph_stops_at_a_failing_stack_and_runs_what_does_not_depend_on_it() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("file://{}", dir.path().join("state").display());
    let programs = Arc::new(Programs::default());
    let mut g = Graph::default();
    for name in ["net", "data", "app", "other"] {
        let p = project(&dir.path().join(name), name);
        let b =
            strata_ops::context::open_url(&url, &p.dir, name, strata_ops::context::ChosenBy::User)
                .unwrap();
        strata_ops::stacks::create(&p, b.as_ref(), "dev")
            .await
            .unwrap();
        programs.set(name, Ok(things(&[("x", name)])));
        g.members.push(Member {
            name: StackName {
                project: name.into(),
                stack: "dev".into(),
            },
            dir: Some(p.dir.clone()),
            backend: Some(url.clone()),
            missing: None,
            skipped: None,
        });
    }
    programs.set("data", Err("the program of data failed on purpose".into()));
    // net → data → app; other on its own.
    g.edges.insert((0, 1));
    g.edges.insert((1, 2));
    let said: Arc<dyn Observer> = Arc::new(Said::default());
    let opts = RunOptions {
        verb: Verb::Up,
        parallel: 1,
        only_stale: false,
        skip_first: false,
        new_stacks: false,
        cancel: Default::default(),
        components: Some(programs.clone() as Arc<dyn Components>),
        build: Default::default(),
        runtime: None,
        workspace_stacks: None,
    };
    let outcomes = run_graph(&g, &opts, &said).await.unwrap();
    let result = |s: &str| outcomes.iter().find(|o| o.stack == s).unwrap();
    assert_eq!(result("net/dev").result, StackResult::Done);
    assert_eq!(result("data/dev").result, StackResult::Failed);
    assert!(
        result("data/dev")
            .message
            .as_deref()
            .unwrap_or_default()
            .contains("failed on purpose")
    );
    assert_eq!(
        result("app/dev").result,
        StackResult::NotRun,
        "app reads data: not run"
    );
    // Independent of data, and ready before it (one stack at a time): it ran.
    assert_eq!(result("other/dev").result, StackResult::Done);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reader_is_told_stale_when_its_upstream_changes_an_output_it_reads() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("file://{}", dir.path().join("state").display());
    let programs = Arc::new(Programs::default());
    let net = project(&dir.path().join("net"), "net");
    let app = project(&dir.path().join("app"), "app");
    // app reads net: its project grants it, and its program references an output of net's.
    std::fs::write(
        app.dir.join("Strata.toml"),
        format!("name = \"app\"\nbackend = {url:?}\n[program]\nwasm = \"program.wasm\"\nallow-stacks = [\"net/dev\"]\n"),
    )
    .unwrap();
    std::fs::write(
        net.dir.join("Strata.toml"),
        format!("name = \"net\"\nbackend = {url:?}\n[program]\nwasm = \"program.wasm\"\n"),
    )
    .unwrap();
    let net_program = |vpc: &str| {
        let mut d = things(&[("vpc", vpc)]);
        d.outputs = Some(json!({"vpcId": marker::reference(0, Some("value"))}));
        d
    };
    programs.set("net", Ok(net_program("vpc-1")));
    programs.set(
        "app",
        Ok(Declarations {
            registrations: vec![
                Registration::Resource {
                    ty: strata_ops::links::REFERENCE.into(),
                    name: "net".into(),
                    inputs: json!({"stack": "net/dev"}),
                    options: ResourceOptions::default(),
                },
                resource("r", json!({"value": marker::reference(0, Some("vpcId"))})),
            ],
            ..Default::default()
        }),
    );
    let up = |dir: &Path| {
        let dir = dir.to_path_buf();
        let programs = programs.clone();
        async move {
            let said = Arc::new(Said::default());
            let ctx = Context::open(&dir, Some("dev".into()), None).unwrap();
            if ctx.backend.check_exists("dev").await.is_err() {
                strata_ops::stacks::create(&ctx.project, ctx.backend.as_ref(), "dev")
                    .await
                    .unwrap();
            }
            let o = strata_ops::run(
                ctx,
                Kind::Up,
                options(&programs),
                said.clone(),
                Arc::new(NoQuestions),
            )
            .await
            .unwrap();
            assert_eq!(o.status, Status::Succeeded);
            std::mem::take(&mut *said.0.lock().unwrap())
        }
    };
    up(&net.dir).await;
    up(&app.dir).await;
    programs.set("net", Ok(net_program("vpc-2")));
    let events = up(&net.dir).await;
    let stale: Vec<(String, Vec<String>)> = events
        .into_iter()
        .filter_map(|e| match e {
            Event::Stale { stack, outputs } => Some((stack, outputs)),
            _ => None,
        })
        .collect();
    assert_eq!(
        stale,
        vec![("app/dev".to_string(), vec!["vpcId".to_string()])]
    );
}

/// Every command that writes a stack under its lock, at its last write (the removal of the
/// stack, or the save of a new version): if its lease ended meanwhile and another holder took
/// the lock and wrote, the command's write is refused and the other's version survives. (A
/// `stack move` or `stack rm` slower than the lease used to remove the stack without its lock,
/// taking the new holder's version with it.)
#[tokio::test(flavor = "multi_thread")]
async fn every_command_that_writes_under_a_lock_is_fenced_at_its_last_write() {
    type Command = for<'a> fn(
        &'a Arc<dyn Backend>,
        &'a Arc<Programs>,
        &'a Path,
    )
        -> std::pin::Pin<Box<dyn Future<Output = Result<(), String>> + 'a>>;
    let commands: &[(&str, &str, Command)] = &[
        ("stack rm --force", "remove_stack", |b, _, dir| {
            Box::pin(async move {
                let project = strata_workspace::Project::find(dir).unwrap();
                strata_ops::stacks::remove(&project, b, "dev", true)
                    .await
                    .map(|_| ())
                    .map_err(|e| format!("{e:#}"))
            })
        }),
        ("stack move", "remove_stack", |b, _, dir| {
            Box::pin(async move {
                let to = FileBackend::new(dir.join("elsewhere"), "app");
                strata_ops::surgery::move_stack(b.as_ref(), &to, "dev")
                    .await
                    .map_err(|e| format!("{e:#}"))
            })
        }),
        ("stack restore", "save", |b, _, _| {
            Box::pin(async move {
                strata_ops::surgery::restore(
                    b.as_ref(),
                    &strata_state::Secrets::from_key(&[7; 32], "the test's key"),
                    "dev",
                    1,
                    &strata_ops::Say(Arc::new(Said::default())),
                )
                .await
                .map(|_| ())
                .map_err(|e| format!("{e:#}"))
            })
        }),
        ("state taint", "save", |b, _, dir| {
            Box::pin(async move {
                strata_ops::surgery::edit_state(
                    &strata_workspace::Project::find(dir).unwrap(),
                    b.as_ref(),
                    "dev",
                    strata_ops::surgery::Edit::Taint {
                        resource: "a".into(),
                    },
                )
                .await
                .map(|_| ())
                .map_err(|e| format!("{e:#}"))
            })
        }),
        ("up", "save", |b, programs, dir| {
            Box::pin(async move {
                programs.set("app", Ok(things(&[("a", "2")])));
                strata_ops::run(
                    Context {
                        project: strata_workspace::Project::find(dir).unwrap(),
                        stack: "dev".into(),
                        backend: b.clone(),
                        note: None,
                    },
                    Kind::Up,
                    options(programs),
                    Arc::new(Said::default()),
                    Arc::new(NoQuestions),
                )
                .await
                .map(|_| ())
                .map_err(|e| format!("{e:#}"))
            })
        }),
    ];
    for (name, write, command) in commands {
        let dir = tempfile::tempdir().unwrap();
        let p = project(dir.path(), "app");
        let faulty = Arc::new(Faulty::new(FileBackend::new(
            dir.path().join("state"),
            "app",
        )));
        let backend: Arc<dyn Backend> = faulty.clone();
        strata_ops::stacks::create(&p, backend.as_ref(), "dev")
            .await
            .unwrap();
        let programs = Arc::new(Programs::default());
        programs.set("app", Ok(things(&[("a", "1")])));
        let ctx = Context {
            project: p,
            stack: "dev".into(),
            backend: backend.clone(),
            note: None,
        };
        let up = strata_ops::run(
            ctx,
            Kind::Up,
            options(&programs),
            Arc::new(Said::default()),
            Arc::new(NoQuestions),
        )
        .await
        .unwrap();
        assert_eq!(up.status, Status::Succeeded, "{name}");
        *faulty.take_over_before.lock().unwrap() = Some(write);
        let outcome = command(&backend, &programs, dir.path()).await;
        assert!(
            faulty.take_over_before.lock().unwrap().is_none(),
            "{name}: never reached its {write}"
        );
        let err = outcome.expect_err(&format!("{name}: its write after losing the lock was made"));
        let survived = faulty.inner.load("dev").await;
        let survived = survived.unwrap_or_else(|e| {
            panic!("{name}: the taker's stack is gone ({e}); the command said: {err}")
        });
        assert_eq!(
            survived.made_by.as_ref().map(|m| m.command.as_str()),
            Some(TAKER),
            "{name}: the taker's version was replaced; the command said: {err}"
        );
        assert!(err.contains("lock"), "{name}: {err}");
        let project = strata_workspace::Project::find(dir.path()).unwrap();
        assert!(
            !project.is_removing("dev"),
            "{name}: the stack file still says it is being removed"
        );
    }
}
