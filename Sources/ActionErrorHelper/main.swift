// An app for the tmux tests of the runtime's ways out: its actions end it with an
// error, as an app's own code may. "Fail" meets a thrown error it cannot handle, prints it to
// standard error and exits with status 1 (the terminal is restored at exit); "Trap" has the bug
// of reading the first item of an empty list, so Swift's runtime prints "Fatal error: Index out
// of range" and traps (the terminal is restored by the crash-signal handler, then the signal
// ends the process).
import Builders
import Foundation
import Glibc
import Runtime

/// The error the "Fail" button's work throws.
struct LoadError: Error, CustomStringConvertible {
    var description: String { "cannot load the list: the server answered 503" }
}

/// Work that fails.
func load() throws -> [String] {
    throw LoadError()
}

struct FailingApp {
    @State private var items: [String] = []
    @State private var selected = "nothing"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Failing app")
            Button("Fail") {
                do {
                    items = try load()
                } catch {
                    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                    exit(1)
                }
            }
            Button("Trap") { selected = items[0] }
            Text("\(items.count) items, \(selected) selected")
        }
    }
}

do {
    try run(FailingApp())
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension FailingApp: View {}
