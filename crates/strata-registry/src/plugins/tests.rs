//! The plugin cache on disk: copies put in position whole, read again when replaced, and
//! what is taken out left for its readers.

use super::lookup::read_entry;
use super::*;
use std::sync::Arc;

/// A plugin cache root in a temporary directory of this user's (`<tmp>/plugins`).
fn root() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("plugins");
    assert!(strata_host::private_dir(&root));
    (tmp, root)
}

fn files_of(wasm: &[u8], origin: &str) -> (String, Vec<u8>, Vec<u8>) {
    let sha = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(wasm));
    (
        format!("{sha}.wasm"),
        wasm.to_vec(),
        origin.as_bytes().to_vec(),
    )
}

fn put(root: &Path, wasm: &[u8], origin: &str) -> cache::DirId {
    let (name, wasm, origin) = files_of(wasm, origin);
    let dir = root.join("p/1.0.0");
    cache::put(
        root,
        &dir,
        "p@1.0.0",
        &[(name.as_str(), &wasm), (ORIGIN_FILE, &origin)],
    )
    .unwrap()
}

/// The names in a directory, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut n: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    n.sort();
    n
}

#[test]
fn the_same_files_keep_the_copy_in_position_and_others_swap_it_out_whole() {
    let (_tmp, root) = root();
    let dir = root.join("p/1.0.0");
    let first = put(&root, b"one", "a local file");
    let (one, ..) = files_of(b"one", "");
    assert_eq!(names(&dir), [one.clone(), ORIGIN_FILE.into()]);
    // The same files: the very directory there is kept.
    assert_eq!(put(&root, b"one", "a local file"), first);
    // Other files: another directory in position, the old one whole in the staging
    // directory (a reader that had it keeps reading it), nothing half written anywhere.
    let second = put(&root, b"two", "a local file");
    assert_ne!(second, first);
    let (two, ..) = files_of(b"two", "");
    assert_eq!(names(&dir), [two, ORIGIN_FILE.into()]);
    let staging = cache::staging_dir(&root).unwrap();
    let left = names(&staging);
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].starts_with("old-"), "{left:?}");
    assert_eq!(
        names(&staging.join(&left[0])),
        [one, ORIGIN_FILE.to_string()]
    );
    // Another origin is other contents too.
    assert_ne!(put(&root, b"two", "https://example.com"), second);
}

#[test]
fn an_entry_read_after_its_directory_was_replaced_is_read_again() {
    let (_tmp, root) = root();
    let dir = root.join("p/1.0.0");
    put(&root, b"one", "a local file");
    let listed = version_entries("p", "1.0.0", &dir);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].origin.as_deref(), Some("a local file"));
    put(&root, b"two", "a local file");
    // The listing is of the directory taken out: no read mixes the two.
    assert!(read_entry(&listed[0]).unwrap().is_none());
    assert!(record_of(&listed[0]).is_err());
    let again = version_entries("p", "1.0.0", &dir);
    let (wasm, record) = read_entry(&again[0]).unwrap().unwrap();
    assert_eq!(wasm.bytes(), b"two");
    assert!(record.is_none());
}

/// Threads of one process (names unique per process and call, not only per process), half
/// putting one set of files and half another: every put succeeds, and what is in position
/// is one of the two, whole.
#[test]
fn puts_at_once_all_succeed_and_leave_one_whole_copy() {
    let (_tmp, root) = root();
    let root = Arc::new(root);
    let racers: Vec<_> = (0..16)
        .map(|i| {
            let root = Arc::clone(&root);
            std::thread::spawn(move || {
                let wasm: &[u8] = if i % 2 == 0 { b"even" } else { b"odd" };
                put(&root, wasm, "a local file")
            })
        })
        .collect();
    for r in racers {
        r.join().unwrap();
    }
    let dir = root.join("p/1.0.0");
    let there = names(&dir);
    let (even, ..) = files_of(b"even", "");
    let (odd, ..) = files_of(b"odd", "");
    assert!(
        there == [even.clone(), ORIGIN_FILE.into()] || there == [odd, ORIGIN_FILE.into()],
        "{there:?}"
    );
    let wasm = std::fs::read(dir.join(&there[0])).unwrap();
    assert_eq!(files_of(&wasm, "").0, there[0], "a torn component");
    // Nothing being written is left behind.
    let staging = cache::staging_dir(&root).unwrap();
    assert!(
        names(&staging).iter().all(|n| n.starts_with("old-")),
        "{:?}",
        names(&staging)
    );
}

#[test]
fn what_a_dead_process_left_is_removed_only_when_stale() {
    let (_tmp, root) = root();
    let staging = cache::staging_dir(&root).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    // Killed two hours ago while writing, or taken out then; killed a minute ago; and a
    // name of no one's making.
    for name in [
        format!("new-{}-7-0", now - 7200),
        format!("old-{}-7-1", now - 7200),
        format!("new-{}-8-0", now - 60),
        "mine".to_string(),
    ] {
        std::fs::create_dir(staging.join(&name)).unwrap();
        std::fs::write(staging.join(&name).join("x.wasm"), b"half").unwrap();
    }
    put(&root, b"one", "a local file");
    assert_eq!(
        names(&staging),
        ["mine".to_string(), format!("new-{}-8-0", now - 60)]
    );
    // A name's directory holding a leftover of an older strata (`.<sha>.tmp`) lists nothing
    // of it.
    std::fs::write(root.join("p/1.0.0/.abc.tmp"), b"half").unwrap();
    assert_eq!(
        version_entries("p", "1.0.0", &root.join("p/1.0.0")).len(),
        1
    );
}

#[test]
fn a_version_taken_out_is_left_whole_in_the_staging_directory() {
    let (_tmp, root) = root();
    let dir = root.join("p/1.0.0");
    put(&root, b"one", "a local file");
    assert!(cache::take_out(&root, &dir, "p@1.0.0").unwrap());
    assert!(!dir.exists());
    assert!(!cache::take_out(&root, &dir, "p@1.0.0").unwrap());
    let staging = cache::staging_dir(&root).unwrap();
    let left = names(&staging);
    assert_eq!(left.len(), 1);
    assert_eq!(names(&staging.join(&left[0])).len(), 2);
    // The place is free for the next install.
    put(&root, b"one", "a local file");
    assert!(dir.exists());
}
