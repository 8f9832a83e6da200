//! The secret plaintexts of a stack, as far as this process knows them: learned from every
//! secret marker the engine hands a provider or the program, so that whatever a guest says or
//! returns can be checked against them. Messages are scrubbed (`[secret]` for each plaintext);
//! outputs that contain one are marked secret. This is the one rule for secret outputs: it
//! needs nothing of the provider, so a provider written without Strata's SDK cannot leak either.
//!
//! Plaintexts shorter than [`MIN_SECRET_LEN`] are not scrubbed from messages (they would redact
//! ordinary words); encodings of a secret (base64 and the like) are out of reach.

use crate::value::{KEY, Value, contains_secret, marker};
use std::sync::RwLock;

/// The shortest plaintext scrubbed from messages and outputs.
pub const MIN_SECRET_LEN: usize = 4;

/// What a scrubbed secret reads as.
pub const REDACTED: &str = "[secret]";

#[derive(Debug, Default)]
pub struct KnownSecrets {
    /// Longest first, so that a secret containing another is replaced whole.
    plaintexts: RwLock<Vec<String>>,
}

impl KnownSecrets {
    pub fn new() -> KnownSecrets {
        KnownSecrets::default()
    }

    /// Remember every plaintext inside the secret markers of `v`.
    pub fn learn(&self, v: &Value) {
        if !contains_secret(v) {
            return;
        }
        let mut found = Vec::new();
        collect(v, false, &mut found);
        self.add(found);
    }

    /// Remember one plaintext.
    pub fn learn_text(&self, text: &str) {
        self.add(vec![text.to_string()]);
    }

    fn add(&self, found: Vec<String>) {
        // A secret echoed back by a service comes in the service's own encoding (an XML
        // document, a JSON string, a query string): each form is known, so each is scrubbed.
        let found: Vec<String> = found
            .into_iter()
            .filter(|s| !s.is_empty())
            .flat_map(|s| {
                let mut forms = encodings(&s);
                forms.insert(0, s);
                forms
            })
            .collect();
        if found.is_empty() {
            return;
        }
        let mut known = self.plaintexts.write().unwrap_or_else(|p| p.into_inner());
        let before = known.len();
        for s in found {
            if !known.contains(&s) {
                known.push(s);
            }
        }
        if known.len() != before {
            known.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.plaintexts
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .is_empty()
    }

    /// `text` with every known plaintext replaced by `[secret]`.
    pub fn scrub(&self, text: &str) -> String {
        let known = self.plaintexts.read().unwrap_or_else(|p| p.into_inner());
        let mut out = text.to_string();
        for s in known.iter().filter(|s| scrubbed(s)) {
            if out.contains(s.as_str()) {
                out = out.replace(s.as_str(), REDACTED);
            }
        }
        out
    }

    /// `v` with every string that contains a known plaintext (outside a secret marker) wrapped
    /// in a secret marker; object keys that contain one are scrubbed. Costs nothing when the
    /// stack has no secret.
    pub fn mark(&self, v: Value) -> Value {
        let known = self.plaintexts.read().unwrap_or_else(|p| p.into_inner());
        if known.is_empty() {
            return v;
        }
        mark(&v, &known)
    }
}

/// Whether a plaintext is long enough to be looked for inside other text.
fn scrubbed(s: &str) -> bool {
    s.chars().count() >= MIN_SECRET_LEN
}

/// Whether `s` is a secret, or (for secrets long enough) contains one.
fn holds_any(s: &str, known: &[String]) -> bool {
    known
        .iter()
        .any(|k| s == k || (scrubbed(k) && s.contains(k.as_str())))
}

fn mark(v: &Value, known: &[String]) -> Value {
    match v {
        Value::String(s) if holds_any(s, known) => marker::secret(v.clone()),
        Value::Object(o) if marker::is_secret(v) => Value::Object(o.clone()),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| {
                    let k = if holds_any(k, known) {
                        let mut k = k.clone();
                        for s in known.iter().filter(|s| scrubbed(s)) {
                            k = k.replace(s.as_str(), REDACTED);
                        }
                        k
                    } else {
                        k.clone()
                    };
                    (k, mark(x, known))
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(|x| mark(x, known)).collect()),
        other => other.clone(),
    }
}

/// Strings inside secret markers (and the JSON text of non-string secrets).
fn collect(v: &Value, inside: bool, out: &mut Vec<String>) {
    match v {
        Value::Object(o) if o.get(KEY).and_then(Value::as_str) == Some("secret") => {
            if let Some(inner) = o.get("value") {
                if !inner.is_string() {
                    out.push(inner.to_string());
                }
                collect(inner, true, out);
            }
        }
        Value::Object(o) => o.values().for_each(|x| collect(x, inside, out)),
        Value::Array(a) => a.iter().for_each(|x| collect(x, inside, out)),
        Value::String(s) if inside => out.push(s.clone()),
        Value::Number(n) if inside => out.push(n.to_string()),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn secrets_are_learned_scrubbed_and_marked() {
        let k = KnownSecrets::new();
        k.learn(&json!({"pw": marker::secret(json!("hunter2")), "pin": marker::secret(json!("123")), "plain": "x"}));
        assert_eq!(
            k.scrub("failed: bad password hunter2!"),
            "failed: bad password [secret]!"
        );
        assert_eq!(
            k.scrub("pin 123"),
            "pin 123",
            "short secrets are not scrubbed"
        );
        assert_eq!(
            k.mark(json!({"a": "123", "b": "x123"})),
            json!({"a": marker::secret(json!("123")), "b": "x123"}),
            "a short secret is marked only where it is the whole value"
        );
        let out = k.mark(json!({"echo": "user:hunter2", "n": 1, "s": marker::secret(json!("hunter2")), "list": ["ok", "hunter2"]}));
        assert_eq!(out["echo"], marker::secret(json!("user:hunter2")));
        assert_eq!(out["s"], marker::secret(json!("hunter2")));
        assert_eq!(out["list"][1], marker::secret(json!("hunter2")));
        assert_eq!(out["n"], 1);
        assert_eq!(
            k.mark(json!({"hunter2": 1})),
            json!({"[secret]": 1}),
            "a key cannot carry it"
        );
    }
}

/// The forms a service may echo `s` back in, besides itself: XML-escaped, JSON-escaped and
/// percent-encoded (as a query string carries it); only those that differ from it.
pub fn encodings(s: &str) -> Vec<String> {
    let xml = s
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;");
    let xml_numeric = s
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let json = serde_json::to_string(s)
        .map(|q| q[1..q.len() - 1].to_string())
        .unwrap_or_default();
    let percent: String = s
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let mut out = vec![];
    for f in [xml, xml_numeric, json, percent] {
        if f != s && !f.is_empty() && !out.contains(&f) {
            out.push(f);
        }
    }
    out
}

#[cfg(test)]
mod encoded {
    use super::*;
    use serde_json::json;

    /// Every form a service may echo a secret back in is scrubbed: the plaintext, and each of
    /// its encodings (XML as a query API's error document carries it, JSON, a query string).
    #[test]
    fn a_secret_is_scrubbed_in_every_encoding_a_service_may_echo_it_in() {
        let k = KnownSecrets::new();
        let secret = "hun&ter<2>\"sec'ret x/y";
        k.learn(&json!({"$strata": "secret", "value": secret}));
        let forms = [
            secret.to_string(),
            "hun&amp;ter&lt;2&gt;&quot;sec&apos;ret x/y".to_string(),
            "hun&amp;ter&lt;2&gt;\"sec'ret x/y".to_string(),
            "hun&ter<2>\\\"sec'ret x/y".to_string(),
            "hun%26ter%3C2%3E%22sec%27ret%20x%2Fy".to_string(),
        ];
        for f in forms {
            let said = format!("<Error><Value>{f}</Value></Error>");
            let out = k.scrub(&said);
            assert!(!out.contains(&f), "{f} is shown: {out}");
        }
    }
}
