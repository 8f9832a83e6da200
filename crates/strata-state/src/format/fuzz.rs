//! Fuzz targets of the stored formats: checkpoint versions and the pointer to the current one,
//! journals, lock records, sealed secrets and the records of dependents. Whoever can write the backend (a bucket, a table, a shared
//! directory) writes these bytes. A checksum stops nearly every mutant at once, so each target
//! also feeds its parser the mutant resealed (its checksums made to match), as a writer with
//! a bug would store it, so that what lies behind the checksum is fuzzed too.

use super::*;
use serde_json::json;
use strata_fuzz::{Limits, Target, corpus};
use strata_model::{Lifecycle, OpKind, Timeouts, Urn};

/// Words of the formats, for mutations to insert.
const WORDS: &[&str] = &[
    "{\"format\":5,\"sha256\":\"",
    "{\"journal\":5,\"base\":7}\n",
    "{\"$strata\":\"secret\",\"value\":",
    "{\"$strata\":\"unknown\"}",
    "{\"$strata\":\"sealed\",\"ciphertext\":\"",
    "\"kind\":\"begin\"",
    "\"kind\":\"done\"",
    "\"kind\":\"moved\"",
    "\"kind\":\"deleted\"",
    "\"op\":18446744073709551615",
    "\"urn\":\"urn:strata:dev::p::t:T::a\"",
    "\"lifecycle\":{\"timeouts\":{\"create\":4294967295}}",
    "\"call_timeout\":18446744073709551615",
    "\"expires_at\":\"9999-12-31T23:59:59Z\"",
    "\"until\":\"-9999-01-01T00:00:00Z\"",
    "~",
    "null",
    "[]",
    "{}",
    "\\ud800",
];

fn urn(name: &str) -> Urn {
    Urn::new("dev", "p", "t:T", name)
}

fn begin(op: u64, name: &str) -> JournalEntry {
    JournalEntry::Begin {
        op,
        operation: PendingOperation {
            op: OpKind::Create,
            urn: urn(name),
            ty: "t:T".into(),
            id: None,
            inputs: json!({"name": name, "size": 3, "tags": {"team": "infra"}, "list": [1, 2.5, true, null]}),
            provider: Some("default".into()),
        },
    }
}

/// Every kind of journal entry, in an order that replays.
fn entries() -> Vec<JournalEntry> {
    let lifecycle = Lifecycle {
        retain_on_delete: true,
        deleted_with: Some(urn("owner")),
        secret_outputs: vec!["password".into()],
        timeouts: Timeouts {
            create: Some(600),
            update: None,
            delete: Some(30),
        },
        property_dependencies: [("size".to_string(), vec![urn("owner")])].into(),
        parent: Some(urn("parent")),
        provider: Some("aws".into()),
        import_id: Some("i-123".into()),
        replacement_trigger: Some("v2".into()),
        ..Lifecycle::default()
    };
    let done = |op: u64, id: &str| JournalEntry::Done {
        op,
        id: Some(id.into()),
        outputs: json!({"arn": format!("arn:aws:x:::{id}"), "n": 12345, "nested": {"a": [1, {"b": "c"}]}}),
        dependencies: vec![urn("owner")],
        protect: op.is_multiple_of(2),
        replaces: None,
        lifecycle: lifecycle.clone(),
        memo: Some("9f86d081884c7d65".into()),
    };
    let state = ResourceState {
        urn: urn("b"),
        ty: "t:T".into(),
        id: "id-b".into(),
        inputs: json!({"name": "b"}),
        outputs: json!({"arn": "arn:aws:x:::id-b"}),
        dependencies: vec![],
        protect: false,
        delete: false,
        lifecycle: Lifecycle::default(),
        memo: None,
    };
    vec![
        begin(0, "a"),
        done(0, "id-a"),
        begin(1, "b"),
        done(1, "id-b"),
        JournalEntry::Updated {
            state: ResourceState {
                protect: true,
                ..state.clone()
            },
        },
        JournalEntry::Moved {
            from: urn("b"),
            state: ResourceState {
                urn: urn("b2"),
                ..state
            },
        },
        begin(2, "c"),
        JournalEntry::Failed { op: 2 },
        JournalEntry::Deleted {
            op: 3,
            urn: urn("a"),
            id: "id-a".into(),
            pending_replacement: true,
        },
        // Left pending: an interrupted create.
        begin(4, "d"),
        JournalEntry::Outputs {
            outputs: json!({"url": "https://example.com", "list": [1, 2, 3]}),
        },
    ]
}

/// The journal of `entries` on checkpoint 7: line by line, and as one packed batch.
fn journals() -> Vec<Vec<u8>> {
    let mut plain = journal_header(7);
    for e in entries() {
        encode_batch(std::slice::from_ref(&e), &mut plain);
    }
    let mut packed = journal_header(7);
    let many: Vec<JournalEntry> = (0..40).map(|i| begin(i, &format!("r{i}"))).collect();
    encode_batch(&many, &mut packed);
    assert_eq!(packed.iter().filter(|&&c| c == b'\n').count(), 2, "packed");
    encode_batch(&entries(), &mut packed);
    vec![plain, packed]
}

fn base() -> Checkpoint {
    Checkpoint {
        serial: 7,
        ..Checkpoint::empty("dev")
    }
}

/// A checkpoint with every part: resources of every shape, an interrupted create, outputs,
/// what made it, links, a fence.
fn rich() -> Checkpoint {
    let mut cp = base();
    replay(&journals()[0], &mut cp).unwrap();
    cp.made_by = Some(MadeBy {
        command: "up".into(),
        user: "ana".into(),
        changes: [("create".to_string(), 2)].into(),
    });
    cp.links = Links {
        key: Some(KeyRef {
            id: "k-1".into(),
            salt: Some("c2FsdA==".into()),
        }),
        output_versions: [("url".to_string(), 7)].into(),
        upstreams: vec![Upstream {
            stack: "net/dev".into(),
            backend: Some("s3://bucket".into()),
            version: 3,
            outputs: vec!["vpcId".into()],
        }],
    };
    cp.fenced = Some(Fenced {
        holder: "ana (pid 1 on h, running `up` since T)".into(),
        until: "2030-01-01T00:00:00Z".into(),
    });
    cp.replayed = false;
    cp.next(cp.clone().take_snapshot())
}

/// What a command does with a checkpoint it loaded.
fn use_checkpoint(mut cp: Checkpoint) {
    let _ = cp.interrupted_creates().count();
    let _ = check_sealed(&cp);
    let _ = cp.fenced.as_ref().map(Fenced::running);
    cp.learn_secrets(&strata_model::KnownSecrets::new());
    let _ = secrets().decrypt_checkpoint(cp.clone());
    let late = cp.clone();
    let _ = cp.import_late(&late);
    let snapshot = cp.take_snapshot();
    let next = cp.next(snapshot);
    let _ = encode_version(&next);
}

/// `body` as a version file whose checksum holds.
fn sealed_version(format: u64, body: &[u8]) -> Vec<u8> {
    let mut out = serde_json::to_vec(&VersionHeader {
        format,
        sha256: sha256_hex(body),
    })
    .unwrap();
    out.push(b'\n');
    out.extend_from_slice(body);
    out
}

#[test]
fn fuzz_checkpoint() {
    let mut v1 = serde_json::to_value(rich()).unwrap();
    v1["version"] = json!(1);
    let seeds = corpus([
        encode_version(&rich()).0,
        encode_version(&Checkpoint::empty("dev")).0,
        serde_json::to_vec(&v1).unwrap(),
        Pointer::new(7, "ab".repeat(32)).encode(),
    ]);
    Target::new("fuzz_checkpoint", seeds)
        .dictionary(WORDS)
        .run(|b| {
            // As stored (the checksum refuses nearly all of them).
            if let Ok(cp) = decode_version(b, None) {
                use_checkpoint(cp);
            }
            if let Ok(Current::Checkpoint(cp)) = decode_current(b) {
                use_checkpoint(*cp);
            }
            // Resealed: the body's parser and what follows it.
            let (format, body) = match b.iter().position(|&c| c == b'\n') {
                Some(nl) if b.starts_with(b"{\"format\"") => {
                    let format = serde_json::from_slice::<VersionHeader>(&b[..nl])
                        .map_or(u64::from(FORMAT_VERSION), |h| h.format);
                    (format, &b[nl + 1..])
                }
                _ => (u64::from(FORMAT_VERSION), b),
            };
            if let Ok(cp) = decode_version(&sealed_version(format, body), None) {
                use_checkpoint(cp);
            }
        });
}

/// `journal` with every line after its header given a checksum that holds.
fn resealed(journal: &[u8]) -> Vec<u8> {
    let mut lines = journal.split(|&c| c == b'\n');
    let mut out = lines.next().unwrap_or_default().to_vec();
    for line in lines {
        out.push(b'\n');
        let body = line.get(17..).unwrap_or(line);
        out.extend_from_slice(&sha256_hex(body).as_bytes()[..16]);
        out.push(b' ');
        out.extend_from_slice(body);
    }
    out
}

#[test]
fn fuzz_journal() {
    // A packed line may claim up to 255 times its size (LZ4's most), and gets it.
    let limits = Limits {
        memory: 512 << 20,
        ..Limits::default()
    };
    Target::new("fuzz_journal", journals())
        .dictionary(WORDS)
        .limits(limits)
        .run(|b| {
            let _ = journal_base(b);
            let mut cp = base();
            if replay(b, &mut cp).is_ok() {
                use_checkpoint(cp);
            }
            let mut cp = base();
            if replay(&resealed(b), &mut cp).is_ok() {
                use_checkpoint(cp);
            }
        });
}

#[test]
fn fuzz_lock_record() {
    let held = LockInfo {
        expires_at: "2030-01-01T00:00:00Z".into(),
        token: "t-0123456789abcdef".into(),
        generation: 2,
        call_timeout: 600,
        ..LockInfo::current("up")
    };
    let old = LockInfo {
        boot_id: String::new(),
        pid_ns: String::new(),
        started: 0,
        call_timeout: 0,
        ..held.clone()
    };
    let seeds = corpus([
        serde_json::to_vec(&held).unwrap(),
        serde_json::to_vec_pretty(&old).unwrap(),
    ]);
    Target::new("fuzz_lock_record", seeds)
        .dictionary(WORDS)
        .run(|b| {
            // As every backend reads a lock record, then judges its holder.
            if let Ok(info) = serde_json::from_slice::<LockInfo>(b) {
                let _ = info.to_string();
                let _ = parse_time(&info.expires_at);
                let _ = info.next_generation();
                if let Some(t) = info.calls_until() {
                    // A fence until then is written, and read back as holding.
                    let written = format_time(t);
                    assert!(
                        parse_time(&written).is_some(),
                        "calls_until {t} is written as {written:?}, which does not read back"
                    );
                }
                let _ = info.provably_dead();
                let _ = serde_json::to_vec(&info);
            }
        });
}

#[test]
fn a_lock_record_at_the_edges_of_numbers_and_time_neither_panics_nor_loses_its_fence() {
    // Found by `fuzz_lock_record`: a record's `call_timeout` near u64::MAX made `calls_until`
    // panic ("overflow adding duration to date"); and a lease that ends in the year 9999 ended
    // its calls in the year 10000, which RFC 3339 cannot write: the fence was saved empty, and
    // read back as not holding.
    let lock = |expires_at: &str, call_timeout: u64| LockInfo {
        expires_at: expires_at.into(),
        call_timeout,
        generation: u64::MAX,
        ..LockInfo::current("up")
    };
    for (expires_at, timeout) in [
        ("2030-01-01T00:00:00Z", u64::MAX),
        ("2030-01-01T00:00:00Z", u64::MAX / 2),
        ("9999-12-31T23:59:00Z", 600),
        ("9999-12-31T23:59:59-23:59", 0),
    ] {
        let t = lock(expires_at, timeout).calls_until().unwrap();
        assert_eq!(t.min(latest_time()), t, "{expires_at} + {timeout}");
        assert!(parse_time(&format_time(t)).is_some(), "{t}");
    }
    assert_eq!(
        lock("2030-01-01T00:00:00Z", 60).calls_until(),
        parse_time("2030-01-01T00:01:00Z")
    );
    // A takeover of a lock taken over u64::MAX times.
    assert_eq!(lock("", 0).next_generation(), u64::MAX);
}

#[test]
fn a_serial_past_any_strata_makes_is_refused() {
    // Found by `fuzz_checkpoint`: a version whose serial is u64::MAX (checksum and all) was
    // read, and the next version's serial overflowed.
    let mut cp = Checkpoint::empty("dev");
    cp.serial = u64::MAX;
    let err = decode_version(&encode_version(&cp).0, None).unwrap_err();
    assert!(
        err.to_string().contains("serial 18446744073709551615"),
        "{err}"
    );
    cp.serial = MAX_SERIAL - 1;
    assert_eq!(
        decode_version(&encode_version(&cp).0, None).unwrap().serial,
        cp.serial
    );
    let pointer = Pointer::new(u64::MAX, "ab".repeat(32)).encode();
    assert!(decode_current(&pointer).is_err());
}

/// The key the secrets target seals with.
fn secrets() -> crate::Secrets {
    crate::Secrets::from_key(&[7; 32], "the fuzz key")
}

#[test]
fn fuzz_sealed_secret() {
    // A sealed secret as a checkpoint, a journal or a stack file holds it (the ciphertext is
    // the stack file's and the state's: anyone who can write them writes it), and the KMS key
    // a stack file names.
    let s = secrets();
    let sealed = s
        .encrypt(&strata_model::marker::secret(
            json!({"password": "hunter2", "n": [1, 2]}),
        ))
        .unwrap();
    let seeds = corpus([
        serde_json::to_vec(&json!({"inputs": sealed, "plain": "x"})).unwrap(),
        s.encrypt_text(&json!("a token")).unwrap().into_bytes(),
        b"awskms://alias/strata?region=eu-west-1&endpoint=https%3A%2F%2Fkms.example".to_vec(),
    ]);
    Target::new("fuzz_sealed_secret", seeds)
        .dictionary(WORDS)
        .run(move |b| {
            let s = secrets();
            if let Ok(v) = serde_json::from_slice::<Value>(b) {
                let _ = s.decrypt(&v);
            }
            let text = String::from_utf8_lossy(b);
            let _ = s.open(text.trim());
            let _ = crate::kms::KmsKey::parse(text.trim());
        });
}

#[test]
fn fuzz_dependent_record() {
    // The index of a stack's dependents, written beside it by each downstream stack.
    let d = Dependent {
        stack: "app/dev".into(),
        backend: Some("s3://bucket/state".into()),
        version: 7,
        outputs: vec!["vpcId".into(), "subnets".into()],
        dir: Some("/home/ana/app".into()),
    };
    Target::new(
        "fuzz_dependent_record",
        corpus([serde_json::to_vec(&d).unwrap()]),
    )
    .dictionary(WORDS)
    .run(|b| {
        if let Ok(d) = serde_json::from_slice::<Dependent>(b) {
            let _ = serde_json::to_vec(&d);
        }
    });
}
