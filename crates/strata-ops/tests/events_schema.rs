//! Every event the library can emit, written as `--json` writes it ([`Event::json`]): each
//! line is exactly the bytes programs have always read (a table of samples, one per variant of
//! every event type, with the line each must be), follows `docs/events.schema.json`, and reads
//! back as the `strata-wire` type it was made from. A new variant fails to compile here until
//! it has a sample.

use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;
use strata_engine::{
    DiffKind, Enforcement, ErrorKind, Event as EngineEvent, PropertyChange, StepFailure, Violation,
};
use strata_model::{OpKind, PendingOperation, ResourceState, Urn};
use strata_ops::events::{LockLost, StackPlan, Summary};
use strata_ops::graph::{StackOutcome, StackResult, Verb};
use strata_ops::watch::{Ran, WatchEvent};
use strata_ops::{Event, Kind, Severity};

fn urn(name: &str) -> Urn {
    Urn::new("dev", "p", "test:index:Thing", name)
}

fn counts() -> strata_engine::Summary {
    strata_engine::Summary {
        create: 1,
        same: 2,
        policy_warnings: 1,
        ..Default::default()
    }
}

fn failure() -> StepFailure {
    StepFailure {
        resource: "b".into(),
        kind: ErrorKind::ProviderFailed,
        error: "provider test: no".into(),
    }
}

/// Which variant an event is (exhaustive: a new one must be named, and sampled below).
fn variant(e: &Event) -> String {
    match e {
        Event::Started { .. } => "Started".into(),
        Event::Engine(e) => format!(
            "Engine::{}",
            match e {
                EngineEvent::StepStarted { .. } => "StepStarted",
                EngineEvent::StepDone { .. } => "StepDone",
                EngineEvent::StepFailed { .. } => "StepFailed",
                EngineEvent::StepSkipped { .. } => "StepSkipped",
                EngineEvent::PolicyViolation(_) => "PolicyViolation",
                EngineEvent::PolicyRemediation { .. } => "PolicyRemediation",
                EngineEvent::Warning { .. } => "Warning",
            }
        ),
        Event::Log { .. } => "Log".into(),
        Event::Diagnostic { .. } => "Diagnostic".into(),
        Event::Stale { .. } => "Stale".into(),
        Event::LockLost(_) => "LockLost".into(),
        Event::Summary(_) => "Summary".into(),
        Event::StackStarted { .. } => "StackStarted".into(),
        Event::StackDone(_) => "StackDone".into(),
        Event::StackPlanned { .. } => "StackPlanned".into(),
        Event::Watch(w) => format!(
            "Watch::{}",
            match **w {
                WatchEvent::Started { .. } => "Started",
                WatchEvent::RunStarted { .. } => "RunStarted",
                WatchEvent::Interrupted { .. } => "Interrupted",
                WatchEvent::RunDone { .. } => "RunDone",
                WatchEvent::Waiting => "Waiting",
                WatchEvent::Stopped { .. } => "Stopped",
            }
        ),
    }
}

const VARIANTS: &[&str] = &[
    "Started",
    "Engine::StepStarted",
    "Engine::StepDone",
    "Engine::StepFailed",
    "Engine::StepSkipped",
    "Engine::PolicyViolation",
    "Engine::PolicyRemediation",
    "Engine::Warning",
    "Log",
    "Diagnostic",
    "Stale",
    "LockLost",
    "Summary",
    "StackStarted",
    "StackDone",
    "StackPlanned",
    "Watch::Started",
    "Watch::RunStarted",
    "Watch::Interrupted",
    "Watch::RunDone",
    "Watch::Waiting",
    "Watch::Stopped",
];

/// Each sample and the line it is written as (a watch's lines without their `time_ms`, which is
/// the clock's).
fn samples() -> Vec<(Event, String)> {
    let v = strata_ops::SCHEMA_VERSION;
    let resource = ResourceState {
        urn: urn("a"),
        ty: "test:index:Thing".into(),
        id: "id-a".into(),
        inputs: Value::Null,
        outputs: Value::Null,
        dependencies: vec![],
        protect: false,
        delete: false,
        lifecycle: Default::default(),
        memo: None,
    };
    let pending = PendingOperation {
        op: OpKind::Create,
        urn: urn("b"),
        ty: "test:index:Thing".into(),
        id: None,
        inputs: Value::Null,
        provider: None,
    };
    let violation = |urn: Option<Urn>, enforcement| {
        EngineEvent::PolicyViolation(Violation {
            pack: "acme".into(),
            policy: "no-public".into(),
            enforcement,
            message: "public \"acl\"".into(),
            path: if urn.is_some() {
                "acl".into()
            } else {
                String::new()
            },
            urn,
        })
    };
    let summary = Summary {
        preview: false,
        counts: counts(),
        failures: vec![failure()],
        skipped: 1,
        interrupted: 0,
        outputs: serde_json::json!({"url": "https://x", "key": "[secret]"}),
        duration: Duration::from_millis(1500),
        state_bytes_written: 2048,
        state_requests: 3,
        peak_rss_bytes: None,
        http_requests: vec![("random".into(), 4), ("aws".into(), 9)],
    };
    let outcome = StackOutcome {
        stack: "p/dev".into(),
        command: Verb::Up,
        result: StackResult::UpToDate,
        summary: Some(counts()),
        message: None,
        elapsed: Duration::from_millis(250),
    };
    let watch = |w: WatchEvent| Event::Watch(Box::new(w));
    let u = "urn:strata:dev::p::test:index:Thing::a";
    let b = "urn:strata:dev::p::test:index:Thing::b";
    vec![
        (
            Event::Started {
                kind: Kind::Up,
                stack: "dev".into(),
                project: "p".into(),
                preview: true,
            },
            format!(
                r#"{{"event":"operation-started","operation":"up","stack":"dev","project":"p","preview":true,"schema_version":{v},"time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepStarted {
                urn: urn("a"),
                op: OpKind::Replace,
                changes: vec![
                    PropertyChange {
                        property: "size".into(),
                        old: Some(Value::from(1)),
                        new: Some(Value::from(2)),
                        replaces: true,
                        kind: DiffKind::Update,
                    },
                    PropertyChange {
                        property: "tag".into(),
                        old: None,
                        new: Some(Value::from("x")),
                        replaces: false,
                        kind: DiffKind::Add,
                    },
                ],
                delete_first: true,
            }),
            format!(
                r#"{{"event":"step-started","urn":"{u}","type":"test:index:Thing","name":"a","op":"replace","changes":[{{"property":"size","kind":"update","old":1,"new":2,"replaces":true}},{{"property":"tag","kind":"add","old":null,"new":"x","replaces":false}}],"deleteFirst":true,"time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepStarted {
                urn: urn("a"),
                op: OpKind::Same,
                changes: vec![],
                delete_first: false,
            }),
            format!(
                r#"{{"event":"step-started","urn":"{u}","type":"test:index:Thing","name":"a","op":"same","changes":[],"time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepDone {
                urn: urn("a"),
                op: OpKind::Create,
                elapsed: Duration::from_millis(1500),
            }),
            format!(
                r#"{{"event":"step-done","urn":"{u}","type":"test:index:Thing","name":"a","op":"create","elapsed_ms":1500.0,"time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepFailed {
                urn: urn("b"),
                op: Some(OpKind::Create),
                kind: ErrorKind::TimedOut,
                error: "provider test: timed out".into(),
            }),
            format!(
                r#"{{"event":"step-failed","urn":"{b}","type":"test:index:Thing","name":"b","op":"create","kind":"timed-out","error":"provider test: timed out","time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepFailed {
                urn: urn("b"),
                op: None,
                kind: ErrorKind::PolicyViolation,
                error: "refused".into(),
            }),
            format!(
                r#"{{"event":"step-failed","urn":"{b}","type":"test:index:Thing","name":"b","op":null,"kind":"policy-violation","error":"refused","time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::StepSkipped {
                urn: urn("b"),
                cause: "a failed".into(),
            }),
            format!(
                r#"{{"event":"step-skipped","urn":"{b}","type":"test:index:Thing","name":"b","cause":"a failed","time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(violation(Some(urn("a")), Enforcement::Mandatory)),
            format!(
                r#"{{"event":"policy-violation","urn":"{u}","type":"test:index:Thing","name":"a","pack":"acme","policy":"no-public","enforcement":"mandatory","message":"public \"acl\"","path":"acl","time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(violation(None, Enforcement::Advisory)),
            r#"{"event":"policy-violation","urn":null,"type":null,"name":null,"pack":"acme","policy":"no-public","enforcement":"advisory","message":"public \"acl\"","path":"","time_ms":12.5}"#.into(),
        ),
        (
            Event::Engine(EngineEvent::PolicyRemediation {
                urn: urn("a"),
                remediation: strata_engine::Remediation {
                    pack: "acme".into(),
                    policy: "versioned".into(),
                    message: "versioning on".into(),
                    inputs: serde_json::from_str(r#"{"Versioning": {"Status": "Enabled"}, "Tags": null}"#)
                        .unwrap(),
                },
            }),
            format!(
                r#"{{"event":"policy-remediation","urn":"{u}","type":"test:index:Thing","name":"a","pack":"acme","policy":"versioned","message":"versioning on","properties":["Versioning","Tags"],"time_ms":12.5}}"#
            ),
        ),
        (
            Event::Engine(EngineEvent::Warning {
                message: "an interrupted create".into(),
            }),
            r#"{"event":"warning","message":"an interrupted create","time_ms":12.5}"#.into(),
        ),
        (
            Event::Log {
                level: "info".into(),
                message: "é \u{1}".into(),
            },
            r#"{"event":"log","level":"info","message":"é \u0001","time_ms":12.5}"#.into(),
        ),
        (
            Event::Diagnostic {
                severity: Severity::Warning,
                code: None,
                message: "look".into(),
            },
            r#"{"event":"diagnostic","severity":"warning","message":"look","time_ms":12.5}"#
                .into(),
        ),
        (
            Event::Diagnostic {
                severity: Severity::Warning,
                code: Some("lock-taken-over"),
                message: "took over".into(),
            },
            r#"{"event":"diagnostic","severity":"warning","code":"lock-taken-over","message":"took over","time_ms":12.5}"#
                .into(),
        ),
        (
            Event::Stale {
                stack: "app/dev".into(),
                outputs: vec!["url".into()],
            },
            r#"{"event":"stale","stack":"app/dev","outputs":["url"],"time_ms":12.5}"#.into(),
        ),
        (
            Event::LockLost(Box::new(LockLost {
                stack: "p/dev".into(),
                in_flight: vec![pending.clone()],
                made: vec![Arc::new(resource.clone())],
                late_record: Some(Ok("s3://late".into())),
            })),
            format!(
                r#"{{"event":"lock-lost","stack":"p/dev","in_flight":[{{"op":"create","urn":"{b}","type":"test:index:Thing","name":"b","id":null}}],"made":[{{"urn":"{u}","type":"test:index:Thing","name":"a","id":"id-a"}}],"late_record":"s3://late","late_record_error":null,"time_ms":12.5}}"#
            ),
        ),
        (
            Event::LockLost(Box::new(LockLost {
                stack: "p/dev".into(),
                in_flight: vec![],
                made: vec![],
                late_record: Some(Err("denied".into())),
            })),
            r#"{"event":"lock-lost","stack":"p/dev","in_flight":[],"made":[],"late_record":null,"late_record_error":"denied","time_ms":12.5}"#.into(),
        ),
        (
            Event::Summary(Box::new(summary)),
            format!(
                r#"{{"summary":{{"create":1,"update":0,"replace":0,"delete":0,"same":2,"policy_warnings":1}},"failed":1,"skipped":1,"interrupted":0,"failures":[{{"resource":"b","kind":"provider-failed","error":"provider test: no"}}],"outputs":{{"url":"https://x","key":"[secret]"}},"preview":false,"ok":false,"duration_ms":1500,"state_bytes_written":2048,"state_requests":3,"peak_rss_bytes":null,"http_requests":{{"random":4,"aws":9}},"schema_version":{v}}}"#
            ),
        ),
        (
            Event::StackStarted {
                stack: "p/dev".into(),
                command: Verb::Preview,
            },
            r#"{"event":"stack-started","stack":"p/dev","command":"preview","time_ms":12.5}"#
                .into(),
        ),
        (
            Event::StackDone(Box::new(outcome)),
            r#"{"event":"stack-done","stack":"p/dev","command":"up","result":"up to date","summary":{"create":1,"update":0,"replace":0,"delete":0,"same":2,"policy_warnings":1},"error":null,"duration_ms":250,"time_ms":12.5}"#.into(),
        ),
        (
            Event::StackPlanned {
                stack: "p/old".into(),
                plan: StackPlan::Removed,
            },
            r#"{"event":"stack-planned","stack":"p/old","plan":"removed","time_ms":12.5}"#.into(),
        ),
        (
            watch(WatchEvent::Started {
                stack: "dev".into(),
                paths: vec!["/p".into(), "/p/src".into()],
            }),
            r#"{"event":"watch-started","stack":"dev","paths":["/p","/p/src"]}"#.into(),
        ),
        (
            watch(WatchEvent::RunStarted {
                run: 2,
                changed: ["src/lib.rs".to_string(), "Strata.toml".into()].into(),
            }),
            r#"{"event":"run-started","run":2,"changed":["Strata.toml","src/lib.rs"]}"#.into(),
        ),
        (
            watch(WatchEvent::Interrupted { run: 2 }),
            r#"{"event":"interrupted","run":2}"#.into(),
        ),
        (
            watch(WatchEvent::RunDone {
                run: 1,
                result: Ok(Ran {
                    summary: counts(),
                    failures: vec![failure()],
                    interrupted: 0,
                }),
                seconds: 1.5,
            }),
            r#"{"event":"run-done","run":1,"ok":false,"summary":{"create":1,"update":0,"replace":0,"delete":0,"same":2,"policy_warnings":1},"failures":[{"resource":"b","kind":"provider-failed","error":"provider test: no"}],"interrupted":0,"seconds":1.5}"#.into(),
        ),
        (
            watch(WatchEvent::RunDone {
                run: 3,
                result: Err(("the build failed".into(), false)),
                seconds: 0.25,
            }),
            r#"{"event":"run-done","run":3,"ok":false,"error":"the build failed","deployed":false,"seconds":0.25}"#.into(),
        ),
        (watch(WatchEvent::Waiting), r#"{"event":"waiting"}"#.into()),
        (
            watch(WatchEvent::Stopped { runs: 3 }),
            r#"{"event":"watch-stopped","runs":3}"#.into(),
        ),
    ]
}

fn validator() -> jsonschema::Validator {
    let schema: Value =
        serde_json::from_str(include_str!("../../../docs/events.schema.json")).unwrap();
    jsonschema::validator_for(&schema).expect("docs/events.schema.json is a JSON Schema")
}

/// `line` follows the schema, and reads back as the wire type it was written from; its kind.
fn check(validator: &jsonschema::Validator, line: &str) -> &'static str {
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
    let errors: Vec<String> = validator
        .iter_errors(&v)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "a line docs/events.schema.json does not allow:\n{line}\n{}",
        errors.join("\n")
    );
    let typed: strata_wire::Line = serde_json::from_str(line).unwrap();
    assert_eq!(typed.to_json(), line, "read back and written again");
    typed.kind()
}

#[test]
fn every_event_is_written_as_before_and_follows_the_schema() {
    let validator = validator();
    let mut variants = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    for (event, expected) in samples() {
        variants.insert(variant(&event));
        let line = event.json(12.5);
        kinds.insert(check(&validator, &line));
        // A watch's events carry the clock's time: compared without it.
        let shown = match event {
            Event::Watch(_) => {
                let mut v: serde_json::Map<String, Value> = serde_json::from_str(&line).unwrap();
                assert!(v.remove("time_ms").is_some_and(|t| t.as_u64().is_some()));
                Value::Object(v).to_string()
            }
            _ => line,
        };
        assert_eq!(shown, expected);
    }
    // The lines that are not an event's: an operation refused, and a graph's summary.
    let refused = strata_ops::events::refused_json(
        "stack nope",
        true,
        &strata_ops::Error::from(anyhow::anyhow!("no stack")),
        Duration::from_millis(7),
    );
    kinds.insert(check(&validator, &refused));
    let v = strata_ops::SCHEMA_VERSION;
    assert_eq!(
        refused,
        format!(
            r#"{{"summary":{{"create":0,"update":0,"replace":0,"delete":0,"same":0}},"failed":1,"skipped":0,"interrupted":0,"failures":[{{"resource":"stack nope","kind":"other","error":"no stack"}}],"outputs":{{}},"preview":true,"ok":false,"duration_ms":7,"state_bytes_written":0,"state_requests":0,"peak_rss_bytes":null,"http_requests":{{}},"schema_version":{v}}}"#
        )
    );
    let outcomes = [StackOutcome {
        stack: "p/dev".into(),
        command: Verb::Destroy,
        result: StackResult::NotRun,
        summary: None,
        message: Some("net/dev failed".into()),
        elapsed: Duration::ZERO,
    }];
    for (workspace, expected) in [
        (
            Some("w".to_string()),
            r#"{"stacks":[{"stack":"p/dev","result":"not run","summary":null,"error":"net/dev failed","duration_ms":0}],"ok":false,"workspace":"w"}"#,
        ),
        (
            None,
            r#"{"stacks":[{"stack":"p/dev","result":"not run","summary":null,"error":"net/dev failed","duration_ms":0}],"ok":false}"#,
        ),
    ] {
        let line = strata_ops::events::graph_summary_json(&outcomes, workspace);
        kinds.insert(check(&validator, &line));
        assert_eq!(line, expected);
    }

    let all: BTreeSet<String> = VARIANTS.iter().map(|v| v.to_string()).collect();
    assert_eq!(variants, all, "a sample of every variant");
    let mut every: BTreeSet<&str> = strata_wire::EVENT_KINDS.iter().copied().collect();
    every.extend(["summary", "graph-summary"]);
    assert_eq!(kinds, every, "every kind of line the schema names");
}
