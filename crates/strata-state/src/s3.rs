//! The S3 backend (`s3://BUCKET/PREFIX?endpoint=URL&region=R`, any S3-compatible store, through
//! `object_store`). Layout under the prefix, per project and stack:
//!
//! ```text
//! PROJECT/STACK/versions/<serial>.json      every checkpoint version, created once, checksummed
//! PROJECT/STACK/current.json                the pointer to the current version (serial, sha256)
//! PROJECT/STACK/lock.json                   the lock: holder, token, lease end
//! PROJECT/STACK/journal/<base>/<seq>        one segment per journal batch, on top of version base
//! PROJECT/STACK/dependents/<p>/<s>.json    the index of dependents: stack p/s reads this one's outputs
//! PROJECT/STACK/late/<time>-<id>.json       late outcomes: what a holder that lost its lock made
//! ```
//!
//! Every write is conditional. The lock is created only if absent (`If-None-Match`), and taken
//! over, renewed or moved only if it is still the one read (`If-Match` on its ETag): a takeover
//! has exactly one winner. Versions and journal segments are created only if absent, so nothing
//! is ever overwritten, and the pointer moves only from the version it was read at. S3 has no
//! clock of its own: a lease ends by the clocks of the machines involved. A holder re-reads the
//! lock before every write (a lease that looks valid to its holder may have been ended by a
//! `stack unlock --force`).
//! A journal segment is read only under the current version's base, so segments left behind by
//! an interrupted cleanup are never replayed onto a later version.

use crate::file::{dead, random_token};
use crate::format::{
    self, Checkpoint, Current, FormatError, LockInfo, Pointer, format_time, parse_time,
};
use crate::{Backend, StackLock, StateError, Unlocked, check_stack_name};
use async_trait::async_trait;
use futures_util::TryStreamExt;
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, PutMode, PutOptions, PutPayload, UpdateVersion};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{Journal, JournalEntry, JournalError};
use time::OffsetDateTime;

/// Cloned for a lock or a journal: the same store and counters.
#[derive(Clone)]
pub struct S3Backend {
    shown: String,
    bucket: String,
    store: Arc<AmazonS3>,
    /// `PREFIX/PROJECT`: where this project's stacks are.
    root: String,
    written: Arc<AtomicU64>,
    requests: Arc<AtomicU64>,
}

/// What the lock object says, and its ETag.
enum LockObject {
    Free,
    Held(Box<LockInfo>, UpdateVersion),
    Unreadable(String),
}

impl S3Backend {
    /// A backend on `url` for the stacks of `project`. Credentials come from the usual AWS
    /// variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`); the
    /// region from the URL's `region`, else `AWS_REGION`, else us-east-1.
    pub fn new(url: &str, project: &str) -> Result<S3Backend, StateError> {
        S3Backend::build(url, project, None)
    }

    /// [`S3Backend::new`] with these credentials instead of the environment's.
    pub fn with_credentials(
        url: &str,
        project: &str,
        key_id: &str,
        secret: &str,
    ) -> Result<S3Backend, StateError> {
        S3Backend::build(url, project, Some((key_id, secret)))
    }

    fn build(
        url: &str,
        project: &str,
        credentials: Option<(&str, &str)>,
    ) -> Result<S3Backend, StateError> {
        let bad = |why: String| {
            StateError::Setting(format!(
                "backend `{url}`: {why} (an S3 backend is s3://BUCKET/PREFIX?endpoint=URL&region=REGION)"
            ))
        };
        let rest = url
            .strip_prefix("s3://")
            .ok_or_else(|| bad("not an s3:// URL".into()))?;
        let (location, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (bucket, prefix) = location.split_once('/').unwrap_or((location, ""));
        if bucket.is_empty() {
            return Err(bad("no bucket".into()));
        }
        crate::tls::install();
        let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket);
        if let Some((key_id, secret)) = credentials {
            builder = builder
                .with_access_key_id(key_id)
                .with_secret_access_key(secret);
        }
        let mut region = std::env::var("AWS_REGION").unwrap_or_else(|_| "us-east-1".into());
        let (mut endpoint, mut allow_http) = (None, false);
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some(("endpoint", e)) => endpoint = Some(e),
                Some(("allow-http", "true")) => allow_http = true,
                Some(("region", r)) => region = r.to_string(),
                _ => {
                    return Err(bad(format!(
                        "unknown parameter `{pair}`: endpoint, region and allow-http=true are"
                    )));
                }
            }
        }
        if let Some(e) = endpoint {
            // A signed request goes in plain text only to this machine, or where the URL
            // itself says so.
            let plain = e.starts_with("http://");
            if plain && !allow_http && !strata_policy::is_loopback(strata_policy::url_host(e)) {
                return Err(bad(format!(
                    "the endpoint {e} is plain http to another machine, which would send signed requests in the clear: use https, or add `&allow-http=true` to the URL if that is what you mean"
                )));
            }
            builder = builder.with_endpoint(e).with_allow_http(plain);
        }
        // Retries ride out an outage of the retry window (`STRATA_RETRY_WINDOW`), however many
        // tries that takes: the default ten, backing off from 0.1 s, are spent in 2-3 s.
        let window = crate::retry_window()?;
        let store = builder
            .with_region(region)
            .with_retry(object_store::RetryConfig {
                backoff: object_store::BackoffConfig {
                    init_backoff: Duration::from_millis(100),
                    max_backoff: Duration::from_secs(2),
                    base: 2.0,
                },
                max_retries: usize::MAX,
                retry_timeout: window,
            })
            .build()
            .map_err(|e| bad(e.to_string()))?;
        let prefix = prefix.trim_matches('/');
        Ok(S3Backend {
            shown: url.to_string(),
            bucket: bucket.to_string(),
            store: Arc::new(store),
            root: if prefix.is_empty() {
                project.to_string()
            } else {
                format!("{prefix}/{project}")
            },
            written: Arc::default(),
            requests: Arc::default(),
        })
    }

    fn dir(&self, stack: &str) -> Result<String, StateError> {
        check_stack_name(stack)?;
        Ok(format!("{}/{stack}", self.root))
    }

    fn failed(&self, what: String) -> impl FnOnce(object_store::Error) -> StateError + '_ {
        move |e| StateError::Remote {
            url: self.shown.clone(),
            message: format!("{what}: {}", self.describe(&e)),
        }
    }

    /// What the store said, in words: the code and message of an S3 error body (its raw XML
    /// is not for people), with the way out where there is one.
    fn describe(&self, e: &object_store::Error) -> String {
        let text = e.to_string();
        let Some(at) = text.find('<') else {
            return text;
        };
        let tag = |name: &str| {
            let open = format!("<{name}>");
            let start = text.find(&open)? + open.len();
            let end = text[start..].find("</")? + start;
            Some(text[start..end].to_string())
        };
        let head = text[..at].trim_end_matches([' ', ':', ',', '\n']);
        match (tag("Code"), tag("Message")) {
            (Some(code), _) if code == "NoSuchBucket" => format!(
                "NoSuchBucket: the bucket `{}` does not exist (create it, or fix the backend URL; if it held this state, the store lost it: do not make the stacks again before looking)",
                tag("BucketName").unwrap_or_else(|| self.bucket.clone())
            ),
            (Some(code), Some(message)) => format!("{head}: {code}: {message}"),
            (Some(code), None) => format!("{head}: {code}"),
            _ => head.to_string(),
        }
    }

    /// Whether `e` says the bucket itself is missing (not merely the object asked for).
    fn missing_bucket(e: &object_store::Error) -> bool {
        e.to_string().contains("NoSuchBucket")
    }

    fn count(&self) {
        self.requests.fetch_add(1, Ordering::Relaxed);
    }

    /// A request that changes the bucket (a delete, a copy) is about to go: its kill point,
    /// and its count.
    fn mutating(&self, what: &str, key: &str) -> Result<(), StateError> {
        StateError::point(what, std::path::Path::new(key))?;
        self.count();
        Ok(())
    }

    /// The object at `key` and its ETag, `None` when absent.
    async fn read(&self, key: &str) -> Result<Option<(Vec<u8>, UpdateVersion)>, StateError> {
        self.count();
        match self.store.get(&Path::from(key)).await {
            Ok(got) => {
                let version = UpdateVersion {
                    e_tag: got.meta.e_tag.clone(),
                    version: got.meta.version.clone(),
                };
                let bytes = got
                    .bytes()
                    .await
                    .map_err(self.failed(format!("reading {key}")))?;
                Ok(Some((bytes.to_vec(), version)))
            }
            Err(e @ object_store::Error::NotFound { .. }) if Self::missing_bucket(&e) => {
                Err(self.failed(format!("reading {key}"))(e))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.failed(format!("reading {key}"))(e)),
        }
    }

    /// Write `bytes` at `key` under `mode`: `Ok(None)` when the condition did not hold.
    async fn write(
        &self,
        key: &str,
        bytes: Vec<u8>,
        mode: PutMode,
    ) -> Result<Option<UpdateVersion>, StateError> {
        StateError::point("put", std::path::Path::new(key))?;
        self.write_unpointed(key, bytes, mode).await
    }

    /// [`S3Backend::write`] with no kill point (a lease's renewal, which comes with the clock).
    async fn write_unpointed(
        &self,
        key: &str,
        bytes: Vec<u8>,
        mode: PutMode,
    ) -> Result<Option<UpdateVersion>, StateError> {
        self.count();
        let n = bytes.len() as u64;
        match self
            .store
            .put_opts(
                &Path::from(key),
                PutPayload::from(bytes),
                PutOptions {
                    mode,
                    ..Default::default()
                },
            )
            .await
        {
            Ok(put) => {
                self.written.fetch_add(n, Ordering::Relaxed);
                Ok(Some(UpdateVersion::from(put)))
            }
            Err(
                object_store::Error::AlreadyExists { .. }
                | object_store::Error::Precondition { .. },
            ) => Ok(None),
            Err(e) => Err(self.failed(format!("writing {key}"))(e)),
        }
    }

    async fn keys(&self, prefix: &str) -> Result<Vec<String>, StateError> {
        self.count();
        let listed: Vec<_> = self
            .store
            .list(Some(&Path::from(prefix)))
            .try_collect()
            .await
            .map_err(self.failed(format!("listing {prefix}")))?;
        let mut keys: Vec<String> = listed.into_iter().map(|m| m.location.to_string()).collect();
        keys.sort();
        Ok(keys)
    }

    async fn read_lock(&self, dir: &str) -> Result<LockObject, StateError> {
        Ok(match self.read(&lock_key(dir)).await? {
            None => LockObject::Free,
            Some((bytes, v)) => match serde_json::from_slice::<LockInfo>(&bytes) {
                Ok(info) => LockObject::Held(Box::new(info), v),
                Err(e) => LockObject::Unreadable(e.to_string()),
            },
        })
    }

    /// The current pointer and its ETag; `NoStack` when the stack has none.
    async fn pointer(
        &self,
        stack: &str,
        dir: &str,
    ) -> Result<(Pointer, UpdateVersion), StateError> {
        let (pointer, v) = self.pointer_as_read(stack, dir).await?;
        Ok((pointer?, v))
    }

    /// The current pointer as read (or why it does not read) and its ETag, which a save
    /// replaces it from either way; `NoStack` when the stack has none.
    async fn pointer_as_read(
        &self,
        stack: &str,
        dir: &str,
    ) -> Result<(Result<Pointer, StateError>, UpdateVersion), StateError> {
        let key = format!("{dir}/current.json");
        let (bytes, v) = self
            .read(&key)
            .await?
            .ok_or_else(|| StateError::NoStack(stack.into()))?;
        let pointer = match format::decode_current(&bytes).map_err(|e| self.corrupt(&key, e)) {
            Ok(Current::Pointer(p)) => Ok(p),
            Ok(Current::Checkpoint(_)) => Err(StateError::Corrupt {
                path: key.into(),
                message: "a pointer was expected".into(),
            }),
            Err(e) => Err(e),
        };
        Ok((pointer, v))
    }

    fn corrupt(&self, key: &str, e: FormatError) -> StateError {
        let path = format!("{}#{key}", self.shown).into();
        match e {
            FormatError::Newer { .. } => StateError::Newer {
                path,
                message: e.to_string(),
            },
            FormatError::Corrupt(message) => StateError::Corrupt { path, message },
        }
    }

    /// May a write be made under `lock`? Only if the lock object still holds its token, read
    /// before every write: a lease that looks valid to its holder proves nothing after a
    /// `stack unlock --force`. (S3 cannot make the check and the write one step: a write
    /// that passed it just before a takeover lands in a journal segment of the old base,
    /// which the taker's save retires unread; what its call made reaches the next holder
    /// through the record of late outcomes.)
    async fn fence(&self, dir: &str, lock: &dyn StackLock, stack: &str) -> Result<(), StateError> {
        match self.read_lock(dir).await? {
            LockObject::Held(info, _) if info.token == lock.token() => Ok(()),
            _ => Err(StateError::LockLost(stack.into())),
        }
    }
}

fn lock_key(dir: &str) -> String {
    format!("{dir}/lock.json")
}

fn version_key(dir: &str, serial: u64) -> String {
    format!("{dir}/versions/{serial:08}.json")
}

fn segment_prefix(dir: &str, base: u64) -> String {
    format!("{dir}/journal/{base:08}")
}

#[async_trait]
impl Backend for S3Backend {
    fn url(&self) -> String {
        self.shown.clone()
    }

    fn bytes_written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    fn requests(&self) -> u64 {
        self.requests.load(Ordering::Relaxed)
    }

    async fn list_stacks(&self) -> Result<Vec<String>, StateError> {
        self.count();
        let listed = self
            .store
            .list_with_delimiter(Some(&Path::from(self.root.as_str())))
            .await
            .map_err(self.failed("listing stacks".into()))?;
        let mut stacks: Vec<String> = listed
            .common_prefixes
            .iter()
            .filter_map(|p| p.filename().map(String::from))
            .collect();
        stacks.sort();
        Ok(stacks)
    }

    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        let dir = self.dir(stack)?;
        // A pointer that does not read still makes the stack exist (`stack restore` mends it).
        self.pointer_as_read(stack, &dir).await.map(|_| ())
    }

    async fn create_stack(&self, stack: &str) -> Result<(), StateError> {
        let dir = self.dir(stack)?;
        let (bytes, sha) = format::encode_version(&Checkpoint::empty(stack));
        // A first version with no pointer and nothing else: a creation stopped between its two
        // writes, finished now (a stack with any later version and no pointer is another's,
        // whose pointer `stack restore` mends).
        let half_made = self.read(&format!("{dir}/current.json")).await?.is_none()
            && self
                .keys(&dir)
                .await?
                .iter()
                .all(|k| *k == version_key(&dir, 0));
        let mode = if half_made {
            PutMode::Overwrite
        } else {
            PutMode::Create
        };
        // The version first: a pointer never names a version that is not there.
        if self
            .write(&version_key(&dir, 0), bytes, mode)
            .await?
            .is_none()
            || self
                .write(
                    &format!("{dir}/current.json"),
                    Pointer::new(0, sha).encode(),
                    PutMode::Create,
                )
                .await?
                .is_none()
        {
            return Err(StateError::StackExists(stack.into()));
        }
        Ok(())
    }

    async fn remove_stack(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        // (As for every write here, the check and the first delete are two requests: a taker
        // in between loses the stack it took; see `fence`.)
        self.fence(&dir, lock, stack).await?;
        // The pointer first: from then on the stack does not exist, whatever is left.
        for key in std::iter::once(format!("{dir}/current.json")).chain(self.keys(&dir).await?) {
            self.mutating("delete", &key)?;
            self.store
                .delete(&Path::from(key.as_str()))
                .await
                .map_err(self.failed(format!("removing {key}")))?;
        }
        Ok(())
    }

    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError> {
        let dir = self.dir(stack)?;
        let (pointer, _) = self.pointer(stack, &dir).await?;
        let key = version_key(&dir, pointer.serial);
        let (bytes, _) = self.read(&key).await?.ok_or_else(|| StateError::Corrupt {
            path: format!("{}#{key}", self.shown).into(),
            message: "the version the pointer names is missing".into(),
        })?;
        let mut cp = format::decode_version(&bytes, Some(&pointer.sha256))
            .map_err(|e| self.corrupt(&key, e))?;
        if cp.stack.is_empty() {
            cp.stack = stack.into();
        }
        let segments = self.keys(&segment_prefix(&dir, pointer.serial)).await?;
        if !segments.is_empty() {
            let mut journal = format::journal_header(pointer.serial);
            for s in &segments {
                if let Some((b, _)) = self.read(s).await? {
                    journal.extend_from_slice(&b);
                }
            }
            format::replay(&journal, &mut cp)
                .map_err(|e| self.corrupt(&segment_prefix(&dir, pointer.serial), e))?;
        }
        Ok(cp)
    }

    async fn lock(
        &self,
        stack: &str,
        mut info: LockInfo,
        lease: Duration,
    ) -> Result<Arc<dyn StackLock>, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        let key = lock_key(&dir);
        let valid_until = OffsetDateTime::now_utc() + lease;
        info.expires_at = format_time(valid_until);
        info.token = random_token();
        loop {
            let (mode, previous) = match self.read_lock(&dir).await? {
                LockObject::Free => (PutMode::Create, None),
                LockObject::Held(holder, v)
                    if dead(&holder)
                        || parse_time(&holder.expires_at)
                            .is_some_and(|t| t < OffsetDateTime::now_utc()) =>
                {
                    (PutMode::Update(v), Some(*holder))
                }
                LockObject::Held(holder, _) => {
                    return Err(StateError::Locked {
                        stack: stack.into(),
                        holder,
                    });
                }
                LockObject::Unreadable(message) => {
                    return Err(StateError::LockUnreadable {
                        stack: stack.into(),
                        path: format!("{}#{key}", self.shown).into(),
                        message,
                    });
                }
            };
            info.generation = previous.as_ref().map_or(0, LockInfo::next_generation);
            info.fence = previous.as_ref().and_then(LockInfo::inherited_fence);
            let body = serde_json::to_vec_pretty(&info).expect("lock info serializes");
            match self.write(&key, body, mode).await? {
                Some(version) => {
                    return Ok(Arc::new(S3Lock {
                        backend: self.clone(),
                        previous,
                        dir: dir.clone(),
                        stack: stack.into(),
                        info,
                        lease,
                        state: Mutex::new((valid_until, version)),
                    }));
                }
                // Someone else took it or took it over first: look again (and be refused).
                None => continue,
            }
        }
    }

    async fn unlock(&self, stack: &str, force: bool) -> Result<Unlocked, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        let found = match self.read_lock(&dir).await? {
            LockObject::Free => return Ok(Unlocked::NotLocked),
            LockObject::Unreadable(m) => Unlocked::Unreadable(m),
            // Left released only to hand a fence on: no one holds it (kept, for the fence).
            LockObject::Held(h, _) if h.released => return Ok(Unlocked::NotLocked),
            LockObject::Held(h, _) if dead(&h) => Unlocked::Removed(h),
            LockObject::Held(mut h, at) if force => {
                h.expires_at = format_time(OffsetDateTime::now_utc() - Duration::from_secs(1));
                h.token = format!("ended-{}", random_token());
                let body = serde_json::to_vec_pretty(&h).expect("lock info serializes");
                return match self
                    .write(&lock_key(&dir), body, PutMode::Update(at))
                    .await?
                {
                    Some(_) => Ok(Unlocked::Expired(h)),
                    None => Err(StateError::Remote {
                        url: self.shown.clone(),
                        message:
                            "the lock changed while it was being unlocked: run the command again"
                                .into(),
                    }),
                };
            }
            LockObject::Held(h, _) => {
                return Err(StateError::HolderAlive {
                    stack: stack.into(),
                    holder: h,
                });
            }
        };
        let key = lock_key(&dir);
        self.mutating("delete", &key)?;
        self.store
            .delete(&Path::from(key.as_str()))
            .await
            .map_err(self.failed(format!("removing {key}")))?;
        Ok(found)
    }

    async fn lock_holder(&self, stack: &str) -> Result<crate::LockState, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        Ok(match self.read_lock(&dir).await? {
            LockObject::Free => crate::LockState::Free,
            LockObject::Held(h, _) => crate::LockState::Held(h),
            LockObject::Unreadable(m) => crate::LockState::Unreadable(m),
        })
    }

    async fn journal(
        &self,
        stack: &str,
        base: u64,
        lock: Arc<dyn StackLock>,
    ) -> Result<Arc<dyn Journal>, StateError> {
        let dir = self.dir(stack)?;
        self.fence(&dir, lock.as_ref(), stack).await?;
        // A journal is never continued: one left on this base must be saved first.
        if !self.keys(&segment_prefix(&dir, base)).await?.is_empty() {
            return Err(StateError::Unsettled(stack.into()));
        }
        Ok(Arc::new(S3Journal {
            backend: self.clone(),
            dir,
            stack: stack.into(),
            base,
            next: tokio::sync::Mutex::new(0),
            lock,
        }))
    }

    async fn discard_journal(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        // An empty journal has no segment; one that has some is left for `save`.
        let dir = self.dir(stack)?;
        self.fence(&dir, lock, stack).await
    }

    async fn save(
        &self,
        stack: &str,
        cp: &Checkpoint,
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        let dir = self.dir(stack)?;
        format::check_sealed(cp).map_err(StateError::Secrets)?;
        self.fence(&dir, lock, stack).await?;
        let (pointer_serial, at) = match self.pointer_as_read(stack, &dir).await? {
            (Ok(p), at) => (p.serial, at),
            // A pointer that cannot be read (`stack restore` over it): the newest version
            // kept is the current one, and the pointer is replaced from the ETag read.
            (Err(StateError::Corrupt { .. }), at) => {
                let newest = self.history(stack).await?.into_iter().max().unwrap_or(0);
                (newest, at)
            }
            (Err(e), _) => return Err(e),
        };
        if pointer_serial >= cp.serial {
            return Err(StateError::Conflict {
                stack: stack.into(),
                message: format!(
                    "version {} was to be saved, but the stack is at version {pointer_serial} already: another writer saved it",
                    cp.serial
                ),
            });
        }
        let (bytes, sha) = format::encode_version(cp);
        let key = version_key(&dir, cp.serial);
        // A version past the pointer (checked above) is one whose save was killed before it
        // moved the pointer: kept aside under another name (which `history` does not list),
        // then replaced, as the file backend does. Without this, every later save of the
        // stack failed on it.
        let mut aside = None;
        if self
            .write(&key, bytes.clone(), PutMode::Create)
            .await?
            .is_none()
        {
            let name = format!("{key}.unsaved-{}", crate::random_hex(4));
            self.mutating("copy aside", &key)?;
            self.store
                .copy(&Path::from(key.as_str()), &Path::from(name.as_str()))
                .await
                .map_err(self.failed(format!("keeping {key} aside")))?;
            self.fence(&dir, lock, stack).await?;
            self.write(&key, bytes, PutMode::Overwrite).await?;
            aside = Some(name);
        }
        // The switch: only from the version this holder read.
        if self
            .write(
                &format!("{dir}/current.json"),
                Pointer::new(cp.serial, sha).encode(),
                PutMode::Update(at),
            )
            .await?
            .is_none()
        {
            // Another writer moved the pointer. If it moved it onto the version set aside (a
            // holder that lost the lock, paused between its two writes, finishing its save),
            // that version's bytes go back, so that the pointer and its version agree.
            if let Some(name) = aside {
                self.mutating("copy back", &key)?;
                let _ = self
                    .store
                    .copy(&Path::from(name.as_str()), &Path::from(key.as_str()))
                    .await;
            }
            return Err(StateError::LockLost(stack.into()));
        }
        // The retired journal: never read again (the pointer moved on), removed to save space.
        for s in self.keys(&segment_prefix(&dir, pointer_serial)).await? {
            self.mutating("delete", &s)?;
            let _ = self.store.delete(&Path::from(s.as_str())).await;
        }
        Ok(())
    }

    async fn record_late(&self, stack: &str, late: &Checkpoint) -> Result<String, StateError> {
        let dir = self.dir(stack)?;
        format::check_sealed(late).map_err(StateError::Secrets)?;
        let key = format!("{dir}/late/{}", crate::late_name());
        let (bytes, _) = format::encode_version(late);
        match self.write(&key, bytes, PutMode::Create).await? {
            Some(_) => Ok(format!("{}#{key}", self.shown)),
            None => Err(StateError::Remote {
                url: self.shown.clone(),
                message: format!("{key} exists already"),
            }),
        }
    }

    async fn late_outcomes(&self, stack: &str) -> Result<Vec<(String, Checkpoint)>, StateError> {
        let dir = self.dir(stack)?;
        let mut keys = self.keys(&format!("{dir}/late")).await?;
        keys.sort();
        let mut out = vec![];
        for key in keys {
            let Some(name) = key.rsplit('/').next().map(str::to_string) else {
                continue;
            };
            if crate::check_late_name(&name).is_err() {
                continue;
            }
            let Some((bytes, _)) = self.read(&key).await? else {
                continue;
            };
            out.push((
                name,
                format::decode_version(&bytes, None).map_err(|e| self.corrupt(&key, e))?,
            ));
        }
        Ok(out)
    }

    async fn retire_late(
        &self,
        stack: &str,
        names: &[String],
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        let dir = self.dir(stack)?;
        self.fence(&dir, lock, stack).await?;
        for name in names {
            crate::check_late_name(name)?;
            let key = format!("{dir}/late/{name}");
            self.mutating("delete", &key)?;
            self.store
                .delete(&Path::from(key.as_str()))
                .await
                .map_err(self.failed(format!("removing {key}")))?;
        }
        Ok(())
    }

    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        Ok(self
            .keys(&format!("{dir}/versions"))
            .await?
            .iter()
            .filter_map(|k| k.rsplit('/').next()?.strip_suffix(".json")?.parse().ok())
            .collect())
    }

    async fn load_version(&self, stack: &str, serial: u64) -> Result<Checkpoint, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        let key = version_key(&dir, serial);
        let (bytes, _) = self.read(&key).await?.ok_or_else(|| {
            StateError::Setting(format!(
                "stack `{stack}` has no version {serial} (`strata stack history` lists them)"
            ))
        })?;
        format::decode_version(&bytes, None).map_err(|e| self.corrupt(&key, e))
    }

    async fn set_dependent(
        &self,
        stack: &str,
        downstream: &str,
        record: Option<&crate::Dependent>,
    ) -> Result<(), StateError> {
        let key = crate::dependent_key(downstream)?;
        let dir = self.dir(stack)?;
        let path = format!("{dir}/dependents/{key}");
        match record {
            Some(r) => {
                match self.check_exists(stack).await {
                    Err(StateError::NoStack(_)) => return Ok(()),
                    other => other?,
                }
                let bytes = serde_json::to_vec(r).expect("a record serializes");
                self.write(&path, bytes, PutMode::Overwrite).await?;
            }
            None => {
                self.mutating("delete", &path)?;
                match self.store.delete(&Path::from(path.as_str())).await {
                    Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                    Err(e) => return Err(self.failed(format!("removing {path}"))(e)),
                }
            }
        }
        Ok(())
    }

    async fn dependents(&self, stack: &str) -> Result<Vec<crate::Dependent>, StateError> {
        let dir = self.dir(stack)?;
        self.check_exists(stack).await?;
        let mut out = vec![];
        for key in self.keys(&format!("{dir}/dependents")).await? {
            if let Some((bytes, _)) = self.read(&key).await? {
                out.push(
                    serde_json::from_slice(&bytes).map_err(|e| StateError::Corrupt {
                        path: format!("{}#{key}", self.shown).into(),
                        message: e.to_string(),
                    })?,
                );
            }
        }
        out.sort_by(|a: &crate::Dependent, b| a.stack.cmp(&b.stack));
        Ok(out)
    }
}

struct S3Lock {
    backend: S3Backend,
    /// The holder this lock was taken over from.
    previous: Option<LockInfo>,
    /// The stack's directory: the lock is its `lock.json`.
    dir: String,
    stack: String,
    info: LockInfo,
    lease: Duration,
    /// The lease as last written, and the lock object's version then.
    state: Mutex<(OffsetDateTime, UpdateVersion)>,
}

#[async_trait]
impl StackLock for S3Lock {
    /// Rewrite the lock with a new lease, only if it is still the object this holder wrote.
    async fn renew(&self) -> Result<(), StateError> {
        let version = self
            .state
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .1
            .clone();
        let until = OffsetDateTime::now_utc() + self.lease;
        let info = LockInfo {
            expires_at: format_time(until),
            ..self.info.clone()
        };
        let body = serde_json::to_vec_pretty(&info).expect("lock info serializes");
        match self
            .backend
            .write_unpointed(&lock_key(&self.dir), body, PutMode::Update(version))
            .await?
        {
            Some(v) => {
                *self.state.lock().unwrap_or_else(|p| p.into_inner()) = (until, v);
                Ok(())
            }
            None => Err(StateError::LockLost(self.stack.clone())),
        }
    }

    /// Remove the lock if it is still ours. (S3 has no conditional delete: between the check and
    /// the delete, a takeover could happen only after this holder's lease ended.)
    async fn release(&self) -> Result<(), StateError> {
        let version = match self.backend.read_lock(&self.dir).await? {
            LockObject::Held(info, v) if info.token == self.info.token => v,
            _ => return Err(StateError::LockLost(self.stack.clone())),
        };
        if let Some(left) = self.info.released() {
            // Left with its lease over, to hand its fence on.
            let body = serde_json::to_vec_pretty(&left).expect("lock info serializes");
            return match self
                .backend
                .write(&lock_key(&self.dir), body, PutMode::Update(version))
                .await?
            {
                Some(_) => Ok(()),
                None => Err(StateError::LockLost(self.stack.clone())),
            };
        }
        self.backend.mutating("delete", &lock_key(&self.dir))?;
        self.backend
            .store
            .delete(&Path::from(lock_key(&self.dir).as_str()))
            .await
            .map_err(
                self.backend
                    .failed(format!("removing {}", lock_key(&self.dir))),
            )
    }

    fn token(&self) -> &str {
        &self.info.token
    }

    fn valid_until(&self) -> OffsetDateTime {
        self.state.lock().unwrap_or_else(|p| p.into_inner()).0
    }

    fn taken_over(&self) -> Option<&LockInfo> {
        self.previous.as_ref()
    }
}

struct S3Journal {
    backend: S3Backend,
    dir: String,
    stack: String,
    base: u64,
    /// The next segment's number; held while a batch is written, so segments keep their order.
    next: tokio::sync::Mutex<u64>,
    lock: Arc<dyn StackLock>,
}

#[async_trait]
impl Journal for S3Journal {
    /// One batch, one segment, created only if absent.
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        let mut batch = Vec::with_capacity(entries.len() * 256);
        format::encode_batch(entries, &mut batch);
        let mut next = self.next.lock().await;
        let err = |e: StateError| JournalError(e.to_string());
        self.backend
            .fence(&self.dir, self.lock.as_ref(), &self.stack)
            .await
            .map_err(err)?;
        let key = format!("{}/{:08}", segment_prefix(&self.dir, self.base), *next);
        match self
            .backend
            .write(&key, batch, PutMode::Create)
            .await
            .map_err(err)?
        {
            Some(_) => {
                *next += 1;
                Ok(())
            }
            None => Err(JournalError(format!(
                "{}: journal segment {key} exists already: another writer journals on this stack",
                self.backend.shown
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_http_endpoint_is_taken_for_this_machine_or_when_the_url_says_so() {
        let err = S3Backend::new("s3://b/p?endpoint=http://10.1.2.3:9000", "p")
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("allow-http=true"), "{err}");
        assert!(
            S3Backend::new(
                "s3://b/p?endpoint=http://10.1.2.3:9000&allow-http=true",
                "p"
            )
            .is_ok()
        );
        assert!(S3Backend::new("s3://b/p?endpoint=http://127.0.0.1:5000", "p").is_ok());
        assert!(S3Backend::new("s3://b/p?endpoint=http://localhost:5000", "p").is_ok());
        assert!(S3Backend::new("s3://b/p?endpoint=http://[::1]:5000", "p").is_ok());
        assert!(S3Backend::new("s3://b/p?endpoint=https://s3.example.com", "p").is_ok());
    }
}
