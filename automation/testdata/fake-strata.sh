#!/bin/sh
# A stand-in for the strata binary, for the automation packages' tests of what a real one does
# not do on demand (node/test_fake.mjs, python/test_fake.py). It answers as its environment says:
#
#   FAKE_ARGV=FILE        write its arguments to FILE, each followed by a NUL
#   FAKE_STDERR_BYTES=N   write N bytes to stderr (lines of 1,000) before anything on stdout
#   FAKE_VERSION=V        the stream's schema_version (default 5); `none` leaves it out
#   FAKE_WAIT=1           after operation-started, wait (up to 20 s) for SIGINT; on it, touch
#                         $FAKE_MARK and end with an interrupted summary
#   FAKE_KIND=KIND        the summary fails with one failure of this kind (exit status 1)
#   FAKE_INTERRUPTED=N    the summary counts N interrupted steps (exit status 1)
#   FAKE_POLICY=1         a policy-violation event before the summary
#   FAKE_EXIT=N           the exit status (overrides the above)
#   FAKE_NO_SUMMARY=1     write no summary object
#
# Operations (preview, up, destroy, refresh, import, watch) write a stream; `stack ls` lists
# FAKE_STACKS (names separated by spaces, the first selected); `--version` says `strata 0.0.0`;
# anything else writes nothing and succeeds.

# Ready for SIGINT before anything is written: a caller may send it on the first line.
got=
[ -n "$FAKE_WAIT" ] && trap 'got=1' INT

if [ -n "$FAKE_ARGV" ]; then
  : > "$FAKE_ARGV"
  for a in "$@"; do printf '%s\0' "$a" >> "$FAKE_ARGV"; done
fi

if [ -n "$FAKE_STDERR_BYTES" ]; then
  line=$(printf '%0999d' 0)
  n=$(((FAKE_STDERR_BYTES + 999) / 1000))
  i=0
  while [ "$i" -lt "$n" ]; do
    echo "$line" >&2
    i=$((i + 1))
  done
fi

cmd=
sub=
for a in "$@"; do
  case "$a" in
    --version) echo "strata 0.0.0"; exit 0 ;;
    -*) ;;
    *) if [ -z "$cmd" ]; then cmd=$a; elif [ -z "$sub" ]; then sub=$a; fi ;;
  esac
done

case "$cmd" in
  preview|up|destroy|refresh|import|watch) ;;
  stack)
    if [ "$sub" = ls ]; then
      mark='*'
      for s in $FAKE_STACKS; do
        printf '%s %-20s %6d resources   updated 2026-01-01T00:00:00Z\n' "$mark" "$s" 0
        mark=' '
      done
    fi
    exit "${FAKE_EXIT:-0}" ;;
  *) exit "${FAKE_EXIT:-0}" ;;
esac

version=${FAKE_VERSION:-5}
if [ "$version" = none ]; then v=''; else v=",\"schema_version\":$version"; fi
preview=false
[ "$cmd" = preview ] && preview=true
echo "{\"event\":\"operation-started\",\"operation\":\"$cmd\",\"stack\":\"dev\",\"project\":\"fake\",\"preview\":$preview$v,\"time_ms\":1.0}"

interrupted=${FAKE_INTERRUPTED:-0}
if [ -n "$FAKE_WAIT" ]; then
  i=0
  while [ -z "$got" ] && [ "$i" -lt 200 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  if [ -n "$got" ]; then
    [ -n "$FAKE_MARK" ] && : > "$FAKE_MARK"
    interrupted=1
  fi
fi

if [ -n "$FAKE_POLICY" ]; then
  echo '{"event":"policy-violation","urn":"urn:strata:dev::fake::test:Resource::r","type":"test:Resource","name":"r","pack":"acme","policy":"no-public","enforcement":"mandatory","message":"r is public","path":"acl","time_ms":2.0}'
fi

failures='[]'
failed=0
ok=true
code=0
if [ -n "$FAKE_KIND" ]; then
  failures="[{\"resource\":\"the stack\",\"kind\":\"$FAKE_KIND\",\"error\":\"a failure of kind $FAKE_KIND\"}]"
  failed=1
  ok=false
  code=1
fi
if [ "$interrupted" != 0 ]; then
  ok=false
  code=1
fi
code=${FAKE_EXIT:-$code}

if [ -z "$FAKE_NO_SUMMARY" ]; then
  echo "{\"summary\":{\"create\":1,\"update\":0,\"replace\":0,\"delete\":0,\"same\":0},\"failed\":$failed,\"skipped\":0,\"interrupted\":$interrupted,\"failures\":$failures,\"outputs\":{\"answer\":42},\"preview\":$preview,\"ok\":$ok,\"duration_ms\":1,\"state_bytes_written\":0,\"state_requests\":0,\"peak_rss_bytes\":null,\"http_requests\":{}$v}"
fi
exit "$code"
