#!/usr/bin/env bash
# Build and run a libFuzzer target for SECONDS (default 60): Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags]
#
# Targets: Fuzz/<Name>Fuzzer.swift, named by its lowercased prefix (reader → Fuzz/ReaderFuzzer.swift).
# Targets: reader, render, inspect, editors.
# The library modules are built with SwiftPM, instrumented for libFuzzer and AddressSanitizer
# (which includes LeakSanitizer on Linux), in .build-fuzz; the harness is then compiled with
# swiftc and linked against their object files. Builds take the shared lock /tmp/swift-build.lock;
# the fuzz run itself is one process (-jobs=1 -workers=1).
#
# Seeds:   Fuzz/Corpus/<target>/ and, for the reader, Examples/ (read only — new inputs go to .build-fuzz/corpus/<target>/)
# Crashes: Fuzz/Crashes/<target>/ (git-ignored; turn each into a regression test)
# Repeat a crash:   .build-fuzz/<target>-fuzzer Fuzz/Crashes/<target>/crash-…
# Minimise a crash: .build-fuzz/<target>-fuzzer -minimize_crash=1 -runs=100000 -exact_artifact_path=min.swift Fuzz/Crashes/<target>/crash-…
# Build only:       FUZZ_BUILD_ONLY=1 Scripts/fuzz.sh reader   (FUZZ_SCRATCH=dir: another scratch path)
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Scripts/fuzz.sh TARGET [SECONDS] [libFuzzer flags…]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
name="$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}"
harness="Fuzz/${name}Fuzzer.swift"
[[ -f $harness ]] || { echo "fuzz.sh: no harness $harness" >&2; exit 2; }

scratch=${FUZZ_SCRATCH:-.build-fuzz}
modules=(ViewTree Builders Inspect Pickers Render Script)
lock=/tmp/swift-build.lock
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

# 1. The library modules, instrumented (Render and Script together cover every module above).
for module in Render Script; do
    flock "$lock" swift build -c debug --scratch-path "$scratch" "${flags[@]}" --target "$module"
done

# MARK: session 4, editors — the editors' target (Fuzz/EditorsFuzzer.swift) also needs the runtime and both editors.
if [[ $target == editors ]]; then
    for module in EditorRuntime AutomaticSettings; do
        flock "$lock" swift build -c debug --scratch-path "$scratch" "${flags[@]}" --target "$module"
    done
    modules+=(Terminal Runtime ReflectionUI AutomaticSettings EditorRuntime)
fi

# 2. The harness, linked against the instrumented objects (lld: gold warns about ASan's local symbols).
objects=()
for module in "${modules[@]}"; do
    objects+=("$scratch"/debug/"$module".build/*.o)
done
binary="$scratch/$target-fuzzer"
flock "$lock" swiftc -sanitize=fuzzer,address -parse-as-library -g -use-ld=lld \
    -I "$scratch/debug/Modules" "$harness" "${objects[@]}" -o "$binary"
[[ -n ${FUZZ_BUILD_ONLY:-} ]] && { echo "built $binary"; exit 0; }

# 3. The run: new corpus in the scratch directory, seeds from the committed corpus.
corpus="$scratch/corpus/$target"
crashes="Fuzz/Crashes/$target"
mkdir -p "$corpus" "$crashes"
dict=()
[[ -f Fuzz/$target.dict ]] && dict=(-dict="Fuzz/$target.dict")
# With -jobs=1 libFuzzer runs one fuzzing child, logging to ./fuzz-0.log (echoed when it ends); keep it in the scratch path.
status=0
seeds=("Fuzz/Corpus/$target")
# The reader is also seeded from the shipped examples themselves (not copies of them).
if [[ $target == reader ]]; then seeds+=("Examples"); fi
"$binary" "$corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -jobs=1 -workers=1 \
    -max_len=4096 -artifact_prefix="$crashes/" -print_final_stats=1 "${dict[@]}" "$@" || status=$?
[[ -f fuzz-0.log ]] && mv fuzz-0.log "$scratch/$target-fuzz.log"
exit "$status"
