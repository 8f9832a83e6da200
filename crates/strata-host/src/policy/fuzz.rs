//! Fuzz target of a policy pack's answers: the policies it declares (`policies`) and the
//! violations it reports (`validate-resources`, `validate-stack`). They reach the host as typed
//! WIT values, lifted by wasmtime within the pack's memory and output budget; what the host
//! then does with them (`effective`, `Reading::violations`) is pure, and is fed here answers
//! decoded from mutated JSON, as a pack could return any of them.

use super::*;
use crate::bindings::policy::strata::policy::types::Enforcement as WitEnforcement;
use serde::{Deserialize, Serialize};
use strata_fuzz::{Target, corpus};

/// A pack's answers, as JSON: what the fuzzer mutates.
#[derive(Serialize, Deserialize)]
struct Answers {
    policies: Vec<Info>,
    #[serde(default)]
    overrides: BTreeMap<String, String>,
    /// One list per resource asked about.
    #[serde(default)]
    resources: Vec<Vec<Said>>,
    #[serde(default)]
    stack: Vec<Said>,
}

#[derive(Serialize, Deserialize)]
struct Info {
    name: String,
    description: String,
    enforcement: String,
    kind: String,
}

#[derive(Serialize, Deserialize)]
struct Said {
    policy: String,
    message: String,
    path: String,
    urn: Option<String>,
}

impl Info {
    fn wit(self) -> Option<wit::PolicyInfo> {
        let enforcement = match self.enforcement.as_str() {
            "advisory" => WitEnforcement::Advisory,
            "mandatory" => WitEnforcement::Mandatory,
            "disabled" => WitEnforcement::Disabled,
            _ => return None,
        };
        Some(wit::PolicyInfo {
            name: self.name,
            description: self.description,
            enforcement,
            kind: self.kind,
        })
    }
}

impl Said {
    fn wit(self) -> wit::Violation {
        wit::Violation {
            policy: self.policy,
            message: self.message,
            path: self.path,
            urn: self.urn,
        }
    }
}

const SECRET: &str = "hunter2-correct-horse";

fn urn(name: &str) -> Urn {
    Urn::new("dev", "p", "aws:s3:Bucket", name)
}

fn seeds() -> Vec<Vec<u8>> {
    let info = |name: &str, enforcement: &str, kind: &str| Info {
        name: name.into(),
        description: format!("{name}: é€𝄞 what it checks"),
        enforcement: enforcement.into(),
        kind: kind.into(),
    };
    let said = |policy: &str, urn: Option<String>| Said {
        policy: policy.into(),
        message: format!("{policy} is broken: the key is {SECRET}, ünïcödé"),
        path: "tags.team".into(),
        urn,
    };
    let answers = Answers {
        policies: vec![
            info("no-public", "mandatory", "resource"),
            info("tags", "advisory", "resource"),
            info("off", "disabled", "resource"),
            info("budget", "advisory", "stack"),
        ],
        overrides: [("tags".to_string(), "mandatory".to_string())].into(),
        resources: vec![
            vec![said("no-public", None), said("off", None)],
            vec![],
            vec![said("tags", Some(urn("a").0))],
        ],
        stack: vec![said("budget", Some(urn("b").0)), said("budget", None)],
    };
    let wrong = Answers {
        resources: vec![vec![said("budget", None)]],
        stack: vec![said("tags", None)],
        ..serde_json::from_slice(&serde_json::to_vec(&answers).unwrap()).unwrap()
    };
    corpus([
        serde_json::to_vec(&answers).unwrap(),
        serde_json::to_vec_pretty(&wrong).unwrap(),
    ])
}

/// What the host does with a pack's answers: its policies with the project's overrides, then
/// each list of violations read against them, as a check of resources and of the stack would.
fn read(b: &[u8]) {
    let Ok(answers) = serde_json::from_slice::<Answers>(b) else {
        return;
    };
    let Some(list) = answers
        .policies
        .into_iter()
        .map(Info::wit)
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let overrides: BTreeMap<String, Enforcement> = answers
        .overrides
        .iter()
        .filter_map(|(k, v)| Some((k.clone(), Enforcement::parse(v)?)))
        .collect();
    let Ok(policies) = effective("acme", list, &overrides) else {
        return;
    };
    let index: HashMap<String, usize> = policies
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.clone(), i))
        .collect();
    let secrets = KnownSecrets::new();
    secrets.learn(&strata_model::marker::secret(Value::String(SECRET.into())));
    let reading = Reading {
        pack: "acme",
        policies: &policies,
        index: &index,
        secrets: &secrets,
    };
    let (a, b) = (urn("a"), urn("b"));
    let urns: HashSet<&Urn> = [&a, &b].into();
    for said in answers.resources {
        let said = said.into_iter().map(Said::wit).collect();
        if let Ok(found) = reading.violations(true, said, &urns, Some(&a)) {
            for v in found {
                assert!(!v.message.contains(SECRET), "{}", v.message);
            }
        }
    }
    let said = answers.stack.into_iter().map(Said::wit).collect();
    if let Ok(found) = reading.violations(false, said, &urns, None) {
        for v in found {
            assert!(
                v.urn.is_none_or(|u| urns.contains(&u)),
                "a URN not asked about"
            );
            assert!(!v.path.contains(SECRET), "{}", v.path);
        }
    }
}

#[test]
fn fuzz_policy_answers() {
    Target::new("fuzz_policy_answers", seeds())
        .dictionary(&[
            "\"mandatory\"",
            "\"disabled\"",
            "\"stack\"",
            "\"resource\"",
            "{\"policy\":\"tags\",\"message\":\"m\",\"path\":\"\",\"urn\":null}",
            "urn:strata:dev::p::aws:s3:Bucket::a",
            SECRET,
        ])
        .run(read);
}
