//! Secrets at rest. In memory a secret is the marker `{"$strata": "secret", "value": V}`; in
//! every byte a backend stores (checkpoints, journals) and in stack configuration files it is
//! `{"$strata": "secret", "ciphertext": "<base64 of nonce ‖ ChaCha20-Poly1305(V as JSON)>"}`.
//!
//! The key is the stack's own: `$STRATA_SECRETS_KEY` (base64, 32 bytes) if set, else a key file
//! made on first use in the user's configuration directory
//! (`$XDG_CONFIG_HOME/strata/keys/<project>.<stack>.key`, mode 0600). State files can be shared
//! or committed without exposing secrets; the key stays with whoever deploys.

use crate::Checkpoint;
use crate::StateError;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as B64;
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use std::path::PathBuf;
use strata_engine::{Journal, JournalEntry, JournalError};
use strata_model::Value;
use strata_model::value::{KEY, OnMarker};

/// Encrypts and decrypts the secrets of one stack. The key is found (or made) on first use, so
/// a stack without secrets never needs one.
pub struct Secrets {
    find: Box<dyn Fn() -> Result<Cipher, StateError> + Send + Sync>,
    cipher: std::sync::OnceLock<Cipher>,
    /// Secrets of loaded checkpoints that could not be opened (left sealed).
    unreadable: std::sync::atomic::AtomicUsize,
}

#[derive(Clone)]
struct Cipher {
    cipher: ChaCha20Poly1305,
    /// The keys of a change of key in progress (see [`KeySpec::rotating`]): they open what
    /// they sealed; only `cipher` seals.
    also: Vec<ChaCha20Poly1305>,
    /// Where the key came from, for errors.
    source: String,
    /// Which key it is (its id, and the salt of a passphrase-derived one).
    key: crate::KeyRef,
}

impl std::fmt::Debug for Secrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secrets")
    }
}

use strata_policy::user_config_dir as config_dir;

/// How a stack's key is found, as the stack records it (in `Strata.<stack>.toml`, so that a
/// teammate or CI knows which key it needs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeySpec {
    /// The key's id (`k-` and 12 hex digits of its SHA-256): which key, never the key.
    pub key_id: Option<String>,
    /// For a passphrase-derived key: the salt of its derivation (base64).
    pub salt: Option<String>,
    /// The stack already holds secrets: a key is never made for it, only found.
    pub has_secrets: bool,
    /// For a key wrapped by AWS KMS: its `awskms://` URL and the wrapped key (base64).
    pub kms: Option<(String, String)>,
    /// The key of another stack (an upstream whose secret outputs a stack reference reads):
    /// `$STRATA_SECRETS_KEY` and `$STRATA_PASSPHRASE`, which are this stack's, are used only if
    /// they are that key; otherwise its key file (or passphrase file) must be there.
    pub borrowed: bool,
    /// The keys of a change of key that has not finished (`stack change-secrets-provider`):
    /// each by its id and sealed with this key (see [`seal_key`]). The state may already be
    /// sealed with one of them; whoever opens this key opens them too, so the stack stays
    /// readable whatever point the change was stopped at.
    pub rotating: Vec<(String, String)>,
}

/// `key` sealed with `with` (a stack's current key), to be recorded beside it while a change
/// of key is in progress (see [`KeySpec::rotating`]).
pub fn seal_key(with: &Secrets, key: &[u8; 32]) -> Result<String, StateError> {
    with.encrypt_text(&Value::String(B64.encode(key)))
}

/// The key sealed by [`seal_key`] with `primary`, checked against its recorded id.
fn unseal_key(primary: &Cipher, id: &str, sealed: &str) -> Result<ChaCha20Poly1305, StateError> {
    let bad = || {
        StateError::Secrets(format!(
            "the key {id} of an unfinished change of key cannot be opened with the key from {}",
            primary.source
        ))
    };
    let bytes = B64.decode(sealed).map_err(|_| bad())?;
    if bytes.len() < 12 {
        return Err(bad());
    }
    let (nonce, ct) = bytes.split_at(12);
    let pt = primary
        .cipher
        .decrypt(Nonce::from_slice(nonce), ct)
        .map_err(|_| bad())?;
    let key: [u8; 32] = serde_json::from_slice::<String>(&pt)
        .ok()
        .and_then(|k| B64.decode(k).ok())
        .and_then(|k| k.try_into().ok())
        .ok_or_else(bad)?;
    if key_id(&key) != id {
        return Err(bad());
    }
    Ok(ChaCha20Poly1305::new(Key::from_slice(&key)))
}

/// Called when a new key was made for the stack: records its id (and salt).
pub type RecordKey = Box<dyn Fn(&KeySpec) -> Result<(), StateError> + Send + Sync>;

/// The id of a key: `k-` and the first 12 hex digits of its SHA-256.
pub fn key_id(key: &[u8; 32]) -> String {
    use sha2::Digest;
    format!("k-{}", &hex::encode(sha2::Sha256::digest(key))[..12])
}

/// A key derived from a passphrase (argon2id with the given salt).
pub fn passphrase_key(passphrase: &str, salt: &[u8]) -> Result<[u8; 32], StateError> {
    let mut key = [0u8; 32];
    argon2::Argon2::default()
        .hash_password_into(passphrase.as_bytes(), salt, &mut key)
        .map_err(|e| StateError::Secrets(format!("deriving the key from the passphrase: {e}")))?;
    Ok(key)
}

/// A new random salt for a passphrase-derived key (base64).
pub fn new_salt() -> String {
    use chacha20poly1305::aead::rand_core::RngCore;
    let mut salt = [0u8; 16];
    OsRng.fill_bytes(&mut salt);
    B64.encode(salt)
}

/// A new random key.
pub fn new_key() -> [u8; 32] {
    ChaCha20Poly1305::generate_key(&mut OsRng).into()
}

/// Keep `key` in the user's key directory under its id (mode 0600); returns where.
pub fn store_key(key: &[u8; 32]) -> Result<PathBuf, StateError> {
    let dir = config_dir()
        .ok_or_else(|| StateError::Secrets("no configuration directory: set HOME".into()))?
        .join("keys");
    std::fs::create_dir_all(&dir).map_err(StateError::io(&dir))?;
    let path = dir.join(format!("{}.key", key_id(key)));
    write_key_file(&path, key)?;
    Ok(path)
}

/// Write a key file: under a name of this process's own, then linked into place, so two
/// writers at once cannot leave two different keys; an existing file is kept.
fn write_key_file(path: &std::path::Path, key: &[u8; 32]) -> Result<(), StateError> {
    let tmp = path.with_extension(format!("key.tmp-{}", std::process::id()));
    {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&tmp)
            .map_err(StateError::io(&tmp))?;
        f.write_all(B64.encode(key).as_bytes())
            .and_then(|()| f.sync_all())
            .map_err(StateError::io(&tmp))?;
    }
    let linked = std::fs::hard_link(&tmp, path);
    let _ = std::fs::remove_file(&tmp);
    match linked {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(StateError::io(path)(e)),
    }
}

fn read_key_file(path: &std::path::Path) -> Result<Option<[u8; 32]>, StateError> {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let bad = || StateError::Secrets(format!("{} is not a 32-byte key", path.display()));
            let bytes = B64.decode(text.trim()).map_err(|_| bad())?;
            Ok(Some(bytes.try_into().map_err(|_| bad())?))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(StateError::io(path)(e)),
    }
}

impl Secrets {
    pub fn from_key(key: &[u8; 32], source: &str) -> Secrets {
        let c = Cipher {
            cipher: ChaCha20Poly1305::new(Key::from_slice(key)),
            also: vec![],
            source: source.into(),
            key: crate::KeyRef {
                id: key_id(key),
                salt: None,
            },
        };
        let cipher = std::sync::OnceLock::new();
        let _ = cipher.set(c.clone());
        Secrets {
            find: Box::new(move || Ok(c.clone())),
            cipher,
            unreadable: Default::default(),
        }
    }

    /// The secrets of `project`'s stack `stack`, found as `spec` says; a key is made (and
    /// recorded with `record`) only for a stack that has none and no secrets yet.
    pub fn for_stack_with(project: &str, stack: &str, spec: KeySpec, record: RecordKey) -> Secrets {
        let (project, stack) = (project.to_string(), stack.to_string());
        Secrets {
            find: Box::new(move || find_key(&project, &stack, &spec, &record)),
            cipher: std::sync::OnceLock::new(),
            unreadable: Default::default(),
        }
    }

    fn cipher(&self) -> Result<&Cipher, StateError> {
        if let Some(c) = self.cipher.get() {
            return Ok(c);
        }
        let c = (self.find)()?;
        Ok(self.cipher.get_or_init(|| c))
    }
}

/// The stack's key: `$STRATA_SECRETS_KEY`; for a passphrase stack, the key derived from
/// `$STRATA_PASSPHRASE` (or the passphrase file named after the key id); else the key file
/// named after the key id (or, for stacks made before key ids, after the project and stack).
/// Each is checked against the recorded key id. A stack with no key and no secrets gets a new
/// one; a stack with secrets never does: the error names the key it needs and how to give it.
fn find_key(
    project: &str,
    stack: &str,
    spec: &KeySpec,
    record: &RecordKey,
) -> Result<Cipher, StateError> {
    let mut c = find_primary(project, stack, spec, record)?;
    for (id, sealed) in &spec.rotating {
        let also = unseal_key(&c, id, sealed)?;
        c.also.push(also);
    }
    Ok(c)
}

/// The stack's own key, as [`find_key`] finds it.
fn find_primary(
    project: &str,
    stack: &str,
    spec: &KeySpec,
    record: &RecordKey,
) -> Result<Cipher, StateError> {
    let bad = |message: String| StateError::Secrets(message);
    let cipher = |key: &[u8; 32], source: &str| Cipher {
        cipher: ChaCha20Poly1305::new(Key::from_slice(key)),
        also: vec![],
        source: source.into(),
        key: crate::KeyRef {
            id: key_id(key),
            salt: spec.salt.clone().filter(|_| source == "the passphrase"),
        },
    };
    let expected = spec.key_id.as_deref();
    let check = |key: &[u8; 32], source: &str| -> Result<Cipher, StateError> {
        match expected {
            Some(id) if key_id(key) != id => Err(bad(format!(
                "{source} holds key {}, but stack `{stack}`'s secrets are encrypted with key {id}",
                key_id(key)
            ))),
            _ => Ok(cipher(key, source)),
        }
    };
    if let Ok(k) = std::env::var("STRATA_SECRETS_KEY") {
        let bytes = B64
            .decode(k.trim())
            .map_err(|e| bad(format!("STRATA_SECRETS_KEY is not base64: {e}")))?;
        let key: [u8; 32] = bytes
            .try_into()
            .map_err(|_| bad("STRATA_SECRETS_KEY must be 32 bytes".into()))?;
        let c = match check(&key, "STRATA_SECRETS_KEY") {
            Err(_) if spec.borrowed => None,
            c => Some(c?),
        };
        if let Some(c) = c {
            if expected.is_none() {
                record(&KeySpec {
                    key_id: Some(key_id(&key)),
                    ..KeySpec::default()
                })?;
            }
            return Ok(c);
        }
    }
    if let Some((url, wrapped)) = &spec.kms {
        let key = crate::kms::KmsKey::parse(url)?.unwrap(wrapped)?;
        return check(&key, &format!("AWS KMS ({url})"));
    }
    let dir = config_dir()
        .ok_or_else(|| bad("no configuration directory: set STRATA_SECRETS_KEY or HOME".into()))?;
    if let (Some(id), Some(salt)) = (expected, &spec.salt) {
        let file = dir.join("passphrases").join(id);
        let salt = B64.decode(salt).map_err(|_| {
            bad(format!(
                "stack `{stack}`: its passphrase salt is not base64"
            ))
        })?;
        let open = |passphrase: &str| -> Result<Cipher, StateError> {
            let key = passphrase_key(passphrase, &salt)?;
            check(&key, "the passphrase").map_err(|_| {
                bad(format!(
                    "the passphrase does not open stack `{stack}`'s key {id}"
                ))
            })
        };
        if let Ok(p) = std::env::var("STRATA_PASSPHRASE") {
            match open(&p) {
                // Another stack's passphrase: this stack's may be in its file.
                Err(_) if spec.borrowed => {}
                c => return c,
            }
        }
        let passphrase = std::fs::read_to_string(&file)
            .map(|p| p.trim_end_matches('\n').to_string())
            .map_err(|_| {
                bad(format!(
                    "stack `{stack}`'s secrets are encrypted with a passphrase (key {id}): {}write the passphrase to {}",
                    if spec.borrowed { "" } else { "set STRATA_PASSPHRASE, or " },
                    file.display()
                ))
            })?;
        return open(&passphrase);
    }
    let by_id = expected.map(|id| dir.join("keys").join(format!("{id}.key")));
    if let Some(path) = &by_id
        && let Some(key) = read_key_file(path)?
    {
        return check(&key, &path.display().to_string());
    }
    // Stacks made before key ids kept their key under the project's and stack's names.
    let legacy = dir.join("keys").join(format!("{project}.{stack}.key"));
    if let Some(key) = read_key_file(&legacy)? {
        let c = check(&key, &legacy.display().to_string())?;
        store_key(&key)?;
        if expected.is_none() {
            record(&KeySpec {
                key_id: Some(key_id(&key)),
                ..KeySpec::default()
            })?;
        }
        return Ok(c);
    }
    if let Some(id) = expected {
        return Err(bad(format!(
            "stack `{stack}`'s secrets are encrypted with key {id}, which this machine does not have: set STRATA_SECRETS_KEY to it (base64), or put it in {} (a teammate has it there)",
            by_id
                .as_ref()
                .map_or_else(String::new, |p| p.display().to_string())
        )));
    }
    if spec.has_secrets {
        return Err(bad(format!(
            "stack `{stack}` holds secrets but records no key, and this machine has none for it: set STRATA_SECRETS_KEY to the key they were encrypted with"
        )));
    }
    // A stack with no key and no secrets: its first secret makes its key.
    let key = new_key();
    let path = store_key(&key)?;
    record(&KeySpec {
        key_id: Some(key_id(&key)),
        ..KeySpec::default()
    })?;
    Ok(cipher(&key, &path.display().to_string()))
}

impl Secrets {
    /// Encrypt one plaintext value into the stored marker.
    pub fn seal(&self, v: &Value) -> Result<Value, StateError> {
        Ok(serde_json::json!({ KEY: "secret", "ciphertext": self.encrypt_text(v)? }))
    }

    /// Encrypt one plaintext value into the ciphertext `open` reads (base64 of nonce ‖ sealed).
    pub fn encrypt_text(&self, v: &Value) -> Result<String, StateError> {
        let c = self.cipher()?;
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let ct = c
            .cipher
            .encrypt(&nonce, v.to_string().as_bytes())
            .expect("encryption does not fail");
        let mut bytes = nonce.to_vec();
        bytes.extend_from_slice(&ct);
        Ok(B64.encode(bytes))
    }

    /// Decrypt a ciphertext made by `encrypt_text`.
    pub fn open(&self, ciphertext: &str) -> Result<Value, StateError> {
        let c = self.cipher()?;
        let bad = || {
            StateError::Secrets(format!(
                "cannot decrypt a secret with the key from {} (is it the stack's key?)",
                c.source
            ))
        };
        let bytes = B64.decode(ciphertext).map_err(|_| bad())?;
        if bytes.len() < 12 {
            return Err(bad());
        }
        let (nonce, ct) = bytes.split_at(12);
        let nonce = Nonce::from_slice(nonce);
        let pt = std::iter::once(&c.cipher)
            .chain(&c.also)
            .find_map(|k| k.decrypt(nonce, ct).ok())
            .ok_or_else(bad)?;
        serde_json::from_slice(&pt).map_err(|_| bad())
    }

    /// `v` with every secret's value encrypted (`v` itself when it holds none).
    pub fn encrypt(&self, v: &Value) -> Result<Value, StateError> {
        map_secrets(v, &|m| match m.get("value") {
            Some(inner) => self.seal(inner),
            None => Ok(Value::Object(m.clone())),
        })
    }

    /// `v` with every encrypted secret opened back into the in-memory marker.
    pub fn decrypt(&self, v: &Value) -> Result<Value, StateError> {
        map_secrets(v, &|m| match m.get("ciphertext").and_then(Value::as_str) {
            Some(ct) => Ok(strata_model::marker::secret(self.open(ct)?)),
            None => Ok(Value::Object(m.clone())),
        })
    }

    /// A journal entry as it may be stored.
    pub fn encrypt_entry(&self, e: &JournalEntry) -> Result<JournalEntry, StateError> {
        let mut e = e.clone();
        match &mut e {
            JournalEntry::Begin { operation, .. } => {
                operation.inputs = self.encrypt(&operation.inputs)?
            }
            JournalEntry::Done { outputs, .. } => *outputs = self.encrypt(outputs)?,
            JournalEntry::Updated { state } | JournalEntry::Moved { state, .. } => {
                state.inputs = self.encrypt(&state.inputs)?;
                state.outputs = self.encrypt(&state.outputs)?;
            }
            JournalEntry::Outputs { outputs } => *outputs = self.encrypt(outputs)?,
            JournalEntry::Deleted { .. } | JournalEntry::Failed { .. } => {}
        }
        Ok(e)
    }

    /// A checkpoint as it may be stored. When its outputs hold secrets, it records which key
    /// seals them, for the stacks that read them through a stack reference.
    pub fn encrypt_checkpoint(&self, mut cp: Checkpoint) -> Result<Checkpoint, StateError> {
        if strata_model::value::contains_secret(&cp.outputs) {
            cp.links.key = Some(self.cipher()?.key.clone());
        }
        self.map_checkpoint(cp, |v| self.encrypt(v))
    }

    /// The secrets of another stack (an upstream a stack reference reads), whose checkpoint
    /// records `key`: found by its id (see [`KeySpec::borrowed`]); never made.
    pub fn of_upstream(project: &str, stack: &str, key: &crate::KeyRef) -> Secrets {
        // A KMS-wrapped upstream key is not unwrapped here: the checkpoint that would name
        // the KMS endpoint is state, and nothing state names is connected to.
        let spec = KeySpec {
            key_id: Some(key.id.clone()),
            salt: key.salt.clone(),
            kms: None,
            has_secrets: true,
            borrowed: true,
            rotating: vec![],
        };
        Secrets::for_stack_with(
            project,
            stack,
            spec,
            Box::new(|_| {
                Err(StateError::Secrets(
                    "the key of another stack is never recorded here".into(),
                ))
            }),
        )
    }

    /// A stored checkpoint with its secrets opened. A secret that cannot be opened (garbage, or
    /// sealed with another key) stays sealed: only the resources that use it fail, and
    /// `destroy` still works; [`Secrets::unreadable`] counts them.
    pub fn decrypt_checkpoint(&self, cp: Checkpoint) -> Result<Checkpoint, StateError> {
        self.map_checkpoint(cp, |v| {
            map_secrets(v, &|m| match m.get("ciphertext").and_then(Value::as_str) {
                Some(ct) => match self.open(ct) {
                    Ok(plain) => Ok(strata_model::marker::secret(plain)),
                    Err(StateError::Secrets(_)) => {
                        self.unreadable
                            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        Ok(Value::Object(m.clone()))
                    }
                    Err(e) => Err(e),
                },
                None => Ok(Value::Object(m.clone())),
            })
        })
    }

    /// How many secrets of the checkpoints loaded so far could not be opened, and where the
    /// key that failed came from.
    pub fn unreadable(&self) -> Option<(usize, String)> {
        let n = self.unreadable.load(std::sync::atomic::Ordering::Relaxed);
        (n > 0).then(|| {
            let source = self
                .cipher
                .get()
                .map_or_else(|| "?".to_string(), |c| c.source.clone());
            (n, source)
        })
    }

    /// Apply `f` to every value of `cp` that holds a secret; the rest is left as it is.
    fn map_checkpoint(
        &self,
        mut cp: Checkpoint,
        f: impl Fn(&Value) -> Result<Value, StateError>,
    ) -> Result<Checkpoint, StateError> {
        let each = |v: &mut Value| -> Result<(), StateError> {
            if strata_model::value::contains_secret(v) {
                *v = f(v)?;
            }
            Ok(())
        };
        // A resource is copied (it may be shared with a snapshot) only when it holds a secret.
        for r in &mut cp.resources {
            if strata_model::value::contains_secret(&r.inputs)
                || strata_model::value::contains_secret(&r.outputs)
            {
                let r = std::sync::Arc::make_mut(r);
                each(&mut r.inputs)?;
                each(&mut r.outputs)?;
            }
        }
        for p in &mut cp.pending_operations {
            each(&mut p.inputs)?;
        }
        each(&mut cp.outputs)?;
        Ok(cp)
    }
}

/// `v` with every secret marker (sealed or not) replaced by what `f` makes of it; `v` itself
/// when it holds none.
fn map_secrets(v: &Value, f: OnMarker<'_, StateError>) -> Result<Value, StateError> {
    if !strata_model::value::contains_secret(v) {
        return Ok(v.clone());
    }
    strata_model::value::map_markers(v, "secret", f)
}

fn entry_has_secret(e: &JournalEntry) -> bool {
    use strata_model::value::contains_secret;
    match e {
        JournalEntry::Begin { operation, .. } => contains_secret(&operation.inputs),
        JournalEntry::Done { outputs, .. } | JournalEntry::Outputs { outputs } => {
            contains_secret(outputs)
        }
        JournalEntry::Updated { state } | JournalEntry::Moved { state, .. } => {
            contains_secret(&state.inputs) || contains_secret(&state.outputs)
        }
        JournalEntry::Deleted { .. } | JournalEntry::Failed { .. } => false,
    }
}

/// A journal that encrypts secrets before they reach the backend.
pub struct SealedJournal {
    pub inner: std::sync::Arc<dyn Journal>,
    pub secrets: std::sync::Arc<Secrets>,
}

#[async_trait::async_trait]
impl Journal for SealedJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        if !entries.iter().any(entry_has_secret) {
            return self.inner.append(entries).await;
        }
        let sealed = entries
            .iter()
            .map(|e| {
                if entry_has_secret(e) {
                    self.secrets.encrypt_entry(e)
                } else {
                    Ok(e.clone())
                }
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| JournalError(e.to_string()))?;
        self.inner.append(&sealed).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::marker;

    #[test]
    fn secrets_round_trip_and_a_wrong_key_is_refused() {
        let s = Secrets::from_key(&[7; 32], "test");
        let v = json!({"a": 1, "pw": marker::secret(json!("hunter2")), "list": [marker::secret(json!({"x": 1}))]});
        let sealed = s.encrypt(&v).unwrap();
        let text = sealed.to_string();
        assert!(
            !text.contains("hunter2") && text.contains("ciphertext"),
            "{text}"
        );
        assert_eq!(s.decrypt(&sealed).unwrap(), v);
        let other = Secrets::from_key(&[8; 32], "other key");
        let err = other.decrypt(&sealed).unwrap_err().to_string();
        assert!(
            err.contains("cannot decrypt a secret with the key from other key"),
            "{err}"
        );
    }

    #[test]
    fn a_checkpoint_with_an_unreadable_secret_loads_with_that_secret_left_sealed() {
        let s = Secrets::from_key(&[7; 32], "test");
        let good = s
            .encrypt(&json!({"pw": marker::secret(json!("hunter2"))}))
            .unwrap();
        let garbage = json!({"pw": {"$strata": "secret", "ciphertext": "bm90IGEgc2VjcmV0"}});
        let mut cp = Checkpoint::empty("dev");
        cp.outputs = json!({"good": good, "bad": garbage.clone()});
        let opened = s.decrypt_checkpoint(cp).unwrap();
        assert_eq!(
            opened.outputs["good"]["pw"],
            marker::secret(json!("hunter2"))
        );
        assert_eq!(opened.outputs["bad"], garbage, "left sealed, not lost");
        assert!(strata_model::value::contains_sealed(&opened.outputs));
        assert_eq!(s.unreadable().unwrap().0, 1);
        // And it is saved again as it was.
        assert_eq!(s.encrypt(&opened.outputs["bad"]).unwrap(), garbage);
    }
}
