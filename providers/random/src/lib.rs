//! The `random` provider: random strings, integers, UUIDs and pet names. Values are made once,
//! at create; any change of inputs, `keepers` included, makes a new value (a replacement).

use strata_provider::{Diff, Provider, Value, export_provider, json, unknown};

strata_provider::manifest!(r#"{"name": "random", "version": "0.1.0", "capabilities": {}}"#);

struct Random;

const KINDS: [&str; 4] = [
    "random:String",
    "random:Integer",
    "random:Uuid",
    "random:Pet",
];

fn bytes(n: usize) -> Result<Vec<u8>, String> {
    let mut b = vec![0u8; n];
    getrandom::fill(&mut b).map_err(|e| format!("no randomness available: {e}"))?;
    Ok(b)
}

/// A uniform random integer below `n` (rejection sampling, no modulo bias).
fn below(n: u64) -> Result<u64, String> {
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let v = u64::from_le_bytes(bytes(8)?.try_into().expect("8 bytes"));
        if v < zone {
            return Ok(v % n);
        }
    }
}

const ADJECTIVES: &[&str] = &[
    "able", "brave", "calm", "clever", "cosmic", "daring", "eager", "fancy", "gentle", "happy",
    "honest", "jolly", "keen", "kind", "lively", "lucky", "mellow", "merry", "nimble", "noble",
    "patient", "polite", "proud", "quick", "quiet", "rapid", "sharp", "shy", "smart", "snappy",
    "solid", "steady", "sunny", "swift", "tidy", "upbeat", "valiant", "vivid", "warm", "wise",
    "witty", "zesty",
];
const ANIMALS: &[&str] = &[
    "badger", "beaver", "bison", "camel", "cheetah", "cobra", "crane", "dingo", "dolphin", "eagle",
    "falcon", "ferret", "gecko", "heron", "ibex", "jaguar", "koala", "lemur", "lynx", "marmot",
    "moose", "narwhal", "ocelot", "otter", "panda", "puffin", "quail", "raven", "salmon", "seal",
    "stork", "tapir", "tiger", "toucan", "urchin", "walrus", "weasel", "yak", "zebra",
];

fn flag(inputs: &Value, key: &str) -> bool {
    inputs.get(key).and_then(Value::as_bool).unwrap_or(true)
}

fn make(ty: &str, inputs: &Value) -> Result<Value, String> {
    Ok(match ty {
        "random:String" => {
            let length = inputs["length"].as_u64().unwrap_or(16);
            let mut alphabet: Vec<char> = ('a'..='z').collect();
            if flag(inputs, "upper") {
                alphabet.extend('A'..='Z');
            }
            if flag(inputs, "numeric") {
                alphabet.extend('0'..='9');
            }
            if flag(inputs, "special") {
                alphabet.extend("!#$%&*()-_=+[]{}<>:?".chars());
            }
            let s: Result<String, String> = (0..length)
                .map(|_| Ok(alphabet[below(alphabet.len() as u64)? as usize]))
                .collect();
            json!(s?)
        }
        "random:Integer" => {
            let (min, max) = (
                inputs["min"].as_i64().unwrap_or(0),
                inputs["max"].as_i64().unwrap_or(0),
            );
            let span = (max as i128 - min as i128 + 1) as u64;
            json!(min + below(span)? as i64)
        }
        "random:Uuid" => {
            let mut b = bytes(16)?;
            b[6] = (b[6] & 0x0f) | 0x40;
            b[8] = (b[8] & 0x3f) | 0x80;
            let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
            json!(format!(
                "{}-{}-{}-{}-{}",
                &h[0..8],
                &h[8..12],
                &h[12..16],
                &h[16..20],
                &h[20..32]
            ))
        }
        "random:Pet" => {
            let words = inputs["length"].as_u64().unwrap_or(2).max(1);
            let sep = inputs["separator"].as_str().unwrap_or("-");
            let mut parts = Vec::new();
            if let Some(p) = inputs["prefix"].as_str() {
                parts.push(p.to_string());
            }
            for _ in 1..words {
                parts.push(ADJECTIVES[below(ADJECTIVES.len() as u64)? as usize].to_string());
            }
            parts.push(ANIMALS[below(ANIMALS.len() as u64)? as usize].to_string());
            json!(parts.join(sep))
        }
        other => {
            return Err(format!(
                "unknown resource type `{other}` (this provider has {})",
                KINDS.join(", ")
            ));
        }
    })
}

impl Provider for Random {
    fn configure(_config: &Value) -> Result<Self, String> {
        Ok(Random)
    }

    fn schema(&self) -> Value {
        let keepers = json!({"type": "object", "replaces": true, "items": {"type": "string"},
            "description": "Arbitrary values; a change of any of them makes a new value"});
        let result = |d: &str| json!({"result": {"type": "string", "description": d}});
        let flag = |d: &str| json!({"type": "boolean", "replaces": true, "default": true, "description": d});
        json!({"types": {
            "random:String": {
                "description": "A random string, made once at create",
                "pure": true,
                "inputs": {
                    "length": {"type": "integer", "replaces": true, "default": 16,
                               "description": "Number of characters, 1 to 4096"},
                    "upper": flag("Include A-Z"),
                    "numeric": flag("Include 0-9"),
                    "special": flag("Include punctuation"),
                    "keepers": keepers,
                },
                "outputs": result("The string"),
            },
            "random:Integer": {
                "description": "A random integer from min to max, made once at create",
                "pure": true,
                "inputs": {
                    "min": {"type": "integer", "required": true, "replaces": true, "description": "The smallest value"},
                    "max": {"type": "integer", "required": true, "replaces": true, "description": "The largest value"},
                    "keepers": keepers,
                },
                "outputs": {"result": {"type": "integer", "description": "The integer"}},
            },
            "random:Uuid": {
                "description": "A random (version 4) UUID, made once at create",
                "pure": true,
                "inputs": {"keepers": keepers},
                "outputs": result("The UUID"),
            },
            "random:Pet": {
                "description": "A pet name such as `brave-otter`, made once at create",
                "pure": true,
                "inputs": {
                    "length": {"type": "integer", "replaces": true, "default": 2, "description": "Number of words"},
                    "separator": {"type": "string", "replaces": true, "default": "-", "description": "Between words"},
                    "prefix": {"type": "string", "replaces": true, "description": "A first word"},
                    "keepers": keepers,
                },
                "outputs": result("The name"),
            },
        }, "config": {}})
    }

    fn check(
        &self,
        ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        let mut bad = Vec::new();
        let num = |k: &str| news.get(k).filter(|v| !strata_provider::is_unknown(v));
        match ty {
            "random:String" => match num("length").map(Value::as_u64) {
                Some(Some(1..=4096)) | None => {}
                _ => bad.push((
                    "length".into(),
                    "must be a whole number from 1 to 4096".into(),
                )),
            },
            "random:Integer" => {
                match (num("min").map(Value::as_i64), num("max").map(Value::as_i64)) {
                    (Some(Some(a)), Some(Some(b))) if a <= b => {}
                    (Some(Some(_)), Some(Some(_))) => {
                        bad.push(("min".into(), "must not be greater than max".into()))
                    }
                    (None, _) | (_, None) => {}
                    _ => bad.push(("min".into(), "min and max must be integers".into())),
                }
            }
            "random:Uuid" | "random:Pet" => {}
            other => bad.push((String::new(), format!("unknown resource type `{other}`"))),
        }
        if let Some(k) = news.get("keepers")
            && !k.is_object()
            && !strata_provider::is_unknown(k)
        {
            bad.push(("keepers".into(), "must be a map of strings".into()));
        }
        if bad.is_empty() { Ok(news) } else { Err(bad) }
    }

    fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old: &Value,
        _oo: &Value,
        new: &Value,
    ) -> Result<Diff, String> {
        Ok(Diff::of(old, new, &["*"]))
    }

    fn create(
        &self,
        ty: &str,
        _name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), strata_provider::Failure> {
        let mut outputs = inputs.clone();
        let result = if preview {
            unknown()
        } else {
            make(ty, inputs)?
        };
        outputs["result"] = result;
        let id = if preview {
            String::new()
        } else {
            bytes(8)?.iter().map(|b| format!("{b:02x}")).collect()
        };
        Ok((id, outputs))
    }

    fn update(
        &self,
        ty: &str,
        _id: &str,
        _oi: &Value,
        _oo: &Value,
        _ni: &Value,
        _preview: bool,
    ) -> Result<Value, strata_provider::Failure> {
        Err(format!("{ty} cannot change in place; its inputs force a replacement").into())
    }

    fn delete(
        &self,
        _ty: &str,
        _id: &str,
        _inputs: &Value,
        _outputs: &Value,
    ) -> Result<(), String> {
        Ok(())
    }
}

export_provider!(Random);
