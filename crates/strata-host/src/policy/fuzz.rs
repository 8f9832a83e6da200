//! Fuzz target of a policy pack's answers: the policies it declares (`policies`), the
//! violations it reports (`validate-resources`, `validate-stack`) and the fixes it returns
//! (`remediate-resources`). They reach the host as typed
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
    /// Fixes for the resource `a` (its inputs: `GIVEN`).
    #[serde(default)]
    fixes: Vec<Fixed>,
    /// Whether the pack is granted secrets.
    #[serde(default)]
    granted: bool,
}

#[derive(Clone, Serialize, Deserialize)]
struct Fixed {
    policy: String,
    message: String,
    inputs: String,
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
            "remediate" => WitEnforcement::Remediate,
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
    let fixed = |policy: &str, inputs: &str| Fixed {
        policy: policy.into(),
        message: format!("{policy} fixed it, the key is {SECRET}"),
        inputs: inputs.into(),
    };
    let answers = Answers {
        policies: vec![
            info("no-public", "mandatory", "resource"),
            info("tags", "advisory", "resource"),
            info("off", "disabled", "resource"),
            info("budget", "advisory", "stack"),
            info("versioned", "remediate", "remediation"),
        ],
        fixes: vec![
            fixed(
                "versioned",
                r#"{"Versioning": {"Status": "Enabled"}, "Tags": null}"#,
            ),
            fixed("versioned", r#"{"Key": "[secret]"}"#),
            fixed(
                "versioned",
                r#"{"Name": {"$strata": "secret", "value": "x"}}"#,
            ),
        ],
        granted: false,
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
        secrets_granted: answers.granted,
    };
    let (a, b) = (urn("a"), urn("b"));
    let urns: HashSet<&Urn> = [&a, &b].into();
    for said in answers.resources {
        let said = said.into_iter().map(Said::wit).collect();
        if let Ok(found) = reading.violations(PolicyKind::Resource, said, &urns, Some(&a)) {
            for v in found {
                assert!(!v.message.contains(SECRET), "{}", v.message);
            }
        }
    }
    let said = answers.stack.into_iter().map(Said::wit).collect();
    if let Ok(found) = reading.violations(PolicyKind::Stack, said, &urns, None) {
        for v in found {
            assert!(
                v.urn.is_none_or(|u| urns.contains(&u)),
                "a URN not asked about"
            );
            assert!(!v.path.contains(SECRET), "{}", v.path);
        }
    }
    // A fix never sets an input holding a secret the pack was not shown, never makes a marker
    // but a secret it was granted, and says no secret.
    let given = serde_json::json!({"Name": "a", "Key": strata_model::marker::secret(Value::String(SECRET.into()))});
    let fixes = answers
        .fixes
        .into_iter()
        .map(|f| wit::Remediation {
            policy: f.policy,
            message: f.message,
            inputs: f.inputs,
        })
        .collect();
    if let Ok((fixes, reported)) = reading.remediations(fixes, &given, &a) {
        for f in &fixes {
            assert!(!f.message.contains(SECRET), "{}", f.message);
            for (k, v) in &f.inputs {
                if given.get(k) != Some(v) {
                    assert!(answers.granted || k != "Key", "{k} holds a secret");
                    assert!(!made_up_marker(v, answers.granted), "{v}");
                }
            }
        }
        for v in reported {
            assert!(!v.message.contains(SECRET), "{}", v.message);
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
            "\"remediation\"",
            "\"remediate\"",
            "{\"$strata\":\"unknown\"}",
            "{\"policy\":\"tags\",\"message\":\"m\",\"path\":\"\",\"urn\":null}",
            "urn:strata:dev::p::aws:s3:Bucket::a",
            SECRET,
        ])
        .run(read);
}
