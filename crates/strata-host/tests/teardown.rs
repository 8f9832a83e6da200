//! A runtime owns what it starts: dropping it (with the providers and programs made on it)
//! stops its epoch ticker, so one process can run many operations or run forever. In a file of
//! its own, so that no other test's runtime is counted.

use std::path::Path;
use std::time::{Duration, Instant};
use strata_host::{ProviderSetup, Runtime, RuntimeOptions, WasmProvider};

/// The threads of this process named `name`.
fn threads(name: &str) -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .flatten()
        .filter(|t| std::fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.trim() == name))
        .count()
}

#[tokio::test]
async fn dropping_a_runtime_and_what_was_made_on_it_stops_its_ticker() {
    let before = threads("strata-epoch");
    for _ in 0..3 {
        let rt = Runtime::new(RuntimeOptions {
            cache_dir: None,
            max_instances: 8,
        })
        .unwrap();
        let provider = WasmProvider::load(
            &rt,
            Path::new(test_artifacts::RANDOM),
            ProviderSetup::new("random"),
        )
        .unwrap();
        provider.prewarm(2).await.unwrap();
        assert_eq!(threads("strata-epoch"), before + 1);
        drop(provider);
        drop(rt);
        let deadline = Instant::now() + Duration::from_secs(5);
        while threads("strata-epoch") > before {
            assert!(Instant::now() < deadline, "the ticker outlived its runtime");
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}
