// picker-demo: the classic three-segment picker, run interactively.
//
// ←/→ (or h/l, Tab, Shift-Tab) move the focus, Enter or Space chooses, q, Esc, Ctrl-C or Ctrl-D cancel;
// Ctrl-Z stops it as a shell job, with the terminal restored, until `fg`.
// On a choice it prints the chosen tag to standard output, after the terminal is
// restored, and exits 0; on cancel it prints a note to standard error and exits 1.
import Builders
import Foundation
import Glibc
import Pickers
import Render
import Terminal

/// Writes a line to standard error.
func note(_ message: String) {
    FileHandle.standardError.write(Data("picker-demo: \(message)\n".utf8))
}

guard isatty(STDIN_FILENO) == 1 else {
    note("standard input is not a terminal; run it in one.")
    exit(1)
}

let selection = State(wrappedValue: 0)
let screen = VStack(alignment: .leading) {
    Text("Choose a segment (←/→ move, Enter choose, q cancel)")
    SegmentedPicker(selection: selection.projectedValue) {
        Text("First").tag(0)
        Text("Second").tag(1)
        Text("Third").tag(2)
    }
}

do {
    let outcome = try InteractiveSession().run { width, height, focus in
        try Renderer.render(screen, width: width, height: height, focusIndex: focus)
    }
    switch outcome {
    case .chosen:
        print(selection.wrappedValue)
        exit(0)
    case .cancelled:
        note("cancelled")
        exit(1)
    }
} catch {
    note("\(error)")
    exit(1)
}
