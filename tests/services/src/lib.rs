//! The real services tests run against, each started once per test process (on a free port)
//! and stopped when the process ends, however it ends (a watcher process waits for it):
//! moto server, a local AWS endpoint (with AWS Cloud Control in front of it: `cloudcontrol.py`), a throwaway PostgreSQL cluster, and ChromeDriver driving a
//! headless Chromium (Debian's `chromium` and `chromium-driver`), and a CNCF distribution registry
//! (Debian's `docker-registry`). Tests that share one
//! isolate themselves by names of their own, never by resetting it.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A free TCP port on 127.0.0.1 (free when asked: the service binds it soon after).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// Wait until something listens on 127.0.0.1:`port` (`what` started), `secs` at most.
fn wait_for_port(port: u16, what: &str, secs: u64) {
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(secs),
            "{what} did not start on port {port}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The moto server of this test process: its URL and the virtualenv it runs from.
pub struct Moto {
    pub url: String,
    pub venv: PathBuf,
}

/// Seconds after which moto issues a certificate requested with DNS validation.
pub const ACM_VALIDATION_WAIT: u64 = 20;

pub fn moto() -> &'static Moto {
    static MOTO: OnceLock<Moto> = OnceLock::new();
    MOTO.get_or_init(|| {
        let venv = venv_tool(
            "STRATA_MOTO_VENV",
            "moto",
            "moto_server",
            "moto[server]==5.*",
        )
        .parent()
        .and_then(|b| b.parent())
        .expect("a virtualenv's bin/moto_server")
        .to_path_buf();
        // moto's own server with AWS Cloud Control in front (`cloudcontrol.py`): moto does
        // not serve it.
        let python = venv.join("bin/python");
        let port = free_port();
        when_this_process_ends(
            &format!(
                // A certificate requested by DNS is issued this long after (moto's default is
                // 60 s): long enough that one validated at once is still pending.
                "MOTO_ACM_VALIDATION_WAIT={ACM_VALIDATION_WAIT} {p} {s} -H 127.0.0.1 -p {port} >/dev/null 2>&1 & m=$!",
                p = python.display(),
                s = concat!(env!("CARGO_MANIFEST_DIR"), "/cloudcontrol.py"),
            ),
            "kill $m",
        );
        wait_for_port(port, "moto server", 60);
        Moto {
            url: format!("http://127.0.0.1:{port}"),
            venv,
        }
    })
}

impl Moto {
    /// Start `code` as [`Moto::boto`] does, without waiting for it.
    pub fn boto_spawn(&self, code: &str) -> std::process::Child {
        Command::new(self.venv.join("bin/python"))
            .arg("-c")
            .arg(format!(
                "import boto3, json\nkw = dict(endpoint_url='{}', region_name='us-east-1', aws_access_key_id='testing', aws_secret_access_key='testing')\ns3 = boto3.client('s3', **kw)\ncf = boto3.client('cloudfront', **kw)\n{code}\n",
                self.url
            ))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }

    /// Run `code` with boto3 clients of this server (`s3`, `sqs`, `sns`, `ddb`, `iam`, `ec2`, `cf`,
    /// `cfn`); its stdout.
    pub fn boto(&self, code: &str) -> String {
        let script = format!(
            "import boto3, json\nkw = dict(endpoint_url='{}', region_name='us-east-1', aws_access_key_id='testing', aws_secret_access_key='testing')\ns3 = boto3.client('s3', **kw)\nsqs = boto3.client('sqs', **kw)\nsns = boto3.client('sns', **kw)\nddb = boto3.client('dynamodb', **kw)\niam = boto3.client('iam', **kw)\nec2 = boto3.client('ec2', **kw)\ncf = boto3.client('cloudfront', **kw)\ncfn = boto3.client('cloudformation', **kw)\n{code}\n",
            self.url
        );
        let out = Command::new(self.venv.join("bin/python"))
            .arg("-c")
            .arg(script)
            .output()
            .unwrap();
        assert!(out.status.success(), "boto3: {}", text(&out.stderr));
        text(&out.stdout).trim().to_string()
    }
}

impl Moto {
    /// Ask the Cloud Control in front of moto (`cloudcontrol.py`) for `what` under
    /// `/_cloudcontrol/` with `method`: `POST hold?match=TEXT` keeps every request whose desired
    /// state holds TEXT in progress until `POST release?match=TEXT`; `GET requests` lists the
    /// requests received (JSON: their progress events, each with its desired state as `text`).
    pub fn cloud_control(&self, method: &str, what: &str) -> String {
        self.boto(&format!(
            "import urllib.request\nprint(urllib.request.urlopen(urllib.request.Request('{}/_cloudcontrol/{what}', method='{method}')).read().decode())",
            self.url
        ))
    }
}

/// The PostgreSQL cluster of this test process.
pub struct Postgres {
    pub url: String,
    /// With TLS: the certificate of the CA that signed the server's (a PEM file).
    pub ca: Option<PathBuf>,
    /// The shell commands that start and stop it.
    start: String,
    stop: String,
}

impl Postgres {
    /// Stop the server as a restart does (`pg_ctl stop -m fast`: every session ended with
    /// "terminating connection due to administrator command"), keep it down while `down` runs,
    /// then start it again; returns once it is back.
    pub fn restart_around(&self, down: impl FnOnce()) {
        assert!(
            sh(&self.stop.replace("-m immediate", "-m fast")),
            "stopping PostgreSQL"
        );
        down();
        assert!(sh(&self.start), "starting PostgreSQL again");
    }

    /// Run `sql` on the cluster with `psql`, as its administrator; returns what it printed
    /// (unaligned, tuples only).
    pub fn sql(&self, sql: &str) -> String {
        let out = std::process::Command::new(pg_bin().join("psql"))
            .args([self.url.as_str(), "-XAtqc", sql])
            .output()
            .expect("running psql");
        assert!(
            out.status.success(),
            "psql {sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

/// The directory of PostgreSQL's programs (Debian's layout), if it is installed.
fn pg_bin() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").exists())
        .collect();
    found.sort();
    found.pop().expect(
        "PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb): `apt-get install postgresql` (.ci/run does)",
    )
}

/// A PostgreSQL cluster of this test process, without TLS.
pub fn postgres() -> &'static Postgres {
    static PG: OnceLock<Postgres> = OnceLock::new();
    PG.get_or_init(|| cluster("plain", false))
}

/// A cluster of its own for the test that asks (one it may stop and start: `restart`), stopped
/// when this process ends.
pub fn postgres_of_its_own(name: &str) -> Postgres {
    cluster(name, false)
}

/// Another, that takes TLS connections only, with a certificate for 127.0.0.1 signed by a CA of
/// its own (`ca`).
pub fn postgres_tls() -> &'static Postgres {
    static PG: OnceLock<Postgres> = OnceLock::new();
    PG.get_or_init(|| cluster("tls", true))
}

/// Run `start` in a shell that, once this process has ended (however it ended), runs `stop`:
/// the service is stopped by a watcher that is never waited for.
fn when_this_process_ends(start: &str, stop: &str) {
    let me = std::process::id();
    let start = if start.is_empty() {
        String::new()
    } else {
        format!("{start}; ")
    };
    #[expect(
        clippy::zombie_processes,
        reason = "the watcher outlives every test; it exits with this process"
    )]
    let _watcher = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{start}while kill -0 {me} 2>/dev/null; do sleep 0.5; done; {stop}"
        ))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
}

fn sh(cmd: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .status()
        .is_ok_and(|s| s.success())
}

fn cluster(name: &str, tls: bool) -> Postgres {
    let bin = pg_bin();
    let dir = std::env::temp_dir().join(format!("strata-pg-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // initdb refuses to run as root: as root, the cluster belongs to `postgres`.
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| text(&o.stdout).trim() == "0");
    let as_owner = |cmd: String| {
        if root {
            format!(
                "chown -R postgres {d} && runuser -u postgres -- {cmd}",
                d = dir.display()
            )
        } else {
            cmd
        }
    };
    let port = free_port();
    let data = dir.join("data");
    assert!(
        sh(&as_owner(format!(
            "{b}/initdb -D {d} -A trust -U postgres >/dev/null",
            b = bin.display(),
            d = data.display()
        ))),
        "initdb into {} failed",
        data.display()
    );
    let mut options = format!(
        "-p {port} -c listen_addresses=127.0.0.1 -k {} -c fsync=off",
        data.display()
    );
    let mut ca = None;
    if tls {
        // A CA of its own, and the server's certificate for 127.0.0.1 signed by it.
        let ok = sh(&format!(
            "cd {d} && openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 -subj /CN=strata-test-ca 2>/dev/null \
             && openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj /CN=localhost 2>/dev/null \
             && printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\\nbasicConstraints=CA:FALSE\\nextendedKeyUsage=serverAuth\\n' > ext \
             && openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out server.crt -days 2 -extfile ext 2>/dev/null \
             && chmod 600 server.key",
            d = dir.display()
        ));
        assert!(
            ok,
            "making the test certificates in {} failed",
            dir.display()
        );
        // Only TLS connections, from anywhere.
        std::fs::write(
            data.join("pg_hba.conf"),
            "local all all trust\nhostssl all all 127.0.0.1/32 trust\nhostnossl all all 127.0.0.1/32 reject\n",
        )
        .unwrap();
        options.push_str(&format!(
            " -c ssl=on -c ssl_cert_file={d}/server.crt -c ssl_key_file={d}/server.key",
            d = dir.display()
        ));
        ca = Some(dir.join("ca.crt"));
    }
    let start = as_owner(format!(
        "{b}/pg_ctl -D {d} -l {d}/log -o \"{options}\" -w start >/dev/null",
        b = bin.display(),
        d = data.display()
    ));
    let stop = as_owner(format!(
        "{b}/pg_ctl -D {d} -m immediate stop",
        b = bin.display(),
        d = data.display()
    ));
    assert!(
        sh(&start),
        "PostgreSQL did not start on port {port} (see {}/log)",
        data.display()
    );
    when_this_process_ends(
        "",
        &format!("{stop} >/dev/null 2>&1; rm -rf {}", dir.display()),
    );
    Postgres {
        url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
        ca,
        start: format!("{start} >/dev/null 2>&1"),
        stop: format!("{stop} >/dev/null 2>&1"),
    }
}

/// ChromeDriver of this test process: the WebDriver URL to drive a headless Chromium through
/// (see [`chrome_capabilities`]).
pub fn chromedriver() -> &'static str {
    static DRIVER: OnceLock<String> = OnceLock::new();
    DRIVER.get_or_init(|| {
        let driver = ["chromedriver", "/usr/bin/chromedriver"]
            .into_iter()
            .find(|d| sh(&format!("command -v {d} >/dev/null")))
            .expect("chromedriver is not installed: `apt-get install chromium chromium-driver` (./run test does)");
        let port = free_port();
        when_this_process_ends(
            &format!("{driver} --port={port} >/dev/null 2>&1 & c=$!"),
            // Its browsers go with it.
            "pkill -P $c; kill $c",
        );
        wait_for_port(port, "chromedriver", 30);
        format!("http://127.0.0.1:{port}")
    })
}

/// The capabilities of a headless Chromium of `width`×`height` for [`chromedriver`] (as JSON):
/// Debian's binary, no sandbox when run as root, a profile in `profile`.
pub fn chrome_capabilities(profile: &std::path::Path, width: u32, height: u32) -> String {
    let binary = [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/bin/google-chrome",
    ]
    .into_iter()
    .find(|b| std::path::Path::new(b).exists())
    .unwrap_or("/usr/bin/chromium");
    format!(
        r#"{{"browserName": "chrome", "goog:chromeOptions": {{"binary": "{binary}", "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--window-size={width},{height}", "--user-data-dir={}"]}}}}"#,
        profile.display()
    )
}

/// cfn-lint, CloudFormation's linter, from its own virtualenv.
pub fn cfn_lint() -> PathBuf {
    static LINT: OnceLock<PathBuf> = OnceLock::new();
    LINT.get_or_init(|| {
        venv_tool(
            "STRATA_CFN_LINT_VENV",
            "cfn-lint",
            "cfn-lint",
            // Pinned: the AWS provider's registry is generated from this version's schemas.
            "cfn-lint==1.58.0",
        )
    })
    .clone()
}

/// The executable `bin` of a Python tool in its virtualenv: `$ENV`, else
/// `~/.cache/strata/DIR` (where `./run test` installs it), installed there with pip from
/// `spec` if missing.
pub fn venv_tool(env: &str, dir: &str, bin: &str, spec: &str) -> PathBuf {
    let venv = std::env::var_os(env).map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(std::env::var_os("HOME").expect("HOME is set"))
            .join(".cache/strata")
            .join(dir)
    });
    let path = venv.join("bin").join(bin);
    if !path.exists() {
        let ok = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .status()
            .is_ok_and(|s| s.success())
            && Command::new(venv.join("bin/pip"))
                .args(["install", "--quiet", spec])
                .status()
                .is_ok_and(|s| s.success());
        assert!(ok, "installing {spec} into {} failed", venv.display());
    }
    path
}

/// A CNCF distribution registry (Debian's `docker-registry`) on 127.0.0.1: its address
/// (`127.0.0.1:PORT`) and the directory it stores in (which a test may tamper with).
pub struct Registry {
    pub addr: String,
    pub storage: PathBuf,
}

/// The registry of this test process (tests that share it publish under names of their own).
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| registry_of_its_own("shared", None))
}

/// A registry of the caller's own, named `name` (its storage is under the system's temporary
/// directory, removed when the process ends), asking for `login` (user, password) if given.
pub fn registry_of_its_own(name: &str, login: Option<(&str, &str)>) -> Registry {
    let bin = ["docker-registry", "/usr/bin/docker-registry"]
        .into_iter()
        .find(|d| sh(&format!("command -v {d} >/dev/null")))
        .expect(
            "docker-registry is not installed: `apt-get install docker-registry` (./run test does)",
        );
    let dir = std::env::temp_dir().join(format!("strata-registry-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let storage = dir.join("data");
    let port = free_port();
    let auth = match login {
        Some((user, password)) => {
            let hash = bcrypt::hash(password, 4).unwrap();
            std::fs::write(dir.join("htpasswd"), format!("{user}:{hash}\n")).unwrap();
            format!(
                "auth:\n  htpasswd:\n    realm: strata-tests\n    path: {}\n",
                dir.join("htpasswd").display()
            )
        }
        None => String::new(),
    };
    std::fs::write(
        dir.join("config.yml"),
        format!(
            "version: 0.1\nlog:\n  level: error\nstorage:\n  filesystem:\n    rootdirectory: {}\n  delete:\n    enabled: true\nhttp:\n  addr: 127.0.0.1:{port}\n{auth}",
            storage.display()
        ),
    )
    .unwrap();
    when_this_process_ends(
        &format!(
            "{bin} serve {} >{} 2>&1 & c=$!",
            dir.join("config.yml").display(),
            dir.join("log").display()
        ),
        &format!("kill $c; rm -rf {}", dir.display()),
    );
    wait_for_port(port, "docker-registry", 30);
    Registry {
        addr: format!("127.0.0.1:{port}"),
        storage,
    }
}
