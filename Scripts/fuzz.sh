#!/usr/bin/env bash
# Build and run a libFuzzer target for SECONDS (default 60): Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags]
#
# Targets: Fuzz/<Name>Fuzzer.swift, named by its lowercased prefix (reader → Fuzz/ReaderFuzzer.swift):
# reader, render, inspect, runtime, editors; inspect and render also compile the tree generator
# they share, Fuzz/Trees/.
# The library modules are built with SwiftPM, instrumented for libFuzzer and AddressSanitizer
# (which includes LeakSanitizer on Linux), in .build-fuzz; the harness is then compiled with
# swiftc and linked against their object files. Builds take the shared lock /tmp/swift-build.lock;
# the fuzz run itself is one process (-jobs=1 -workers=1).
#
# Seeds:   Fuzz/Corpus/<target>/ and, for the reader, Examples/ and the app files of Tests/ScriptTests/Apps/ (their
#          reader text) (read only — new inputs go to .build-fuzz/corpus/<target>/)
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
modules=(ViewTree Builders Inspect Pickers Render ScriptSyntax Script)
lock=/tmp/swift-build.lock
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
built=(Render Script)
# MARK: session 4, runtime: the runtime target also links the runtime and the two examples it drives
# (their @main entry points are renamed by SwiftPM, so their objects link beside libFuzzer's main).
# RUNTIME_FUZZ_APP=todo (default) or form chooses the example.
if [[ $target == runtime ]]; then
    modules+=(Terminal Runtime TodoExample FormExample)
    built+=(TodoExample FormExample)
fi
# The editors' target also links the runtime and both editors.
if [[ $target == editors ]]; then
    modules+=(Terminal Runtime ReflectionUI AutomaticSettings EditorRuntime)
    built+=(EditorRuntime AutomaticSettings)
fi

# 1. The library modules, instrumented (each built target brings the modules it depends on).
for module in "${built[@]}"; do
    flock "$lock" swift build -c debug --scratch-path "$scratch" "${flags[@]}" --target "$module"
done

# 2. The harness, linked against the instrumented objects (lld: gold warns about ASan's local symbols).
objects=()
for module in "${modules[@]}"; do
    objects+=("$scratch"/debug/"$module".build/*.o)
done
# The targets that generate view trees share the generator in Fuzz/Trees/.
sources=("$harness")
if [[ $target == inspect || $target == render ]]; then sources+=(Fuzz/Trees/*.swift); fi
# The runtime and editors targets share its byte reader.
if [[ $target == runtime || $target == editors ]]; then sources+=(Fuzz/Trees/ByteReader.swift); fi
binary="$scratch/$target-fuzzer"
flock "$lock" swiftc -sanitize=fuzzer,address -parse-as-library -g -use-ld=lld \
    -I "$scratch/debug/Modules" "${sources[@]}" "${objects[@]}" -o "$binary"
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
# MARK: session 4, reader — the app-style files of the reader's tests are seeds too: the view code
# between each pair of `// reader:begin` / `// reader:end` lines, with the file's `#Preview`
# (made afresh in the scratch path on each run, so the seeds follow the tests).
if [[ $target == reader ]]; then
    apps="$scratch/seeds/reader-apps"
    rm -rf "$apps"
    mkdir -p "$apps"
    for app in Tests/ScriptTests/Apps/*.swift; do
        preview=$(sed -n 's/^ *static let preview = #\{0,1\}"\(.*\)"#\{0,1\}$/\1/p' "$app" | sed 's/\\"/"/g')
        { awk '/\/\/ reader:begin/ { on = 1; next } /\/\/ reader:end/ { on = 0 } on' "$app"
          printf '#Preview {\n    %s\n}\n' "$preview"; } > "$apps/$(basename "$app")"
    done
    seeds+=("$apps")
fi
"$binary" "$corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -jobs=1 -workers=1 \
    -max_len=4096 -artifact_prefix="$crashes/" -print_final_stats=1 "${dict[@]}" "$@" || status=$?
[[ -f fuzz-0.log ]] && mv fuzz-0.log "$scratch/$target-fuzz.log"
exit "$status"
