#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 60), seeded with the
# language corpus and the samples. Findings land in findings/TARGET/; each becomes a
# regression test in `swift test` of the main package.
#   usage: FuzzTesting/fuzz.sh [SECONDS] [TARGET…]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzLexer FuzzParser FuzzChecker FuzzTimeline FuzzSwift FuzzFormat)

# SwiftPM keeps a path dependency's file list in the build description: a file added to the
# main package is "not in scope" until the description is regenerated. Dropping it costs a second.
rm -f .build/debug.yaml
# gold crashes linking the sanitizer runtime; lld works.
swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/seeds"
find ../Tests/Corpus ../samples -name '*.trans' -exec cp {} "$work/seeds/" \;

for target in "${targets[@]}"; do
    mkdir -p "findings/$target" "$work/$target"
    echo "== $target for ${seconds}s"
    # The backtracer would print Swift's report instead of libFuzzer's.
    SWIFT_BACKTRACE=enable=no ".build/debug/$target" "$work/$target" "$work/seeds" \
        -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="findings/$target/" -print_final_stats=1 2>&1 \
        | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|#[0-9]+ +DONE)" || true
done
echo "findings (none means none): $(find findings -type f | wc -l)"
