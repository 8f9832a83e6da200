//! The PostgreSQL backend (`postgres://user@host:port/db`): the stacks of every project in one
//! database, keyed by project and stack. Schema (created, and migrated, by Strata):
//!
//! ```text
//! strata_meta      the schema's version
//! strata_stacks    (project, stack) → current serial
//! strata_versions  (project, stack, serial) → checkpoint bytes and their sha256; all kept
//! strata_locks     (project, stack) → token, holder, lease end (the database's clock)
//! strata_journal   (project, stack, seq) → one batch of journal entries on top of `base`
//! ```
//!
//! The lock is taken in one statement (`INSERT … ON CONFLICT … WHERE expired`): exactly one
//! taker wins, and the lease is measured by the database's clock, the same for every
//! machine. Every write under the lock (a journal batch, a save) runs in one transaction that
//! first holds the lock row `FOR SHARE` and checks its token: a writer whose lock was taken
//! over writes nothing (a takeover's update waits for writes in flight to commit). A journal
//! batch is one row; a save is one transaction (the version, the pointer, the journal gone).

use crate::file::{dead, random_token};
use crate::format::{self, Checkpoint, FormatError, LockInfo, format_time};
use crate::{Backend, StackLock, StateError, Unlocked, check_stack_name};
use async_trait::async_trait;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{Journal, JournalEntry, JournalError};
use time::OffsetDateTime;
use tokio::sync::{MappedMutexGuard, Mutex as AsyncMutex, MutexGuard};
use tokio_postgres::Client;
use tokio_postgres_rustls::MakeRustlsConnect;

/// The schema this Strata writes; a database at a newer one is refused.
const SCHEMA_VERSION: i64 = 1;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS strata_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS strata_stacks (
    project text NOT NULL, stack text NOT NULL, current bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project, stack));
CREATE TABLE IF NOT EXISTS strata_versions (
    project text NOT NULL, stack text NOT NULL, serial bigint NOT NULL,
    body bytea NOT NULL, sha256 text NOT NULL,
    PRIMARY KEY (project, stack, serial),
    FOREIGN KEY (project, stack) REFERENCES strata_stacks ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS strata_locks (
    project text NOT NULL, stack text NOT NULL, token text NOT NULL, info text NOT NULL,
    expires_at timestamptz NOT NULL, generation bigint NOT NULL, previous text,
    PRIMARY KEY (project, stack),
    FOREIGN KEY (project, stack) REFERENCES strata_stacks ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS strata_journal (
    project text NOT NULL, stack text NOT NULL, seq bigserial, base bigint NOT NULL,
    batch bytea NOT NULL,
    PRIMARY KEY (project, stack, seq),
    FOREIGN KEY (project, stack) REFERENCES strata_stacks ON DELETE CASCADE);
-- Each batch's key (added in place; older Strata leave it empty): a retried append is a no-op.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_name = 'strata_journal' AND column_name = 'batch_key'
                   AND table_schema = current_schema()) THEN
    ALTER TABLE strata_journal ADD COLUMN batch_key text;
    CREATE UNIQUE INDEX strata_journal_batch_key ON strata_journal (project, stack, batch_key);
  END IF;
END $$;
CREATE TABLE IF NOT EXISTS strata_late (
    project text NOT NULL, stack text NOT NULL, name text NOT NULL, body bytea NOT NULL,
    PRIMARY KEY (project, stack, name),
    FOREIGN KEY (project, stack) REFERENCES strata_stacks ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS strata_dependents (
    project text NOT NULL, stack text NOT NULL, downstream text NOT NULL, record text NOT NULL,
    PRIMARY KEY (project, stack, downstream),
    FOREIGN KEY (project, stack) REFERENCES strata_stacks ON DELETE CASCADE);
";

pub struct PostgresBackend {
    project: String,
    /// One connection, made (and the schema checked) on first use, and made again after the
    /// server closed it.
    client: Arc<Connection>,
    written: Arc<AtomicU64>,
    /// Transactions sent (each statement outside one counts as one).
    requests: Arc<AtomicU64>,
}

impl PostgresBackend {
    /// A backend on the database at `url`, for the stacks of `project`. Nothing is connected
    /// until first use. The password is the URL's, else `PGPASSWORD`, else `~/.pgpass`'s.
    pub fn new(url: &str, project: &str) -> Result<PostgresBackend, StateError> {
        PostgresBackend::open(url, project, true)
    }

    /// A backend on `url` for a reader that is not the owner of its stacks (a stack
    /// reference): it creates and migrates no table; a database without Strata's tables is
    /// reported as holding no Strata state.
    pub fn reader(url: &str, project: &str) -> Result<PostgresBackend, StateError> {
        PostgresBackend::open(url, project, false)
    }

    fn open(url: &str, project: &str, create: bool) -> Result<PostgresBackend, StateError> {
        // `sslrootcert` (as libpq takes it) is ours to read: the driver does not know it.
        let (url_without, root_cert) = take_param(url, "sslrootcert");
        let mut config: tokio_postgres::Config = url_without.parse().map_err(|e| {
            StateError::Setting(format!(
                "backend `{}` is not a PostgreSQL URL such as postgres://user@host:5432/db: {e}",
                hide_password(url)
            ))
        })?;
        // A password is never sent in the clear to another machine: TLS is required for any
        // host but this one's loopback unless the URL itself says `sslmode=disable` (or
        // `prefer`, which falls back to plain text).
        if take_param(url, "sslmode").1.is_none() && !all_loopback(&config) {
            config.ssl_mode(tokio_postgres::config::SslMode::Require);
        }
        if config.get_password().is_none() {
            if let Ok(p) = std::env::var("PGPASSWORD") {
                config.password(p);
            } else if let Some(p) = pgpass(&config) {
                config.password(p);
            }
        }
        if config.get_user().is_none() {
            config.user(std::env::var("PGUSER").unwrap_or_else(|_| format::current_user()));
        }
        // So that a database's administrator can tell Strata's sessions (`pg_stat_activity`),
        // unless the URL names them otherwise (`application_name=`).
        if config.get_application_name().is_none() {
            config.application_name("strata");
        }
        Ok(PostgresBackend {
            project: project.into(),
            client: Arc::new(Connection {
                config,
                root_cert: root_cert.or_else(|| std::env::var("PGSSLROOTCERT").ok()),
                shown: hide_password(url),
                client: AsyncMutex::new(None),
                checked: AtomicBool::new(false),
                create,
            }),
            written: Arc::default(),
            requests: Arc::default(),
        })
    }

    fn failed(&self, what: &str) -> impl Fn(tokio_postgres::Error) -> StateError + '_ {
        failed(&self.client.shown, what)
    }

    /// The connection; each call is one transaction (or statement) to come, and counted so.
    fn client(&self) -> Arc<Connection> {
        self.requests.fetch_add(1, Ordering::Relaxed);
        self.client.clone()
    }

    fn key(&self, stack: &str) -> Result<(String, String), StateError> {
        check_stack_name(stack)?;
        Ok((self.project.clone(), stack.to_string()))
    }

    fn corrupt(&self, stack: &str, what: &str, e: FormatError) -> StateError {
        let path = format!("{}#{}/{stack}/{what}", self.client.shown, self.project).into();
        match e {
            FormatError::Newer { .. } => StateError::Newer {
                path,
                message: e.to_string(),
            },
            FormatError::Corrupt(message) => StateError::Corrupt { path, message },
        }
    }
}

/// The backend's connection to the database. It is made on first use, with the schema created
/// or checked then, and made again on the next use after the server closed it: a restart, a
/// proxy's cut of an idle connection, `pg_terminate_backend`. Statements of a transaction
/// must not interleave with others', hence the mutex.
struct Connection {
    config: tokio_postgres::Config,
    /// The CA certificates (a PEM file) to check the server's against, instead of the public
    /// authorities: the URL's `sslrootcert`, else `PGSSLROOTCERT`.
    root_cert: Option<String>,
    /// The URL without its password, for messages.
    shown: String,
    client: AsyncMutex<Option<Client>>,
    /// The schema was created or checked by an earlier connection of this process.
    checked: AtomicBool,
    /// Whether a first connection creates (or migrates) Strata's tables: not for a reader.
    create: bool,
}

impl Connection {
    /// The open connection, made (again) if there is none.
    async fn lock(&self) -> Result<MappedMutexGuard<'_, Client>, StateError> {
        let mut slot = self.client.lock().await;
        if slot.as_ref().is_none_or(Client::is_closed) {
            *slot = None;
            // A server restarting refuses connections, then answers "the database system is
            // starting up" (57P03) for a moment: both are waited out, within the window.
            let deadline = std::time::Instant::now() + crate::retry_window()?;
            let mut pause = Duration::from_millis(100);
            loop {
                match self.connect().await {
                    Ok(c) => break *slot = Some(c),
                    Err((_, true)) if std::time::Instant::now() + pause < deadline => {
                        tokio::time::sleep(pause).await;
                        pause = (pause * 2).min(Duration::from_secs(2));
                    }
                    Err((e, _)) => return Err(e),
                }
            }
        }
        Ok(MutexGuard::map(slot, |c| {
            c.as_mut().expect("connected just above")
        }))
    }

    /// A new connection, or why not and whether trying again soon may succeed (the server was
    /// unreachable or starting, not refusing us).
    async fn connect(&self) -> Result<Client, (StateError, bool)> {
        let tls = tls(self.root_cert.as_deref()).map_err(|e| (e, false))?;
        let transient = std::sync::atomic::AtomicBool::new(false);
        let (client, connection) = self
            .config
            .connect(tls)
            .await
            .map_err(|e| {
                // Unreachable at first is a wrong address or a server that is down: said at
                // once. Unreachable after a connection worked is an outage, waited out; and a
                // server starting up says so.
                let starting = e.code() == Some(&tokio_postgres::error::SqlState::CANNOT_CONNECT_NOW);
                transient.store(
                    starting || (connection_lost(&e) && self.checked.load(Ordering::Acquire)),
                    Ordering::Relaxed,
                );
                let mut err = failed(&self.shown, "connecting")(e);
                if let StateError::Remote { message, .. } = &mut err
                    && message.contains("certificate")
                {
                    message.push_str(
                        " (if the server's certificate is signed by a private CA, as cloud databases' are, give that CA's certificate, a PEM file: `sslrootcert=PATH` in the URL, or PGSSLROOTCERT)",
                    );
                }
                err
            })
            .map_err(|e| (e, transient.load(Ordering::Relaxed)))?;
        tokio::spawn(async move {
            let _ = connection.await;
        });
        self.prepare(client).await.map_err(|e| (e, false))
    }

    /// A new connection's first use: the schema created or checked.
    async fn prepare(&self, mut client: Client) -> Result<Client, StateError> {
        if self.checked.load(Ordering::Acquire) {
            return Ok(client);
        }
        if self.create {
            migrate(&mut client)
                .await
                .map_err(failed(&self.shown, "creating Strata's tables"))?;
        } else {
            let present: Option<String> = client
                .query_one("SELECT to_regclass('strata_meta')::text", &[])
                .await
                .map_err(failed(&self.shown, "looking for Strata's tables"))?
                .get(0);
            if present.is_none() {
                return Err(StateError::Remote {
                    url: self.shown.clone(),
                    message: "this database holds no Strata state (no strata_meta table); a reader creates nothing: deploy a stack to it first".into(),
                });
            }
        }
        let version: Option<String> = client
            .query_opt("SELECT value FROM strata_meta WHERE key = 'schema'", &[])
            .await
            .map_err(failed(&self.shown, "reading the schema version"))?
            .map(|r| r.get(0));
        if let Some(v) = version.and_then(|v| v.parse::<i64>().ok())
            && v > SCHEMA_VERSION
        {
            return Err(StateError::Remote {
                url: self.shown.clone(),
                message: format!(
                    "its Strata tables are at schema version {v}, made by a newer Strata (this one knows version {SCHEMA_VERSION}): upgrade Strata"
                ),
            });
        }
        self.checked.store(true, Ordering::Release);
        Ok(client)
    }
}

/// Whether every host of `config` is this machine: a Unix socket or a loopback address.
fn all_loopback(config: &tokio_postgres::Config) -> bool {
    use tokio_postgres::config::Host;
    !config.get_hosts().is_empty()
        && config.get_hosts().iter().all(|h| match h {
            Host::Unix(_) => true,
            Host::Tcp(name) => strata_policy::is_loopback(name),
        })
}

/// Whether `e` lost the connection (the server closed it, or the network did) rather than
/// being the database's answer: a statement that failed so may be tried again on a new one.
fn connection_lost(e: &tokio_postgres::Error) -> bool {
    use tokio_postgres::error::SqlState;
    e.is_closed()
        || e.code().is_some_and(|c| {
            [
                SqlState::ADMIN_SHUTDOWN,
                SqlState::CRASH_SHUTDOWN,
                SqlState::CANNOT_CONNECT_NOW,
            ]
            .contains(c)
        })
        || std::error::Error::source(e).is_some_and(|s| s.is::<std::io::Error>())
}

/// `url` without its query parameter `name`, and that parameter's value.
fn take_param(url: &str, name: &str) -> (String, Option<String>) {
    let Some((base, query)) = url.split_once('?') else {
        return (url.to_string(), None);
    };
    let mut value = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|pair| match pair.split_once('=') {
            Some((k, v)) if k == name => {
                value = Some(v.to_string());
                false
            }
            _ => true,
        })
        .collect();
    if rest.is_empty() {
        (base.to_string(), value)
    } else {
        (format!("{base}?{}", rest.join("&")), value)
    }
}

/// TLS for the connection (used as the URL's `sslmode` says: `prefer` by default, `require`,
/// or `disable`): the server's certificate checked against the public authorities, or against
/// the PEM certificates at `root_cert` (a private CA, as cloud databases use).
fn tls(root_cert: Option<&str>) -> Result<MakeRustlsConnect, StateError> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    match root_cert {
        Some(path) => {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|i| i.collect::<Result<Vec<_>, _>>())
                .map_err(|e| {
                    StateError::Setting(format!(
                        "sslrootcert {path}: not a PEM file of certificates: {e}"
                    ))
                })?;
            roots.add_parsable_certificates(certs);
        }
        None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| StateError::Setting(format!("TLS: {e}")))?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(MakeRustlsConnect::new(config))
}

/// Create the tables, once per database, whoever comes first (an advisory lock keeps two
/// first uses from racing on `CREATE TABLE`).
async fn migrate(client: &mut Client) -> Result<(), tokio_postgres::Error> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock(7165827341)", &[])
        .await?;
    tx.batch_execute(SCHEMA).await?;
    tx.execute(
        "INSERT INTO strata_meta (key, value) VALUES ('schema', $1) ON CONFLICT (key) DO NOTHING",
        &[&SCHEMA_VERSION.to_string()],
    )
    .await?;
    tx.commit().await
}

/// What went wrong doing `what` on the backend shown as `shown`, with the server's words.
fn failed<'a>(shown: &'a str, what: &str) -> impl Fn(tokio_postgres::Error) -> StateError + 'a {
    let what = what.to_string();
    move |e| StateError::Remote {
        url: shown.to_string(),
        message: format!("{what}: {}", describe(&e)),
    }
}

/// The server's message, with its detail, rather than tokio-postgres's "db error".
fn describe(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => match db.detail() {
            Some(d) => format!("{} ({d})", db.message()),
            None => db.message().to_string(),
        },
        // The cause (a refused certificate, a refused connection) is in the source chain.
        None => {
            let mut message = e.to_string();
            let mut source = std::error::Error::source(e);
            while let Some(s) = source {
                message.push_str(&format!(": {s}"));
                source = s.source();
            }
            message
        }
    }
}

/// `url` with any password replaced by `***`: the one in its user information, and a
/// `password=` parameter.
pub fn hide_password(url: &str) -> String {
    let (location, query) = match url.split_once('?') {
        Some((l, q)) => (l, Some(q)),
        None => (url, None),
    };
    let mut shown = match location.split_once("://") {
        Some((scheme, rest)) => {
            // The user information ends at the authority's last `@`.
            let authority_end = rest.find('/').unwrap_or(rest.len());
            match rest[..authority_end].rsplit_once('@') {
                Some((creds, host)) => {
                    let user = creds.split_once(':').map_or(creds, |(u, _)| u);
                    let hidden = if creds.contains(':') { ":***" } else { "" };
                    format!("{scheme}://{user}{hidden}@{host}{}", &rest[authority_end..])
                }
                None => location.to_string(),
            }
        }
        None => location.to_string(),
    };
    if let Some(q) = query {
        let pairs: Vec<String> = q
            .split('&')
            .map(|pair| match pair.split_once('=') {
                Some(("password", _)) => "password=***".to_string(),
                _ => pair.to_string(),
            })
            .collect();
        shown.push('?');
        shown.push_str(&pairs.join("&"));
    }
    shown
}

/// The password `~/.pgpass` gives for this host, port, database and user (`*` matches any).
fn pgpass(config: &tokio_postgres::Config) -> Option<String> {
    let path = std::env::var_os("PGPASSFILE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".pgpass")))?;
    let text = std::fs::read_to_string(path).ok()?;
    let host = match config.get_hosts().first() {
        Some(tokio_postgres::config::Host::Tcp(h)) => h.clone(),
        _ => "localhost".into(),
    };
    let port = config
        .get_ports()
        .first()
        .copied()
        .unwrap_or(5432)
        .to_string();
    let db = config.get_dbname().unwrap_or_default().to_string();
    let user = config.get_user().unwrap_or_default().to_string();
    text.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        let f: Vec<&str> = l.splitn(5, ':').collect();
        let ok = |i: usize, v: &str| f.get(i).is_some_and(|x| *x == "*" || *x == v);
        (f.len() == 5 && ok(0, &host) && ok(1, &port) && ok(2, &db) && ok(3, &user))
            .then(|| f[4].to_string())
    })
}

/// The lock row's holder as recorded: its info, or why it cannot be read.
fn holder(info: &str) -> Result<LockInfo, String> {
    serde_json::from_str(info).map_err(|e| e.to_string())
}

/// The kill point of a write to the database (one per transaction: what is inside one commits
/// all or nothing).
fn pg_point(what: &str) -> Result<(), StateError> {
    StateError::point(what, std::path::Path::new("postgres"))
}

/// The rows' `sql` fence: the lock row `FOR SHARE` with our token, or the lock is lost.
const FENCE: &str =
    "SELECT 1 FROM strata_locks WHERE project = $1 AND stack = $2 AND token = $3 FOR SHARE";

#[async_trait]
impl Backend for PostgresBackend {
    fn url(&self) -> String {
        self.client.shown.clone()
    }

    fn bytes_written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    fn requests(&self) -> u64 {
        self.requests.load(Ordering::Relaxed)
    }

    async fn list_stacks(&self) -> Result<Vec<String>, StateError> {
        let c = self.client();
        let c = c.lock().await?;
        let rows = c
            .query(
                "SELECT stack FROM strata_stacks WHERE project = $1 ORDER BY stack",
                &[&self.project],
            )
            .await
            .map_err(self.failed("listing stacks"))?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        let found = c
            .query_opt(
                "SELECT 1 FROM strata_stacks WHERE project = $1 AND stack = $2",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("looking up the stack"))?;
        found.map(|_| ()).ok_or(StateError::NoStack(s))
    }

    async fn create_stack(&self, stack: &str) -> Result<(), StateError> {
        pg_point("create stack")?;
        let (p, s) = self.key(stack)?;
        let (bytes, sha) = format::encode_version(&Checkpoint::empty(stack));
        let c = self.client();
        let mut c = c.lock().await?;
        let tx = c
            .transaction()
            .await
            .map_err(self.failed("creating the stack"))?;
        let made = tx
            .execute(
                "INSERT INTO strata_stacks (project, stack, current) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("creating the stack"))?;
        if made == 0 {
            return Err(StateError::StackExists(s));
        }
        tx.execute(
            "INSERT INTO strata_versions (project, stack, serial, body, sha256) VALUES ($1, $2, 0, $3, $4)",
            &[&p, &s, &bytes, &sha],
        )
        .await
        .map_err(self.failed("creating the stack"))?;
        tx.commit()
            .await
            .map_err(self.failed("creating the stack"))?;
        self.written
            .fetch_add(bytes.len() as u64, Ordering::Relaxed);
        Ok(())
    }

    async fn remove_stack(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        pg_point("remove stack")?;
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        // One statement: the stack goes only while the lock row holds our token (the lock row
        // goes with it, by its foreign key).
        let gone = c
            .execute(
                "DELETE FROM strata_stacks WHERE project = $1 AND stack = $2 AND EXISTS \
                 (SELECT 1 FROM strata_locks WHERE project = $1 AND stack = $2 AND token = $3)",
                &[&p, &s, &lock.token()],
            )
            .await
            .map_err(self.failed("removing the stack"))?;
        drop(c);
        if gone == 0 && self.check_exists(stack).await.is_ok() {
            return Err(StateError::LockLost(s));
        }
        if gone == 0 {
            return Err(StateError::NoStack(s));
        }
        Ok(())
    }

    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError> {
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let mut c = c.lock().await?;
        // One snapshot: a save between the two reads cannot pair a version with a journal
        // it already retired.
        let tx = c
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await
            .map_err(self.failed("reading the stack"))?;
        let row = tx
            .query_opt(
                "SELECT v.body, v.sha256 FROM strata_stacks s JOIN strata_versions v \
                 ON v.project = s.project AND v.stack = s.stack AND v.serial = s.current \
                 WHERE s.project = $1 AND s.stack = $2",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the stack"))?
            .ok_or_else(|| StateError::NoStack(s.clone()))?;
        let (body, sha): (Vec<u8>, String) = (row.get(0), row.get(1));
        let mut cp = format::decode_version(&body, Some(&sha))
            .map_err(|e| self.corrupt(stack, "current version", e))?;
        if cp.stack.is_empty() {
            cp.stack = stack.into();
        }
        let batches = tx
            .query(
                "SELECT base, batch FROM strata_journal WHERE project = $1 AND stack = $2 ORDER BY seq",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the journal"))?;
        tx.commit()
            .await
            .map_err(self.failed("reading the stack"))?;
        if let Some(first) = batches.first() {
            let base: i64 = first.get(0);
            let mut bytes = format::journal_header(base as u64);
            for b in &batches {
                bytes.extend_from_slice(b.get::<_, &[u8]>(1));
            }
            format::replay(&bytes, &mut cp).map_err(|e| self.corrupt(stack, "journal", e))?;
        }
        Ok(cp)
    }

    async fn lock(
        &self,
        stack: &str,
        mut info: LockInfo,
        lease: Duration,
    ) -> Result<Arc<dyn StackLock>, StateError> {
        pg_point("lock")?;
        let (p, s) = self.key(stack)?;
        self.check_exists(stack).await?;
        info.token = random_token();
        // Our own view of the lease: from before the request, so never later than the
        // database's.
        let valid_until = OffsetDateTime::now_utc() + lease;
        info.expires_at = format_time(valid_until);
        let secs = lease.as_secs_f64();
        let c = self.client();
        let c = c.lock().await?;
        // The holding it would replace, read first: the new lock carries its fence on (see
        // `LockInfo::inherited_fence`), and replaces only that holding (by its token).
        let seen = c
            .query_opt(
                "SELECT token, info, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') \
                 FROM strata_locks WHERE project = $1 AND stack = $2",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the lock"))?;
        let expected: String = seen.as_ref().map(|r| r.get(0)).unwrap_or_default();
        info.fence = seen.as_ref().and_then(|r| {
            let mut h = holder(&r.get::<_, String>(1)).ok()?;
            h.expires_at = r.get(2);
            h.inherited_fence()
        });
        let body = serde_json::to_string(&info).expect("lock info serializes");
        // Taken, or taken over from an expired lease: one statement, one winner.
        let won = c
            .query_opt(
                "INSERT INTO strata_locks AS l (project, stack, token, info, expires_at, generation) \
                 VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), 0) \
                 ON CONFLICT (project, stack) DO UPDATE SET token = EXCLUDED.token, \
                   info = EXCLUDED.info, expires_at = EXCLUDED.expires_at, \
                   generation = l.generation + 1, \
                   previous = (l.info::jsonb || jsonb_build_object('expires_at', \
                     to_char(l.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')))::text \
                 WHERE l.expires_at < now() AND l.token = $6 RETURNING generation, previous",
                &[&p, &s, &info.token, &body, &secs, &expected],
            )
            .await
            .map_err(self.failed("taking the lock"))?;
        let (generation, previous) = match won {
            Some(row) => (
                row.get::<_, i64>(0),
                row.get::<_, Option<String>>(1)
                    .and_then(|p| holder(&p).ok()),
            ),
            None => {
                let row = c
                    .query_opt(
                        "SELECT token, info FROM strata_locks WHERE project = $1 AND stack = $2",
                        &[&p, &s],
                    )
                    .await
                    .map_err(self.failed("reading the lock"))?;
                let Some(row) = row else {
                    // Released meanwhile: try again.
                    drop(c);
                    return self.lock(stack, info, lease).await;
                };
                let (old_token, old): (String, String) = (row.get(0), row.get(1));
                match holder(&old) {
                    // Its process died on this host: take over, if it still holds it.
                    Ok(h) if dead(&h) => {
                        info.fence = h.inherited_fence();
                        let body = serde_json::to_string(&info).expect("lock info serializes");
                        let took = c
                            .query_opt(
                                "UPDATE strata_locks SET token = $3, info = $4, \
                                   expires_at = now() + make_interval(secs => $5), \
                                   generation = generation + 1, previous = info \
                                 WHERE project = $1 AND stack = $2 AND token = $6 RETURNING generation",
                                &[&p, &s, &info.token, &body, &secs, &old_token],
                            )
                            .await
                            .map_err(self.failed("taking the lock over"))?;
                        match took {
                            Some(row) => (row.get::<_, i64>(0), Some(h)),
                            None => {
                                return Err(StateError::Locked {
                                    stack: s,
                                    holder: Box::new(h),
                                });
                            }
                        }
                    }
                    Ok(h) => {
                        return Err(StateError::Locked {
                            stack: s,
                            holder: Box::new(h),
                        });
                    }
                    Err(message) => {
                        return Err(StateError::LockUnreadable {
                            stack: s,
                            path: format!(
                                "{}#strata_locks/{}/{stack}",
                                self.client.shown, self.project
                            )
                            .into(),
                            message,
                        });
                    }
                }
            }
        };
        info.generation = generation as u64;
        self.written.fetch_add(body.len() as u64, Ordering::Relaxed);
        Ok(Arc::new(PostgresLock {
            previous,
            client: self.client.clone(),
            requests: self.requests.clone(),
            key: (p, s),
            info,
            lease,
            valid_until: Mutex::new(valid_until),
        }))
    }

    async fn unlock(&self, stack: &str, force: bool) -> Result<Unlocked, StateError> {
        pg_point("unlock")?;
        let (p, s) = self.key(stack)?;
        self.check_exists(stack).await?;
        let c = self.client();
        let c = c.lock().await?;
        let Some(row) = c
            .query_opt(
                "SELECT token, info FROM strata_locks WHERE project = $1 AND stack = $2",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the lock"))?
        else {
            return Ok(Unlocked::NotLocked);
        };
        let (token, info): (String, String) = (row.get(0), row.get(1));
        let found = match holder(&info) {
            Err(m) => Unlocked::Unreadable(m),
            // Left released only to hand a fence on: no one holds it (kept, for the fence).
            Ok(h) if h.released => return Ok(Unlocked::NotLocked),
            Ok(h) if dead(&h) => Unlocked::Removed(Box::new(h)),
            Ok(mut h) if force => {
                h.expires_at = format_time(OffsetDateTime::now_utc() - Duration::from_secs(1));
                h.token = format!("ended-{}", crate::file::random_token());
                let info = serde_json::to_string(&h).expect("lock info serializes");
                c.execute(
                    "UPDATE strata_locks SET expires_at = now() - interval '1 second', info = $4, token = $5 \
                     WHERE project = $1 AND stack = $2 AND token = $3",
                    &[&p, &s, &token, &info, &h.token],
                )
                .await
                .map_err(self.failed("ending the lock's lease"))?;
                return Ok(Unlocked::Expired(Box::new(h)));
            }
            Ok(h) => {
                return Err(StateError::HolderAlive {
                    stack: s,
                    holder: Box::new(h),
                });
            }
        };
        c.execute(
            "DELETE FROM strata_locks WHERE project = $1 AND stack = $2 AND token = $3",
            &[&p, &s, &token],
        )
        .await
        .map_err(self.failed("removing the lock"))?;
        Ok(found)
    }

    async fn lock_holder(&self, stack: &str) -> Result<crate::LockState, StateError> {
        let (p, s) = self.key(stack)?;
        self.check_exists(stack).await?;
        let c = self.client();
        let c = c.lock().await?;
        let row = c
            .query_opt(
                "SELECT info FROM strata_locks WHERE project = $1 AND stack = $2",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the lock"))?;
        Ok(match row.map(|r| holder(&r.get::<_, String>(0))) {
            None => crate::LockState::Free,
            Some(Ok(h)) => crate::LockState::Held(Box::new(h)),
            Some(Err(m)) => crate::LockState::Unreadable(m),
        })
    }

    async fn journal(
        &self,
        stack: &str,
        base: u64,
        lock: Arc<dyn StackLock>,
    ) -> Result<Arc<dyn Journal>, StateError> {
        pg_point("journal")?;
        let (p, s) = self.key(stack)?;
        let c = self.client();
        {
            let mut c = c.lock().await?;
            let tx = c
                .transaction()
                .await
                .map_err(self.failed("starting the journal"))?;
            let held = tx
                .query_opt(FENCE, &[&p, &s, &lock.token()])
                .await
                .map_err(self.failed("checking the lock"))?;
            if held.is_none() {
                return Err(StateError::LockLost(s));
            }
            // A journal is never continued: one left on this base must be saved first.
            let left = tx
                .query_opt(
                    "SELECT 1 FROM strata_journal WHERE project = $1 AND stack = $2 AND base = $3 LIMIT 1",
                    &[&p, &s, &(base as i64)],
                )
                .await
                .map_err(self.failed("reading the journal"))?;
            if left.is_some() {
                return Err(StateError::Unsettled(s));
            }
            tx.commit()
                .await
                .map_err(self.failed("starting the journal"))?;
        }
        Ok(Arc::new(PostgresJournal {
            client: c,
            requests: self.requests.clone(),
            key: (p, s),
            base: base as i64,
            lock,
            written: self.written.clone(),
            batches: AtomicU64::new(0),
        }))
    }

    async fn discard_journal(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        pg_point("discard journal")?;
        // An empty journal has no rows; one that holds entries is left for `save`.
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        let held = c
            .query_opt(
                "SELECT 1 FROM strata_locks WHERE project = $1 AND stack = $2 AND token = $3",
                &[&p, &s, &lock.token()],
            )
            .await
            .map_err(self.failed("checking the lock"))?;
        held.map(|_| ()).ok_or(StateError::LockLost(s))
    }

    async fn save(
        &self,
        stack: &str,
        cp: &Checkpoint,
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        pg_point("save")?;
        let (p, s) = self.key(stack)?;
        format::check_sealed(cp).map_err(StateError::Secrets)?;
        let (bytes, sha) = format::encode_version(cp);
        let serial = cp.serial as i64;
        let (p, s, bytes, sha) = (&p, &s, &bytes, &sha);
        let shown = &self.client.shown;
        let retry = |what: &'static str| move |e| Retry::of(e, shown, what);
        // A save whose connection was lost is tried again on a new one (the whole transaction:
        // it committed all or nothing); a try after one whose answer was lost first looks for
        // the version that one may have saved.
        retried(|again| async move {
            self.requests.fetch_add(1, Ordering::Relaxed);
            let mut c = self.client.lock().await.map_err(Retry::Lost)?;
            if again {
                let saved = c
                    .query_opt(
                        "SELECT 1 FROM strata_versions v JOIN strata_stacks k USING (project, stack) \
                         WHERE v.project = $1 AND v.stack = $2 AND v.serial = $3 AND v.sha256 = $4 AND k.current = $3",
                        &[p, s, &serial, sha],
                    )
                    .await
                    .map_err(retry("saving"))?;
                if saved.is_some() {
                    return Ok(());
                }
            }
            let tx = c.transaction().await.map_err(retry("saving"))?;
            let held = tx
                .query_opt(FENCE, &[p, s, &lock.token()])
                .await
                .map_err(retry("checking the lock"))?;
            if held.is_none() {
                return Err(Retry::No(StateError::LockLost(s.clone())));
            }
            // The pointer only moves forward.
            let current: Option<i64> = tx
                .query_opt(
                    "SELECT current FROM strata_stacks WHERE project = $1 AND stack = $2",
                    &[p, s],
                )
                .await
                .map_err(retry("saving"))?
                .map(|r| r.get(0));
            let Some(current) = current else {
                return Err(Retry::No(StateError::NoStack(s.clone())));
            };
            if current >= serial {
                return Err(Retry::No(StateError::Conflict {
                    stack: s.clone(),
                    message: format!(
                        "version {serial} was to be saved, but the stack is at version {current} already: another writer saved it"
                    ),
                }));
            }
            tx.execute(
                "INSERT INTO strata_versions (project, stack, serial, body, sha256) VALUES ($1, $2, $3, $4, $5)",
                &[p, s, &serial, bytes, sha],
            )
            .await
            .map_err(retry("saving the new version"))?;
            tx.execute(
                "UPDATE strata_stacks SET current = $3 WHERE project = $1 AND stack = $2",
                &[p, s, &serial],
            )
            .await
            .map_err(retry("saving the new version"))?;
            tx.execute(
                "DELETE FROM strata_journal WHERE project = $1 AND stack = $2",
                &[p, s],
            )
            .await
            .map_err(retry("retiring the journal"))?;
            tx.commit().await.map_err(retry("saving"))
        })
        .await?;
        self.written
            .fetch_add(bytes.len() as u64, Ordering::Relaxed);
        Ok(())
    }

    async fn record_late(&self, stack: &str, late: &Checkpoint) -> Result<String, StateError> {
        pg_point("record late")?;
        let (p, s) = self.key(stack)?;
        format::check_sealed(late).map_err(StateError::Secrets)?;
        let (bytes, _) = format::encode_version(late);
        let name = crate::late_name();
        let c = self.client();
        let c = c.lock().await?;
        c.execute(
            "INSERT INTO strata_late (project, stack, name, body) VALUES ($1, $2, $3, $4)",
            &[&p, &s, &name, &bytes],
        )
        .await
        .map_err(self.failed("recording late outcomes"))?;
        self.written
            .fetch_add(bytes.len() as u64, Ordering::Relaxed);
        Ok(format!("{}#strata_late/{p}/{s}/{name}", self.client.shown))
    }

    async fn late_outcomes(&self, stack: &str) -> Result<Vec<(String, Checkpoint)>, StateError> {
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        let rows = c
            .query(
                "SELECT name, body FROM strata_late WHERE project = $1 AND stack = $2 ORDER BY name",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading late outcomes"))?;
        rows.into_iter()
            .map(|r| {
                let (name, body): (String, Vec<u8>) = (r.get(0), r.get(1));
                let cp = format::decode_version(&body, None)
                    .map_err(|e| self.corrupt(&s, &format!("late/{name}"), e))?;
                Ok((name, cp))
            })
            .collect()
    }

    async fn retire_late(
        &self,
        stack: &str,
        names: &[String],
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        pg_point("retire late")?;
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let mut c = c.lock().await?;
        let tx = c
            .transaction()
            .await
            .map_err(self.failed("retiring late outcomes"))?;
        let held = tx
            .query_opt(FENCE, &[&p, &s, &lock.token()])
            .await
            .map_err(self.failed("checking the lock"))?;
        if held.is_none() {
            return Err(StateError::LockLost(s));
        }
        tx.execute(
            "DELETE FROM strata_late WHERE project = $1 AND stack = $2 AND name = ANY($3)",
            &[&p, &s, &names],
        )
        .await
        .map_err(self.failed("retiring late outcomes"))?;
        tx.commit()
            .await
            .map_err(self.failed("retiring late outcomes"))
    }

    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError> {
        let (p, s) = self.key(stack)?;
        self.check_exists(stack).await?;
        let c = self.client();
        let c = c.lock().await?;
        let rows = c
            .query(
                "SELECT serial FROM strata_versions WHERE project = $1 AND stack = $2 ORDER BY serial",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("listing versions"))?;
        Ok(rows.iter().map(|r| r.get::<_, i64>(0) as u64).collect())
    }

    async fn load_version(&self, stack: &str, serial: u64) -> Result<Checkpoint, StateError> {
        let (p, s) = self.key(stack)?;
        self.check_exists(stack).await?;
        let c = self.client();
        let c = c.lock().await?;
        let row = c
            .query_opt(
                "SELECT body, sha256 FROM strata_versions WHERE project = $1 AND stack = $2 AND serial = $3",
                &[&p, &s, &(serial as i64)],
            )
            .await
            .map_err(self.failed("reading a version"))?
            .ok_or_else(|| {
                StateError::Setting(format!(
                    "stack `{stack}` has no version {serial} (`strata stack history` lists them)"
                ))
            })?;
        let (body, sha): (Vec<u8>, String) = (row.get(0), row.get(1));
        format::decode_version(&body, Some(&sha))
            .map_err(|e| self.corrupt(stack, &format!("version {serial}"), e))
    }

    async fn set_dependent(
        &self,
        stack: &str,
        downstream: &str,
        record: Option<&crate::Dependent>,
    ) -> Result<(), StateError> {
        pg_point("set dependent")?;
        crate::dependent_key(downstream)?;
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        let record = record.map(|r| serde_json::to_string(r).expect("a record serializes"));
        match &record {
            // Only for an upstream that exists: there is nothing to index otherwise.
            Some(r) => {
                c.execute(
                    "INSERT INTO strata_dependents (project, stack, downstream, record) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM strata_stacks WHERE project = $1 AND stack = $2) ON CONFLICT (project, stack, downstream) DO UPDATE SET record = EXCLUDED.record",
                    &[&p, &s, &downstream, r],
                )
                .await
            }
            None => {
                c.execute(
                    "DELETE FROM strata_dependents WHERE project = $1 AND stack = $2 AND downstream = $3",
                    &[&p, &s, &downstream],
                )
                .await
            }
        }
        .map_err(self.failed("updating the index of dependents"))?;
        Ok(())
    }

    async fn dependents(&self, stack: &str) -> Result<Vec<crate::Dependent>, StateError> {
        self.check_exists(stack).await?;
        let (p, s) = self.key(stack)?;
        let c = self.client();
        let c = c.lock().await?;
        let rows = c
            .query(
                "SELECT downstream, record FROM strata_dependents WHERE project = $1 AND stack = $2 ORDER BY downstream",
                &[&p, &s],
            )
            .await
            .map_err(self.failed("reading the index of dependents"))?;
        rows.iter()
            .map(|r| {
                let (down, record): (String, String) = (r.get(0), r.get(1));
                serde_json::from_str(&record).map_err(|e| StateError::Corrupt {
                    path: format!("{}#strata_dependents/{p}/{s}/{down}", self.client.shown).into(),
                    message: e.to_string(),
                })
            })
            .collect()
    }
}

struct PostgresLock {
    /// The holder this lock was taken over from.
    previous: Option<LockInfo>,
    client: Arc<Connection>,
    requests: Arc<AtomicU64>,
    key: (String, String),
    info: LockInfo,
    lease: Duration,
    valid_until: Mutex<OffsetDateTime>,
}

#[async_trait]
impl StackLock for PostgresLock {
    async fn renew(&self) -> Result<(), StateError> {
        let (p, s) = &self.key;
        let until = OffsetDateTime::now_utc() + self.lease;
        // The same statement again on a new connection does no harm: it sets the same lease.
        let renewed = retried(|_| async move {
            self.requests.fetch_add(1, Ordering::Relaxed);
            let c = self.client.lock().await.map_err(Retry::Lost)?;
            c.execute(
                "UPDATE strata_locks SET expires_at = now() + make_interval(secs => $4) \
                 WHERE project = $1 AND stack = $2 AND token = $3",
                &[p, s, &self.info.token, &self.lease.as_secs_f64()],
            )
            .await
            .map_err(|e| Retry::of(e, &self.client.shown, "renewing the lock"))
        })
        .await?;
        if renewed == 0 {
            return Err(StateError::LockLost(s.clone()));
        }
        *self.valid_until.lock().unwrap_or_else(|p| p.into_inner()) = until;
        Ok(())
    }

    async fn release(&self) -> Result<(), StateError> {
        pg_point("release")?;
        let (p, s) = &self.key;
        self.requests.fetch_add(1, Ordering::Relaxed);
        let c = self.client.lock().await?;
        let gone = match self.info.released() {
            // Left with its lease over, to hand its fence on.
            Some(left) => c
                .execute(
                    "UPDATE strata_locks SET token = $4, info = $5, expires_at = now() - interval '1 second' \
                     WHERE project = $1 AND stack = $2 AND token = $3",
                    &[
                        p,
                        s,
                        &self.info.token,
                        &left.token,
                        &serde_json::to_string(&left).expect("lock info serializes"),
                    ],
                )
                .await,
            None => c
                .execute(
                    "DELETE FROM strata_locks WHERE project = $1 AND stack = $2 AND token = $3",
                    &[p, s, &self.info.token],
                )
                .await,
        }
        .map_err(failed(&self.client.shown, "releasing the lock"))?;
        if gone == 0 {
            return Err(StateError::LockLost(s.clone()));
        }
        Ok(())
    }

    fn token(&self) -> &str {
        &self.info.token
    }

    fn valid_until(&self) -> OffsetDateTime {
        *self.valid_until.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn taken_over(&self) -> Option<&LockInfo> {
        self.previous.as_ref()
    }
}

struct PostgresJournal {
    client: Arc<Connection>,
    requests: Arc<AtomicU64>,
    key: (String, String),
    base: i64,
    lock: Arc<dyn StackLock>,
    written: Arc<AtomicU64>,
    /// Batches appended so far: each one's key.
    batches: AtomicU64,
}

#[async_trait]
impl Journal for PostgresJournal {
    /// One batch, one row, one statement: written only while the lock row holds our token.
    /// A batch whose connection was lost is sent again on a new one, under the same key: the
    /// first try may have been committed before the answer was lost, and the key makes the
    /// second a no-op then (the key holds the lock's token, so it is never another writer's).
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        pg_point("append").map_err(|e| JournalError(e.to_string()))?;
        let mut batch = Vec::with_capacity(entries.len() * 256);
        format::encode_batch(entries, &mut batch);
        let (p, s) = &self.key;
        let key = format!(
            "{}:{}:{}",
            self.lock.token(),
            self.base,
            self.batches.fetch_add(1, Ordering::Relaxed)
        );
        let (batch, key) = (&batch, &key);
        let wrote = retried(|again| async move {
            self.requests.fetch_add(1, Ordering::Relaxed);
            let c = self.client.lock().await.map_err(Retry::Lost)?;
            let what = "appending to the journal";
            let wrote = c
                .execute(
                    "WITH held AS (SELECT 1 FROM strata_locks \
                       WHERE project = $1 AND stack = $2 AND token = $3 FOR SHARE) \
                     INSERT INTO strata_journal (project, stack, base, batch, batch_key) \
                     SELECT $1, $2, $4, $5, $6 FROM held \
                     ON CONFLICT (project, stack, batch_key) DO NOTHING",
                    &[p, s, &self.lock.token(), &self.base, batch, key],
                )
                .await
                .map_err(|e| Retry::of(e, &self.client.shown, what))?;
            if wrote == 0 && again {
                // Written by the try whose answer was lost?
                let ours = c
                    .query_opt(
                        "SELECT 1 FROM strata_journal \
                         WHERE project = $1 AND stack = $2 AND batch_key = $3",
                        &[p, s, key],
                    )
                    .await
                    .map_err(|e| Retry::of(e, &self.client.shown, what))?;
                return Ok(u64::from(ours.is_some()));
            }
            Ok(wrote)
        })
        .await
        .map_err(|e| JournalError(e.to_string()))?;
        if wrote == 0 {
            return Err(JournalError(StateError::LockLost(s.clone()).to_string()));
        }
        self.written
            .fetch_add(batch.len() as u64, Ordering::Relaxed);
        Ok(())
    }
}

/// How a statement failed: on a lost connection (try again on a new one), or otherwise.
enum Retry {
    Lost(StateError),
    No(StateError),
}

impl Retry {
    fn of(e: tokio_postgres::Error, shown: &str, what: &str) -> Retry {
        let lost = connection_lost(&e);
        let e = failed(shown, what)(e);
        if lost { Retry::Lost(e) } else { Retry::No(e) }
    }
}

/// Tries of a statement that may be sent again, on a new connection each time the last one
/// was lost (or a new one could not be made), for as long as the retry window
/// (`STRATA_RETRY_WINDOW`) lasts, pausing 0.1 s, then twice as long each time up to 2 s: a
/// server restarting takes a few seconds. `attempt` is told whether an earlier try was lost.
async fn retried<T, F, Fut>(attempt: F) -> Result<T, StateError>
where
    F: Fn(bool) -> Fut,
    Fut: std::future::Future<Output = Result<T, Retry>>,
{
    let deadline = std::time::Instant::now() + crate::retry_window()?;
    let mut pause = Duration::from_millis(100);
    let mut again = false;
    loop {
        match attempt(again).await {
            Ok(v) => return Ok(v),
            Err(Retry::Lost(e)) if std::time::Instant::now() + pause >= deadline => {
                return Err(e);
            }
            Err(Retry::Lost(_)) => {
                again = true;
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(2));
            }
            Err(Retry::No(e)) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio_postgres::config::SslMode;

    fn mode(url: &str) -> SslMode {
        PostgresBackend::new(url, "p")
            .unwrap()
            .client
            .config
            .get_ssl_mode()
    }

    #[test]
    fn a_password_goes_to_another_host_only_over_tls_unless_the_url_says_otherwise() {
        assert_eq!(mode("postgres://u:pw@db.example.com/x"), SslMode::Require);
        assert_eq!(mode("postgres://u:pw@10.0.0.5:5432/x"), SslMode::Require);
        assert_eq!(
            mode("postgres://u:pw@db.example.com/x?sslmode=disable"),
            SslMode::Disable
        );
        // This machine: as the driver defaults (prefer).
        assert_eq!(mode("postgres://u:pw@127.0.0.1:5432/x"), SslMode::Prefer);
        assert_eq!(mode("postgres://u:pw@localhost/x"), SslMode::Prefer);
        assert_eq!(mode("postgres://u:pw@[::1]:5432/x"), SslMode::Prefer);
    }
}
