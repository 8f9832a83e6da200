# Strata's tasks; `./run RECIPE` installs `just` and the wasm target first on a fresh machine.
# These recipes are what CI runs (.ci/run calls `./run test`).

set shell := ["bash", "-euo", "pipefail", "-c"]

# Guest components (providers, examples, test guests) build here, apart from the host's target.
guest_target := justfile_directory() / "target/wasm"

default: test

# Build every guest component for wasm32-wasip2.
guests:
    cargo build --release --target wasm32-wasip2 --manifest-path guests/Cargo.toml --target-dir {{guest_target}}

# Deploy examples/hello on the local default backend and print its outputs. It builds the
# `strata` binary (in the `demo` profile: see Cargo.toml) and, beside it, the example's program
# alone; its providers are the ones the binary ships. About six minutes on a fresh 2-core
# machine (docs/performance.md), seconds after that.
demo:
    #!/usr/bin/env bash
    set -euo pipefail
    cargo build --release --target wasm32-wasip2 --manifest-path guests/Cargo.toml --target-dir {{guest_target}} -p hello &
    program=$!
    cargo build --profile demo -p strata-cli
    wait $program
    strata="${CARGO_TARGET_DIR:-target}/demo/strata"
    # The binary (and the providers it ships) were just built from source: lock their bytes afresh.
    rm -f examples/hello/Strata.lock
    "$strata" --cwd examples/hello stack select dev 2>/dev/null || "$strata" --cwd examples/hello stack init dev
    # Its build command runs only once trusted (`strata trust`): this checkout's own.
    "$strata" --cwd examples/hello trust
    "$strata" --cwd examples/hello up --yes
    echo
    echo "Stack outputs:"
    "$strata" --cwd examples/hello stack output
    echo
    echo "examples/hello/out/greeting.txt says: $(cat examples/hello/out/greeting.txt)"

# The AWS provider (its own workspace: the AWS SDK takes minutes to build the first time).
aws:
    cargo build --release --target wasm32-wasip2 --manifest-path providers/aws/Cargo.toml --target-dir {{guest_target}}-aws

# The AWS provider against a real account (what moto cannot serve: Cloud Control), with the
# credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (AWS_REGION, default us-east-1).
acceptance:
    #!/usr/bin/env bash
    set -euo pipefail
    if [ -z "${AWS_ACCESS_KEY_ID:-}" ] || [ -z "${AWS_SECRET_ACCESS_KEY:-}" ]; then
        echo "acceptance: did not run: no AWS credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and AWS_REGION) for a real account"
        exit 0
    fi
    cargo test -p strata-cli --features acceptance --test e2e acceptance:: -- --test-threads 2

# Regenerate the AWS provider's registry of CloudFormation types from the pinned cfn-lint's
# registry schemas (`./run aws-registry` installs that cfn-lint first).
aws-registry:
    ~/.cache/strata/cfn-lint/bin/python providers/aws/registry/generate.py > providers/aws/registry/types.json

# A local AWS endpoint (moto server, with AWS Cloud Control in front: tests/services/cloudcontrol.py)
# on 127.0.0.1:5000, in the foreground; Ctrl-C stops it.
moto: moto-install
    ~/.cache/strata/moto/bin/python tests/services/cloudcontrol.py -H 127.0.0.1 -p 5000

# moto server in a cached virtualenv.
moto-install:
    test -x ~/.cache/strata/moto/bin/moto_server || (python3 -m venv ~/.cache/strata/moto && ~/.cache/strata/moto/bin/pip install --quiet 'moto[server]==5.*')

# Point examples/DIR's stack `dev` at a local AWS endpoint: moto server on 127.0.0.1:5000,
# started in the background unless one answers there.
aws-example DIR: guests aws moto-install
    cargo build -p strata-cli
    (exec 3<>/dev/tcp/127.0.0.1/5000) 2>/dev/null || (nohup ~/.cache/strata/moto/bin/python tests/services/cloudcontrol.py -H 127.0.0.1 -p 5000 >/tmp/strata-moto.log 2>&1 & for i in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/5000) 2>/dev/null && break; sleep 0.1; done)
    rm -f examples/{{DIR}}/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/{{DIR}} stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/{{DIR}} stack init dev
    cargo run -q -p strata-cli -- --cwd examples/{{DIR}} trust
    cargo run -q -p strata-cli -- --cwd examples/{{DIR}} config set aws:endpoint http://127.0.0.1:5000
    cargo run -q -p strata-cli -- --cwd examples/{{DIR}} config set aws:accessKeyId testing
    cargo run -q -p strata-cli -- --cwd examples/{{DIR}} config set --secret aws:secretAccessKey testing

# Deploy a new build of examples/static-site to a local AWS endpoint (see aws-example); run it
# again for the next build.
demo-site: (aws-example "static-site")
    cargo run -q -p strata-cli -- --cwd examples/static-site config set build "b$(date +%Y%m%d%H%M%S)"
    cargo run -q -p strata-cli -- --cwd examples/static-site up --yes
    @echo
    cargo run -q -p strata-cli -- --cwd examples/static-site stack output

# Deploy examples/serverless (API Gateway -> Lambda -> DynamoDB, with a log group and an alarm)
# to a local AWS endpoint (see aws-example). moto stores the function but runs no code without
# Docker: `./run acceptance` invokes it on a real account.
demo-serverless: (aws-example "serverless")
    cargo run -q -p strata-cli -- --cwd examples/serverless up --yes
    @echo
    cargo run -q -p strata-cli -- --cwd examples/serverless stack output

# Deploy examples/layered (three stacks: network, data, app, linked by stack references) to a
# local AWS endpoint with its workspace file, each after what it reads.
demo-layered: guests aws moto-install
    cargo build -p strata-cli
    (exec 3<>/dev/tcp/127.0.0.1/5000) 2>/dev/null || (nohup ~/.cache/strata/moto/bin/python tests/services/cloudcontrol.py -H 127.0.0.1 -p 5000 >/tmp/strata-moto.log 2>&1 & for i in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/5000) 2>/dev/null && break; sleep 0.1; done)
    for layer in network data app; do \
        d=examples/layered/$layer; rm -f $d/Strata.lock; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d stack select dev 2>/dev/null || "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d stack init dev; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d trust; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d config set aws:endpoint http://127.0.0.1:5000; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d config set aws:accessKeyId testing; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d config set --secret aws:secretAccessKey testing; \
    done
    "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd examples/layered workspace up --yes
    @echo
    "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd examples/layered workspace ls
    "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd examples/layered/network stack deps

# examples/layered's three stacks as CloudFormation templates in target/cfn/ (nothing is
# deployed; no endpoint or credentials are needed). Deploy them in order: network, data, app.
cfn-layered: guests aws
    cargo build -p strata-cli
    mkdir -p target/cfn
    for layer in network data app; do \
        d=examples/layered/$layer; rm -f $d/Strata.lock; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d stack select dev 2>/dev/null || "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d stack init dev; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d trust; \
        "${CARGO_TARGET_DIR:-target}/debug/strata" --cwd $d compile --target cloudformation --out ../../../target/cfn/layered-$layer.yaml; \
    done

# The same example in JavaScript (examples/hello-js, on the SDK in guests/js): needs Node.js and the npm registry.
demo-js: guests
    cargo build -p strata-cli
    rm -f examples/hello-js/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/hello-js stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/hello-js stack init dev
    # Its build command runs only once trusted (`strata trust`): this checkout's own.
    cargo run -q -p strata-cli -- --cwd examples/hello-js trust
    cargo run -q -p strata-cli -- --cwd examples/hello-js up --yes

# The same example as a Strata.yaml (examples/hello-yaml): nothing to build.
demo-yaml:
    cargo build -p strata-cli
    rm -f examples/hello-yaml/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/hello-yaml stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/hello-yaml stack init dev
    # Its build command runs only once trusted (`strata trust`): this checkout's own.
    cargo run -q -p strata-cli -- --cwd examples/hello-yaml trust
    cargo run -q -p strata-cli -- --cwd examples/hello-yaml up --yes

# The same example in TypeScript (examples/hello-ts): needs Node.js and the npm registry.
demo-ts: guests
    cargo build -p strata-cli
    rm -f examples/hello-ts/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/hello-ts stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/hello-ts stack init dev
    # Its build command runs only once trusted (`strata trust`): this checkout's own.
    cargo run -q -p strata-cli -- --cwd examples/hello-ts trust
    cargo run -q -p strata-cli -- --cwd examples/hello-ts up --yes

# The same example in Python (examples/hello-py): needs python3 and the PyPI registry.
demo-py: guests
    cargo build -p strata-cli
    rm -f examples/hello-py/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/hello-py stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/hello-py stack init dev
    # Its build command runs only once trusted (`strata trust`): this checkout's own.
    cargo run -q -p strata-cli -- --cwd examples/hello-py trust
    cargo run -q -p strata-cli -- --cwd examples/hello-py up --yes

# The example policy pack in each language: examples/policies/{rust,typescript,python}/pack.wasm
# (the bench's `policy-10k` measures each one built). Needs Node.js and npm, and python3.
policies: guests
    cp {{guest_target}}/wasm32-wasip2/release/acme_policies.wasm examples/policies/rust/pack.wasm
    cd examples/policies/typescript && npm install --silent --no-audit --no-fund --install-links && npm run --silent build
    [ -x ~/.cache/strata/componentize-py/bin/componentize-py ] || { python3 -m venv ~/.cache/strata/componentize-py && ~/.cache/strata/componentize-py/bin/pip install --quiet componentize-py==0.25.1; }
    cd examples/policies/python && ~/.cache/strata/componentize-py/bin/python ../../../guests/python-policy/strata_policy_build.py pack.py pack.wasm

# Preview examples/hello with the example policy pack (Rust): what it says of a stack.
demo-policies: policies
    cargo build -p strata-cli
    rm -f examples/hello/Strata.lock
    cargo run -q -p strata-cli -- --cwd examples/hello stack select dev 2>/dev/null || cargo run -q -p strata-cli -- --cwd examples/hello stack init dev
    cargo run -q -p strata-cli -- --cwd examples/hello trust
    cargo run -q -p strata-cli -- --cwd examples/hello preview --policy-pack ../policies/rust/pack.wasm
    cargo run -q -p strata-cli -- policy test examples/policies/rust/pack.wasm --resource examples/policies/resources.json --stack prod || true

# Rebuild the console's page (console/dist, checked in and compiled into strata) from
# console/src with the pinned packages; a test checks that dist/ is what this makes.
console:
    cd console && npm ci --silent --no-audit --no-fund && npm run --silent build

# Rewrite what is generated from the wire types (crates/strata-wire): docs/events.schema.json,
# the automation packages' events.d.ts and events.py, and the console's wire.ts (then `just
# console` if the page's code changed); `cargo test -p strata-wire` fails while one differs.
wire:
    STRATA_BLESS=1 cargo test -p strata-wire

# Screenshots of each page of `strata console` on the layered example (on moto) into
# docs/console/, in a headless Chromium: the console's layered test, told where to put them.
console-shots: guests aws moto-install
    STRATA_CONSOLE_SHOTS="{{justfile_directory()}}/docs/console" cargo test -p strata-cli --test e2e -- --exact console::the_console_shows_the_layered_example_s_stacks_resources_graph_and_history --nocapture

# Every test: unit, engine (fakes), host (real components), end to end (the strata binary).
test:
    cargo test --workspace
    cd providers/aws && cargo test --release --target-dir {{guest_target}}-aws

# Formatting and clippy, host and guests, warnings as errors.
lint:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings
    cargo clippy -p strata-cli --all-targets --features acceptance -- -D warnings
    cd guests && cargo fmt --all -- --check
    cd guests && cargo clippy --release --target wasm32-wasip2 --target-dir {{guest_target}} -- -D warnings
    cd providers/aws && cargo fmt -- --check
    cd providers/aws && cargo clippy --release --target wasm32-wasip2 --target-dir {{guest_target}}-aws -- -D warnings

# Kill strata at random moments of up, replace and destroy against a non-idempotent provider,
# recover as the CLI says, and count orphans, duplicates and runs that do not converge.
# `--live`: leave the old holder alive instead (paused past a 2 s lease, or force-unlocked),
# and count double writers too. `--backend postgres|s3` for the remote backends.
chaos N="100" *ARGS: guests
    cargo build -p strata-cli -p strata-chaos
    "${CARGO_TARGET_DIR:-target}/debug/strata-chaos" {{N}} {{ARGS}}

# Every kill point of every command that writes more than one thing (up, destroy, refresh,
# import, state edits, stack rm/restore/import/move/change-secrets-provider, config set --secret,
# trust, stack init, workspace up), on the file, postgres and s3 backends: each command killed at
# the point, and refused the write there, in a fresh trial, recovered as its messages say, then
# audited (the stack opens with the user's key, no orphan, duplicate or ghost, a further `up`
# changes nothing). One line per failure; the last says how many points, runs and failures.
# ARGS: `--backend file` (one backend), `--sample N` (every Nth point, as CI), `--scenario TEXT`,
# `--mode kill|fail`, `--at K` and `--keep` (replay a point, keep its trial), `--list`, `-v`.
chaos-all *ARGS: guests
    cargo build -p strata-cli -p strata-chaos
    "${CARGO_TARGET_DIR:-target}/debug/strata-chaos" --points --all-backends {{ARGS}}

# The engine's deterministic simulation (crates/strata-engine/tests/simulate.rs) on N seeds from
# FROM, in release mode: random programs, edits, runs and faults against the invariants of
# docs/lifecycle.md. A failure prints its seed, its log and a shrunk case in the scenario format;
# `SIM_SEED=S cargo test -p strata-engine --test simulate` replays one. `cargo test` runs 3,000.
simulate N="20000" FROM="0":
    SIM_SEEDS={{FROM}}..$(({{FROM}} + {{N}})) cargo test --release -p strata-engine --test simulate simulation -- --nocapture

# Every fuzz target (a `fuzz_…` test next to each parser of untrusted bytes: state, journal and
# lock formats, project files, Strata.yaml, OCI manifests and signatures, provider schemas,
# policy answers, run records) on ITERS mutants each. A failure names its input and keeps it in
# $TMPDIR/strata-fuzz/; SEED makes other mutants. A plain `cargo test` runs each on 500.
fuzz ITERS="200000" SEED="0":
    STRATA_FUZZ_ITERS={{ITERS}} STRATA_FUZZ_SEED={{SEED}} cargo test -p strata-workspace -p strata-state -p strata-model -p strata-host -p strata-ops -p strata-registry --lib fuzz_ -- --test-threads 2 --nocapture

# Every benchmark scenario at a tiny size, once, on the debug build the tests use (CI runs it):
# a scenario that stops working fails here, the day it breaks. Its figures judge nothing.
bench-smoke: guests
    cargo build -p strata-cli -p strata-bench
    "${CARGO_TARGET_DIR:-target}/debug/strata-bench" --smoke

# The benchmark suite, in release mode: a table, and target/strata-bench/results.json.
# (`just policies` first for the TypeScript and Python packs' figures in `policy-10k`.)
bench: guests
    cargo build --release -p strata-cli -p strata-bench
    "${CARGO_TARGET_DIR:-target}/release/strata-bench"
