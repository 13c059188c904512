#!/usr/bin/env bash
# Measures how long swiftc takes to type-check large @ViewBuilder bodies.
#
# Generates four files into a temp dir and type-checks each against the built
# `Builders` module:
#   Baseline.swift     struct Baseline: View, body = Text("x")            (reference)
#   Block100.swift     struct Block100: View, body = 100 x Text("Item N").tag(N)
#   Nested10x10.swift  struct Nested: View, body = VStack of 10 HStacks,
#                      each with 10 x Text("r,c").tag(r*10+c)
#   Form50.swift       struct Form50: View, body = Form of 50 mixed controls (Toggle,
#                      TextField, Stepper, Slider, Picker in turn)
#
# For each file prints the median wall-clock seconds over RUNS runs, the ratio to the
# baseline's median (same run, so machine noise mostly cancels), the `body` getter time
# reported by -debug-time-function-bodies (max and median over the runs), and whether
# stderr contained "unable to type-check this expression in reasonable time".
#
# Exits non-zero if any file fails to type-check or hits that message.
#
# Environment:
#   MODULES  directory holding Builders.swiftmodule (default: .build/debug/Modules
#            under the package root). Build it first; this script does not build.
#   RUNS     repetitions per file (default 5).
#   SWIFTC   compiler driver (default: swiftc).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODULES="${MODULES:-$ROOT/.build/debug/Modules}"
RUNS="${RUNS:-5}"
SWIFTC="${SWIFTC:-swiftc}"
UNABLE_MSG="unable to type-check this expression in reasonable time"

if [[ ! -e "$MODULES/Builders.swiftmodule" ]]; then
    echo "error: $MODULES/Builders.swiftmodule not found; build the package first or set MODULES" >&2
    exit 2
fi
if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
    echo "error: RUNS must be a positive integer, got '$RUNS'" >&2
    exit 2
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/compile-time.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# --- Generate the sources -------------------------------------------------------------

{
    echo 'import Builders'
    echo
    echo 'struct Baseline: View {'
    echo '    var body: some View {'
    echo '        Text("x")'
    echo '    }'
    echo '}'
} > "$WORK/Baseline.swift"

{
    echo 'import Builders'
    echo
    echo 'struct Block100: View {'
    echo '    var body: some View {'
    for ((n = 0; n < 100; n++)); do
        echo "        Text(\"Item $n\").tag($n)"
    done
    echo '    }'
    echo '}'
} > "$WORK/Block100.swift"

{
    echo 'import Builders'
    echo
    echo 'struct Nested: View {'
    echo '    var body: some View {'
    echo '        VStack {'
    for ((r = 0; r < 10; r++)); do
        echo '            HStack {'
        for ((c = 0; c < 10; c++)); do
            echo "                Text(\"$r,$c\").tag($((r * 10 + c)))"
        done
        echo '            }'
    done
    echo '        }'
    echo '    }'
    echo '}'
} > "$WORK/Nested10x10.swift"

{
    echo 'import Builders'
    echo
    echo 'struct Form50: View {'
    echo '    var body: some View {'
    echo '        Form {'
    for ((n = 0; n < 50; n++)); do
        case $((n % 5)) in
            0) echo "            Toggle(\"Toggle $n\", isOn: .constant(true))" ;;
            1) echo "            TextField(\"Text $n\", text: .constant(\"\"))" ;;
            2) echo "            Stepper(\"Stepper $n\", value: .constant(1), in: 0...10)" ;;
            3) echo "            Slider(value: .constant(0.5), in: 0...1)" ;;
            4) echo "            Picker(\"Picker $n\", selection: .constant(0)) { Text(\"A\").tag(0); Text(\"B\").tag(1) }" ;;
        esac
    done
    echo '        }'
    echo '    }'
    echo '}'
} > "$WORK/Form50.swift"

FILES=(Baseline.swift Block100.swift Nested10x10.swift Form50.swift)

# --- Timing ---------------------------------------------------------------------------

# run_once FILE OUT_PREFIX: type-checks FILE, leaving compiler stderr in OUT_PREFIX.err,
# wall seconds in OUT_PREFIX.time; returns the compiler's exit status.
run_once() {
    local file="$1" out="$2" status=0
    local cmd=("$SWIFTC" -typecheck -swift-version 6 -I "$MODULES"
               -Xfrontend -debug-time-function-bodies "$file")
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f %e -o "$out.time" "${cmd[@]}" > /dev/null 2> "$out.err" || status=$?
    else
        local TIMEFORMAT=%R
        { time "${cmd[@]}" > /dev/null 2> "$out.err" || status=$?; } 2> "$out.time"
    fi
    # GNU time prepends "Command exited with non-zero status N" on failure: keep the number.
    tail -n 1 "$out.time" > "$out.time.tmp" && mv "$out.time.tmp" "$out.time"
    return "$status"
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
maximum() { sort -g | tail -n 1; }

echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $("$SWIFTC" --version 2>&1 | head -n 1)"
echo "Date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "Command: $SWIFTC -typecheck -swift-version 6 -I $MODULES -Xfrontend -debug-time-function-bodies FILE"
echo "Runs:    $RUNS per file, interleaved (plus one untimed warm-up of each file)"
echo

cd "$WORK"
failed=0
# Warm-up: the first invocation pays for loading the toolchain and modules from disk.
for f in "${FILES[@]}"; do run_once "$f" "warmup.$f" || true; done

# Interleave the files within each repetition so that drifting load hits all alike.
for ((i = 1; i <= RUNS; i++)); do
    for f in "${FILES[@]}"; do
        if ! run_once "$f" "run$i.$f"; then
            echo "error: $f failed to type-check (run $i):" >&2
            sed 's/^/    /' "run$i.$f.err" >&2
            failed=1
        fi
        if grep -q "$UNABLE_MSG" "run$i.$f.err"; then
            echo "$f" >> unable.list
        fi
        # The body getter's line, e.g. "2.68ms<TAB>Block100.swift:4:25<TAB>getter ....body.getter@...".
        # Several files could in principle report several; keep the largest of this run.
        grep -E '^[0-9.]+ms[[:space:]].*\.body\.getter@' "run$i.$f.err" \
            | sed -E 's/^([0-9.]+)ms.*/\1/' | maximum >> "body.$f" || true
        cat "run$i.$f.time" >> "wall.$f"
    done
done

base_wall="$(median < wall.Baseline.swift)"
printf '| %-17s | %13s | %17s | %13s | %16s | %20s |\n' \
    "file" "median wall s" "ratio to baseline" "body ms (max)" "body ms (median)" "unable to type-check"
printf '|%s|%s|%s|%s|%s|%s|\n' -------------------  --------------:  ------------------:  --------------:  -----------------:  ----------------------
for f in "${FILES[@]}"; do
    wall="$(median < "wall.$f" | xargs printf '%.3f')"
    ratio="$(awk -v a="$wall" -v b="$base_wall" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }')"
    if [[ -s "body.$f" ]]; then
        body_max="$(maximum < "body.$f" | xargs printf '%.1f')"
        body_med="$(median < "body.$f" | xargs printf '%.1f')"
    else
        echo "error: no body getter timing found for $f in -debug-time-function-bodies output" >&2
        body_max="n/a"; body_med="n/a"; failed=1
    fi
    unable="no"
    if [[ -f unable.list ]] && grep -qx "$f" unable.list; then unable="YES"; failed=1; fi
    printf '| %-17s | %13s | %17s | %13s | %16s | %20s |\n' \
        "$f" "$wall" "$ratio" "$body_max" "$body_med" "$unable"
done

exit "$failed"
