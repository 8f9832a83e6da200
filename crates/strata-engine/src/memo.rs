//! Skipping `check` and `diff` of a resource whose inputs did not change.
//!
//! A provider may declare `check` and `diff` of a resource type pure (`pure` in its schema): they
//! read only their arguments and the provider's settings, `check` given its own result back as
//! the old inputs returns it again, and `diff` finds nothing to change between inputs and the
//! same inputs with the outputs that `create` or `update` returned for them. For such a type the
//! engine records, with the resource, a digest of everything those two calls would be given: the
//! provider's identity (its code and settings), the type, the program's inputs, and the
//! resource's id, recorded inputs and outputs. A later run that computes the same digest knows
//! what the calls would answer (the recorded inputs, and no change), and makes neither.
//!
//! The digest checks itself: a refresh that changes the outputs, an edit of the state, another
//! build or setting of the provider, or another engine version gives another digest, and the
//! calls are made again. A resource with a secret anywhere in what is hashed gets no digest, so
//! that no digest of a secret's plaintext is ever stored; neither does one with an unknown value
//! (a preview), since nothing is recorded then.

use sha2::{Digest, Sha256};
use strata_model::value::contains_any_marker;
use strata_model::{ResourceState, Value};

/// Changed whenever what the engine does around `check` and `diff` changes, so that no digest
/// recorded by another version is trusted.
const VERSION: &[u8] = b"strata-memo-1\0";

/// What a pure provider's calls read besides their arguments: a digest of its code and settings
/// (see `Provider::memo_identity`).
pub type Identity = [u8; 32];

/// The digest of a resource of type `ty`, for a provider of `identity`: `None` when anything
/// hashed holds a marker (a secret, an unknown value; a reference could be none but in an
/// altered state).
pub fn digest(
    identity: &Identity,
    ty: &str,
    news: &Value,
    id: &str,
    inputs: &Value,
    outputs: &Value,
) -> Option<String> {
    let values = [news, inputs, outputs];
    if values.iter().any(|v| contains_any_marker(v)) {
        return None;
    }
    let mut h = Sha256::new();
    h.update(VERSION);
    h.update(identity);
    text(&mut h, ty);
    text(&mut h, id);
    for v in values {
        value(&mut h, v);
    }
    // 128 bits: no accidental collision in any stack's lifetime; 22 characters in state.
    use base64::Engine;
    Some(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&h.finalize()[..16]))
}

/// Whether `recorded`'s digest still holds for the program's inputs `news`: its `check` and
/// `diff` would answer as they did.
pub fn holds(identity: &Identity, ty: &str, news: &Value, recorded: &ResourceState) -> bool {
    recorded.memo.is_some()
        && recorded.memo
            == digest(
                identity,
                ty,
                news,
                &recorded.id,
                &recorded.inputs,
                &recorded.outputs,
            )
}

/// A length-prefixed string: no two sequences of strings hash alike.
fn text(h: &mut Sha256, s: &str) {
    h.update((s.len() as u64).to_le_bytes());
    h.update(s.as_bytes());
}

/// A value with its kind tagged and an object's keys in sorted order: the order a guest or the
/// state file gives keys in does not matter, and no two distinct values hash alike.
fn value(h: &mut Sha256, v: &Value) {
    match v {
        Value::Null => h.update(b"n"),
        Value::Bool(b) => h.update(if *b { b"t" } else { b"f" }),
        Value::Number(n) => {
            h.update(b"#");
            text(h, &n.to_string());
        }
        Value::String(s) => {
            h.update(b"s");
            text(h, s);
        }
        Value::Array(a) => {
            h.update(b"[");
            h.update((a.len() as u64).to_le_bytes());
            a.iter().for_each(|x| value(h, x));
        }
        Value::Object(o) => {
            h.update(b"{");
            h.update((o.len() as u64).to_le_bytes());
            let mut keys: Vec<&String> = o.keys().collect();
            keys.sort_unstable();
            for k in keys {
                text(h, k);
                value(h, &o[k]);
            }
        }
    }
}

/// The digest recorded for a resource's replacement trigger: of the value (revealed), so that
/// the state keeps no secret a trigger holds. Not of the resource's URN: a rename (an alias) or
/// a type its provider renamed is not a change of the trigger.
pub(crate) fn trigger_digest(trigger: &Value) -> String {
    let mut h = Sha256::new();
    text(&mut h, "strata replacement-trigger 1");
    value(&mut h, &strata_model::value::reveal(trigger));
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(h.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const ID: Identity = [7; 32];

    fn of(news: Value, inputs: Value, outputs: Value) -> Option<String> {
        digest(&ID, "t:T", &news, "id-1", &inputs, &outputs)
    }

    #[test]
    fn key_order_does_not_matter_and_every_part_does() {
        let base = of(
            json!({"a": 1, "b": [1, "x"]}),
            json!({"a": 1}),
            json!({"o": true}),
        );
        assert!(base.is_some());
        assert_eq!(
            base,
            of(
                json!({"b": [1, "x"], "a": 1}),
                json!({"a": 1}),
                json!({"o": true})
            )
        );
        // The base's values, under another identity, type or id.
        let other = |identity: &Identity, ty: &str, id: &str| {
            let news = json!({"a": 1, "b": [1, "x"]});
            digest(
                identity,
                ty,
                &news,
                id,
                &json!({"a": 1}),
                &json!({"o": true}),
            )
        };
        // Any change anywhere, or the same bytes moved from one part to another, differs.
        let others = [
            of(
                json!({"a": 2, "b": [1, "x"]}),
                json!({"a": 1}),
                json!({"o": true}),
            ),
            of(
                json!({"a": 1, "b": ["1", "x"]}),
                json!({"a": 1}),
                json!({"o": true}),
            ),
            of(
                json!({"a": 1, "b": [1, "x"]}),
                json!({"a": 1}),
                json!({"o": false}),
            ),
            of(
                json!({"a": 1, "b": [1, "x"]}),
                json!({"a": 1, "z": null}),
                json!({"o": true}),
            ),
            of(
                json!({"a": 1}),
                json!({"a": 1, "b": [1, "x"]}),
                json!({"o": true}),
            ),
            other(&[8; 32], "t:T", "id-1"),
            other(&ID, "t:U", "id-1"),
            other(&ID, "t:T", "id-2"),
        ];
        for o in others {
            assert!(o.is_some());
            assert_ne!(o, base);
        }
    }

    #[test]
    fn nothing_secret_or_unknown_is_hashed() {
        let secret = strata_model::marker::secret(json!("hunter2"));
        assert_eq!(of(json!({"p": secret.clone()}), json!({}), json!({})), None);
        assert_eq!(of(json!({}), json!({"p": secret.clone()}), json!({})), None);
        assert_eq!(of(json!({}), json!({}), json!({"p": [secret]})), None);
        let unknown = strata_model::marker::unknown();
        assert_eq!(of(json!({"p": unknown}), json!({}), json!({})), None);
    }
}
