//! The remote backends against real services (`test-services`: a throwaway PostgreSQL cluster,
//! and moto server for S3): their locks, fencing, journal and versions, the same tests on
//! each. Each test keys its stacks by a project of its own.

use serde_json::json;
use std::time::Duration;
use strata_engine::JournalEntry;
use strata_model::{OpKind, PendingOperation, ResourceState, Urn};
use strata_state::{Backend, LockInfo, PostgresBackend, S3Backend, StateError};

/// Opens a backend for a project.
type Open = fn(&str) -> Box<dyn Backend>;

/// Each remote backend, by name: a backend on it for `project`.
fn remotes() -> [(&'static str, Open); 2] {
    [("postgres", postgres), ("s3", s3)]
}

fn postgres(project: &str) -> Box<dyn Backend> {
    Box::new(PostgresBackend::new(&test_services::postgres().url, project).unwrap())
}

/// On moto server, in a bucket of this test process (moto's credentials).
fn s3(project: &str) -> Box<dyn Backend> {
    static URL: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let url = URL.get_or_init(|| {
        let m = test_services::moto();
        let bucket = format!("strata-backend-{}", std::process::id());
        m.boto(&format!("s3.create_bucket(Bucket='{bucket}')"));
        format!("s3://{bucket}/tests?endpoint={}&region=us-east-1", m.url)
    });
    Box::new(S3Backend::with_credentials(url, project, "testing", "testing").unwrap())
}

/// A project name no other test (or run) uses.
fn project(test: &str) -> String {
    format!("{test}-{}", std::process::id())
}

fn res(name: &str) -> ResourceState {
    ResourceState {
        urn: Urn::new("dev", "p", "t:T", name),
        ty: "t:T".into(),
        id: format!("id-{name}"),
        inputs: json!({"n": name}),
        outputs: json!({}),
        dependencies: vec![],
        protect: false,
        delete: false,
        lifecycle: Default::default(),
        memo: Some(format!("memo-{name}")),
    }
}

fn begin(op: u64, name: &str) -> JournalEntry {
    JournalEntry::Begin {
        op,
        operation: PendingOperation {
            op: OpKind::Create,
            urn: res(name).urn,
            ty: "t:T".into(),
            id: None,
            inputs: res(name).inputs,
            provider: None,
        },
    }
}

fn done(op: u64, name: &str) -> JournalEntry {
    JournalEntry::Done {
        op,
        id: Some(res(name).id),
        outputs: res(name).outputs,
        dependencies: vec![],
        protect: false,
        replaces: None,
        lifecycle: Default::default(),
        memo: res(name).memo,
    }
}

const LEASE: Duration = Duration::from_secs(60);

#[tokio::test]
async fn an_overtaken_holder_writes_nothing_more_and_its_journal_stays_for_the_next() {
    for (name, backend) in remotes() {
        overtaken(name, backend(&project(&format!("overtaken-{name}")))).await;
    }
}

async fn overtaken(name: &str, b: Box<dyn Backend>) {
    b.create_stack("dev").await.unwrap();
    let short = Duration::from_millis(500);
    let old = b.lock("dev", LockInfo::current("up"), short).await.unwrap();
    let journal = b.journal("dev", 0, old.clone()).await.unwrap();
    journal.append(&[begin(0, "a")]).await.unwrap();
    // The lease runs out (a paused holder); another operation takes the lock over, by the
    // database's clock.
    tokio::time::sleep(short + Duration::from_millis(300)).await;
    let new = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
    // The old holder's next batch, save, renewal and release are all refused.
    let err = journal.append(&[done(0, "a")]).await.unwrap_err();
    assert!(
        err.to_string().contains("lock on stack `dev` was lost"),
        "{name}: {err}"
    );
    let cp = b.load("dev").await.unwrap();
    assert_eq!(
        cp.pending_operations.len(),
        1,
        "{name}: what it had in flight is pending"
    );
    assert!(cp.resources.is_empty(), "its refused batch was not written");
    assert!(cp.replayed);
    let err = b
        .save("dev", &cp.next(Default::default()), old.as_ref())
        .await
        .unwrap_err();
    assert!(matches!(err, StateError::LockLost(_)), "{name}: {err}");
    assert!(matches!(old.renew().await, Err(StateError::LockLost(_))));
    assert!(matches!(old.release().await, Err(StateError::LockLost(_))));
    // The new holder settles the journal into a version, then journals on top of it.
    let err = b.journal("dev", 0, new.clone()).await.err().unwrap();
    assert!(matches!(err, StateError::Unsettled(_)), "{name}: {err}");
    let mut cp = cp;
    let snapshot = cp.take_snapshot();
    b.save("dev", &cp.next(snapshot), new.as_ref())
        .await
        .unwrap();
    let cp = b.load("dev").await.unwrap();
    assert!(!cp.replayed, "the journal was retired with the save");
    assert_eq!(cp.pending_operations.len(), 1, "the pending create is kept");
    assert_eq!(b.history("dev").await.unwrap(), vec![0, 1]);
    b.journal("dev", 1, new.clone()).await.unwrap();
    new.release().await.unwrap();
}

#[tokio::test]
async fn a_second_lock_is_refused_naming_the_holder_and_a_dead_holder_is_taken_over() {
    for (name, backend) in remotes() {
        second_lock(backend(&project(&format!("second-{name}")))).await;
    }
}

async fn second_lock(b: Box<dyn Backend>) {
    b.create_stack("dev").await.unwrap();
    let held = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
    let err = b
        .lock("dev", LockInfo::current("destroy"), LEASE)
        .await
        .err()
        .unwrap();
    let msg = err.to_string();
    assert!(
        msg.contains(&format!("pid {}", std::process::id())) && msg.contains("`up`"),
        "{msg}"
    );
    // Read as it is, by anyone, without taking it.
    match b.lock_holder("dev").await.unwrap() {
        strata_state::LockState::Held(h) => {
            assert!(h.operation == "up" && h.pid == std::process::id(), "{h:?}")
        }
        other => panic!("{other:?}"),
    }
    held.renew().await.unwrap();
    held.release().await.unwrap();
    // A holder whose process died on this host (a pid that cannot exist) is taken over at
    // once, and `unlock` without --force removes only such a lock.
    let dead = LockInfo {
        pid: u32::MAX - 1,
        ..LockInfo::current("up")
    };
    b.lock("dev", dead, LEASE).await.unwrap();
    let mine = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
    let err = b.unlock("dev", false).await.unwrap_err();
    assert!(matches!(err, StateError::HolderAlive { .. }), "{err}");
    b.unlock("dev", true).await.unwrap();
    assert!(matches!(mine.renew().await, Err(StateError::LockLost(_))));
}

#[tokio::test]
async fn racing_takeovers_of_an_expired_lock_have_exactly_one_winner() {
    for (kind, backend) in remotes() {
        racing(kind, backend, project(&format!("racing-{kind}"))).await;
    }
}

async fn racing(kind: &str, backend: Open, name: String) {
    backend(&name).create_stack("dev").await.unwrap();
    for round in 0..10 {
        // A lock whose lease is over.
        let expired = backend(&name);
        expired
            .lock("dev", LockInfo::current("up"), Duration::from_millis(1))
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_millis(20)).await;
        let racers: Vec<_> = (0..20)
            .map(|_| {
                let b = backend(&name);
                tokio::spawn(async move {
                    b.lock("dev", LockInfo::current("up"), LEASE)
                        .await
                        .map(|l| (l, b))
                })
            })
            .collect();
        let mut winners = Vec::new();
        for r in racers {
            if let Ok(won) = r.await.unwrap() {
                winners.push(won);
            }
        }
        assert_eq!(winners.len(), 1, "{kind} round {round}");
        winners[0].0.release().await.unwrap();
    }
}

#[tokio::test]
async fn stacks_are_created_once_kept_apart_by_project_and_removed_with_all_they_hold() {
    for (kind, backend) in remotes() {
        kept_apart(
            backend(&project(&format!("one-{kind}"))),
            backend(&project(&format!("two-{kind}"))),
        )
        .await;
    }
}

/// A lock that was never taken: its token is no holder's.
struct Stranger;

#[async_trait::async_trait]
impl strata_state::StackLock for Stranger {
    async fn renew(&self) -> Result<(), StateError> {
        Err(StateError::LockLost("dev".into()))
    }
    async fn release(&self) -> Result<(), StateError> {
        Err(StateError::LockLost("dev".into()))
    }
    fn token(&self) -> &str {
        "not-a-holder"
    }
    fn valid_until(&self) -> time::OffsetDateTime {
        time::OffsetDateTime::now_utc()
    }
}

async fn kept_apart(one: Box<dyn Backend>, two: Box<dyn Backend>) {
    one.create_stack("dev").await.unwrap();
    assert!(matches!(
        one.create_stack("dev").await,
        Err(StateError::StackExists(_))
    ));
    // Another project's stack of the same name is another stack.
    assert!(matches!(two.load("dev").await, Err(StateError::NoStack(_))));
    two.create_stack("dev").await.unwrap();
    let lock = one
        .lock("dev", LockInfo::current("up"), LEASE)
        .await
        .unwrap();
    let j = one.journal("dev", 0, lock.clone()).await.unwrap();
    j.append(&[begin(0, "a"), done(0, "a")]).await.unwrap();
    let cp = one.load("dev").await.unwrap();
    assert_eq!(cp.resources, vec![std::sync::Arc::new(res("a"))]);
    assert!(two.load("dev").await.unwrap().resources.is_empty());
    assert_eq!(one.list_stacks().await.unwrap(), vec!["dev"]);
    // Under its lock only: a lock that is not the holder's is refused.
    let stranger = one.lock("dev", LockInfo::current("stack rm"), LEASE).await;
    assert!(
        matches!(stranger, Err(StateError::Locked { .. })),
        "the lock is held"
    );
    assert!(matches!(
        one.remove_stack("dev", &Stranger).await,
        Err(StateError::LockLost(_))
    ));
    one.remove_stack("dev", lock.as_ref()).await.unwrap();
    assert!(matches!(one.load("dev").await, Err(StateError::NoStack(_))));
    assert!(matches!(
        one.lock("dev", LockInfo::current("up"), LEASE).await,
        Err(StateError::NoStack(_))
    ));
    two.load("dev").await.unwrap();
}

#[tokio::test]
async fn a_wrong_address_is_named_with_the_fix_and_the_password_never_shown() {
    let b = PostgresBackend::new("postgres://me:hunter2@127.0.0.1:1/db", "p").unwrap();
    let err = b.load("dev").await.unwrap_err().to_string();
    assert!(err.contains("postgres://me:***@127.0.0.1:1/db"), "{err}");
    assert!(!err.contains("hunter2"), "{err}");
    // A password given as a parameter is hidden as well.
    let b = PostgresBackend::new(
        "postgres://me@127.0.0.1:1/db?password=hunter2&sslmode=disable",
        "p",
    )
    .unwrap();
    assert!(!b.url().contains("hunter2"), "{}", b.url());
    let err = b.load("dev").await.unwrap_err().to_string();
    assert!(!err.contains("hunter2"), "{err}");
    let err = PostgresBackend::new("postgres://[bad", "p")
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("postgres://user@host:5432/db"), "{err}");
}

/// A journal batch cut short by a crash is its last one (a batch is one object, or one row, so
/// only a damaged store makes one otherwise): its torn tail is dropped on replay, as on the
/// file backend. A damaged batch before others is refused, named, and left as it is.
#[tokio::test]
async fn a_torn_last_batch_is_dropped_and_a_damaged_earlier_one_refused() {
    // Write raw bytes as the journal's next batch, behind the backend's back.
    async fn inject(kind: &str, project: &str, seq: u32, bytes: &[u8]) {
        match kind {
            "s3" => {
                let bucket = format!("strata-backend-{}", std::process::id());
                let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
                test_services::moto().boto(&format!(
                    "s3.put_object(Bucket='{bucket}', Key='tests/{project}/dev/journal/00000000/{seq:08}', Body=bytes.fromhex('{hex}'))"
                ));
            }
            _ => {
                let (client, conn) =
                    tokio_postgres::connect(&test_services::postgres().url, tokio_postgres::NoTls)
                        .await
                        .unwrap();
                tokio::spawn(conn);
                client
                    .execute(
                        "INSERT INTO strata_journal (project, stack, base, batch) VALUES ($1, 'dev', 0, $2)",
                        &[&project, &bytes],
                    )
                    .await
                    .unwrap();
            }
        }
    }
    for (kind, backend) in remotes() {
        let name = project(&format!("torn-{kind}"));
        let b = backend(&name);
        b.create_stack("dev").await.unwrap();
        let lock = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
        let j = b.journal("dev", 0, lock.clone()).await.unwrap();
        j.append(&[begin(0, "a"), done(0, "a"), begin(1, "b")])
            .await
            .unwrap();
        // As a crash in the middle of writing an entry would leave it.
        inject(kind, &name, 1, b"0123456789abcdef {\"kind\":\"cre").await;
        let cp = b.load("dev").await.unwrap();
        assert_eq!(cp.resources, vec![std::sync::Arc::new(res("a"))], "{kind}");
        assert_eq!(cp.pending_operations.len(), 1, "{kind}");
        assert!(cp.replayed, "{kind}");
        // A batch after the torn one makes it a damaged one in the middle: refused.
        let mut next = Vec::new();
        strata_state::format::encode_batch(&[done(1, "b")], &mut next);
        inject(kind, &name, 2, &next).await;
        let err = b.load("dev").await.unwrap_err();
        assert!(
            matches!(err, StateError::Corrupt { .. }) && err.to_string().contains("journal"),
            "{kind}: {err}"
        );
        lock.release().await.unwrap();
    }
}

/// A database that takes TLS only (its certificate signed by a CA of its own): reached with
/// `sslrootcert`; without it, the error says how to give it; without TLS, refused.
#[tokio::test]
async fn postgres_over_tls_checks_the_server_s_certificate() {
    let pg = test_services::postgres_tls();
    let ca = pg.ca.as_ref().unwrap().display().to_string();
    let name = project("tls");
    let url = format!("{}?sslmode=require&sslrootcert={ca}", pg.url);
    let b = PostgresBackend::new(&url, &name).unwrap();
    b.create_stack("dev").await.unwrap();
    b.load("dev").await.unwrap();
    // The public authorities do not know this CA.
    let b = PostgresBackend::new(&format!("{}?sslmode=require", pg.url), &name).unwrap();
    let err = b.load("dev").await.unwrap_err().to_string();
    assert!(
        err.contains("certificate") && err.contains("sslrootcert=PATH"),
        "{err}"
    );
    // Without TLS, the server refuses.
    let b = PostgresBackend::new(&format!("{}?sslmode=disable", pg.url), &name).unwrap();
    let err = b.load("dev").await.unwrap_err().to_string();
    assert!(err.contains("connecting"), "{err}");
}

/// A bucket that does not exist (never made, or removed under a running operation) is named
/// as such, in words, not as the store's raw XML answer.
#[tokio::test]
async fn a_missing_bucket_is_said_in_words() {
    let m = test_services::moto();
    let url = format!(
        "s3://strata-no-such-bucket-{}/x?endpoint={}&region=us-east-1",
        std::process::id(),
        m.url
    );
    let b = S3Backend::with_credentials(&url, "p", "testing", "testing").unwrap();
    let err = b.load("dev").await.unwrap_err().to_string();
    assert!(
        !err.contains('<') && err.contains("NoSuchBucket") && err.contains("does not exist"),
        "{err}"
    );
}

/// A version past the pointer (a save killed between writing its version and moving the
/// pointer) does not stop the stack: the next save keeps it aside and goes on.
#[tokio::test]
async fn a_version_left_by_a_killed_save_does_not_stop_the_next_save_on_s3() {
    let project = project("killed-save");
    let b = s3(&project);
    b.create_stack("dev").await.unwrap();
    let bucket = format!("strata-backend-{}", std::process::id());
    test_services::moto().boto(&format!(
        "s3.put_object(Bucket='{bucket}', Key='tests/{project}/dev/versions/00000001.json', Body=b'left by a killed save')"
    ));
    let lock = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
    let cp = b.load("dev").await.unwrap();
    assert_eq!(cp.serial, 0);
    b.save("dev", &cp.next(Default::default()), lock.as_ref())
        .await
        .unwrap();
    assert_eq!(b.load("dev").await.unwrap().serial, 1);
    assert_eq!(b.history("dev").await.unwrap().into_iter().max(), Some(1));
    let aside = test_services::moto().boto(&format!(
        "print([o['Key'] for o in s3.list_objects_v2(Bucket='{bucket}', Prefix='tests/{project}/dev/versions/')['Contents'] if 'unsaved' in o['Key']])"
    ));
    assert!(aside.contains("00000001.json.unsaved-"), "{aside}");
    // And the save after it, as usual.
    let cp = b.load("dev").await.unwrap();
    b.save("dev", &cp.next(Default::default()), lock.as_ref())
        .await
        .unwrap();
    assert_eq!(b.load("dev").await.unwrap().serial, 2);
}
