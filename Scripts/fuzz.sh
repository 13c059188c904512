#!/usr/bin/env bash
# Build and run a libFuzzer target: Scripts/fuzz.sh TARGET [SECONDS|replay] [extra libFuzzer flags]
#
# Targets: Fuzz/<Name>Fuzzer.swift, named by its lowercased prefix (reader → Fuzz/ReaderFuzzer.swift):
# reader, render, inspect, runtime, editors; inspect and render also compile the tree generator
# they share, Fuzz/Trees/.
#
# Fuzzing (SECONDS, default 60): the library modules are built with SwiftPM, instrumented for
# libFuzzer and AddressSanitizer (which includes LeakSanitizer on Linux), in .build-fuzz; the harness
# is then compiled with swiftc and linked against their object files, and fuzzes for SECONDS in one
# process (-jobs=1 -workers=1). New inputs go to .build-fuzz/corpus/<target>/.
#
# Replay (`replay`): every committed seed is run once through the harness, and the run fails on a
# crash, a leak, a hang or a broken invariant. No modules are built: the harness (under ASan) is
# linked against the objects of a test build, which must exist: by default the AddressSanitizer one
# (`swift build --build-tests --sanitize=address --scratch-path .build-asan`); FUZZ_SCRATCH names
# another (.ci/run's, `.build-ci`), FUZZ_CONFIGURATION=release one built with -c release, as
# .ci/run makes it. This is what CI runs.
#
# Builds take the shared lock /tmp/swift-build.lock.
# Seeds:   Fuzz/Corpus/<target>/ and, for the reader, Examples/ and the app files of Tests/ScriptTests/Apps/ (their
#          reader text) (read only)
# Crashes: Fuzz/Crashes/<target>/ (git-ignored; turn each into a regression test)
# Repeat a crash:   .build-fuzz/<target>-fuzzer Fuzz/Crashes/<target>/crash-…
# Minimise a crash: .build-fuzz/<target>-fuzzer -minimize_crash=1 -runs=100000 -exact_artifact_path=min.swift Fuzz/Crashes/<target>/crash-…
# Build only:       FUZZ_BUILD_ONLY=1 Scripts/fuzz.sh reader   (FUZZ_SCRATCH=dir: another scratch path)
# The runtime target drives one example app: RUNTIME_FUZZ_APP=todo (default) or form.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Scripts/fuzz.sh TARGET [SECONDS|replay] [libFuzzer flags…]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
name="$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}"
harness="Fuzz/${name}Fuzzer.swift"
[[ -f $harness ]] || { echo "fuzz.sh: no harness $harness" >&2; exit 2; }

replay=false
[[ $seconds == replay ]] && replay=true
if $replay; then scratch=${FUZZ_SCRATCH:-.build-asan}; else scratch=${FUZZ_SCRATCH:-.build-fuzz}; fi
# The configuration whose objects the harness links: a replay's may be release (.ci/run).
configuration=debug
$replay && configuration=${FUZZ_CONFIGURATION:-debug}
modules=(CombineCore ViewTree Builders Inspect Pickers Render ScriptSyntax Script)
lock=/tmp/swift-build.lock
# The modules get libFuzzer's coverage instrumentation and AddressSanitizer, but not libFuzzer itself:
# an executable the build links (the `#Preview` macro's plugin, which the compiler runs) keeps its
# own main, and only the harness links libFuzzer's. (The plugin, built with ASan, runs during the
# build with leak detection off.)
flags=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
       -Xswiftc -parse-as-library)
built=(Render Script)
# The runtime target also links the runtime and the two examples it drives (their @main entry
# points are renamed by SwiftPM, so their objects link beside libFuzzer's main).
if [[ $target == runtime ]]; then
    modules+=(Terminal Runtime TodoExample FormExample)
    built+=(TodoExample FormExample)
fi
# The editors' target also links the runtime and both editors.
if [[ $target == editors ]]; then
    modules+=(Terminal Runtime ReflectionUI AutomaticSettings EditorRuntime)
    built+=(EditorRuntime AutomaticSettings)
fi

# 1. The library modules, instrumented (each built target brings the modules it depends on);
#    a replay uses the test suite's build as it is.
if $replay; then
    [[ -d $scratch/$configuration/Modules ]] || {
        echo "fuzz.sh: no build in $scratch; make it with: swift build --build-tests --sanitize=address --scratch-path $scratch" >&2
        exit 2
    }
else
    for module in "${built[@]}"; do
        ASAN_OPTIONS=detect_leaks=0 flock "$lock" swift build -c debug --scratch-path "$scratch" "${flags[@]}" --target "$module"
    done
fi

# 2. The harness, linked against the modules' objects (lld: gold warns about ASan's local symbols).
objects=()
for module in "${modules[@]}"; do
    objects+=("$scratch/$configuration/$module.build"/*.o)
done
# The targets that generate view trees share the generator in Fuzz/Trees/.
sources=("$harness")
if [[ $target == inspect || $target == render ]]; then sources+=(Fuzz/Trees/*.swift); fi
# The runtime and editors targets share its byte reader.
if [[ $target == runtime || $target == editors ]]; then sources+=(Fuzz/Trees/ByteReader.swift); fi
if $replay; then binary="$scratch/$target-replay"; else binary="$scratch/$target-fuzzer"; fi
# Linked again only when a source or an object is newer than the binary (the runtime target
# replays twice, once per app). A replay needs only line tables to name where a finding is.
debug=-g
$replay && debug=-gline-tables-only
if [[ ! -x $binary || -n $(find "${sources[@]}" "${objects[@]}" -newer "$binary" -print -quit) ]]; then
    flock "$lock" swiftc -sanitize=fuzzer,address -parse-as-library "$debug" -use-ld=lld \
        -I "$scratch/$configuration/Modules" "${sources[@]}" "${objects[@]}" -o "$binary"
fi
[[ -n ${FUZZ_BUILD_ONLY:-} ]] && { echo "built $binary"; exit 0; }

# 3. The seeds: the committed corpus; for the reader also the shipped examples themselves (not
#    copies of them), and the app-style files of the reader's tests: the view code between each
#    pair of `// reader:begin` / `// reader:end` lines, with the file's `#Preview` (made afresh in
#    the scratch path on each run, so the seeds follow the tests), and each of the package's own
#    apps (Apps/<Name>) as one file: its files one after another, as the reader reads a folder.
crashes="Fuzz/Crashes/$target"
mkdir -p "$crashes"
seeds=("Fuzz/Corpus/$target")
if [[ $target == reader ]]; then seeds+=("Examples"); fi
if [[ $target == reader ]]; then
    apps="$scratch/seeds/reader-apps"
    rm -rf "$apps"
    mkdir -p "$apps"
    for app in Tests/ScriptTests/Apps/*.swift; do
        preview=$(sed -n 's/^ *static let preview = #\{0,1\}"\(.*\)"#\{0,1\}$/\1/p' "$app" | sed 's/\\"/"/g')
        { awk '/\/\/ reader:begin/ { on = 1; next } /\/\/ reader:end/ { on = 0 } on' "$app"
          printf '#Preview {\n    %s\n}\n' "$preview"; } > "$apps/$(basename "$app")"
    done
    for folder in Apps/*/; do
        cat "$folder"*.swift > "$apps/own-$(basename "$folder").swift"
    done
    seeds+=("$apps")
fi

# 4a. A replay: each seed once (-runs=0 runs the corpus given and no mutation), into an empty
#     corpus of its own so that nothing is written beside the committed seeds.
if $replay; then
    corpus="$scratch/replay-corpus/$target"
    rm -rf "$corpus"
    mkdir -p "$corpus"
    exec "$binary" "$corpus" "${seeds[@]}" -runs=0 -timeout=10 -rss_limit_mb=4096 -max_len=1048576 \
        -artifact_prefix="$crashes/" "$@"
fi

# 4b. Fuzzing: new corpus in the scratch directory. With -jobs=1 libFuzzer runs one fuzzing
#     child, logging to ./fuzz-0.log (echoed when it ends); keep it in the scratch path.
corpus="$scratch/corpus/$target"
mkdir -p "$corpus"
dict=()
[[ -f Fuzz/$target.dict ]] && dict=(-dict="Fuzz/$target.dict")
status=0
"$binary" "$corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -jobs=1 -workers=1 \
    -max_len=4096 -artifact_prefix="$crashes/" -print_final_stats=1 "${dict[@]}" "$@" || status=$?
[[ -f fuzz-0.log ]] && mv fuzz-0.log "$scratch/$target-fuzz.log"
exit "$status"
