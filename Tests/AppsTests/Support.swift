import Foundation
import Inspect
import Runtime
import Terminal
import SwiftUI
import Testing

// What the apps' suites share: reading the screen by rows, waiting for work the app does off its
// loop, stored values set back to their defaults, and a module's previews.

extension HeadlessDriver {
    /// The first row of the screen that shows `text`, or nil.
    func row(_ text: String) -> String? {
        self.text.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// The last word of the row that starts with `label` and ends with a digit (a summary row's
    /// amount), or nil.
    func amount(_ label: String) -> String? {
        text.split(separator: "\n")
            .first { $0.hasPrefix(label + " ") && $0.last?.isNumber == true }
            .flatMap { $0.split(separator: " ").last.map(String.init) }
    }

    /// Presses `key` `count` times, as one batch of input.
    func press(_ key: Key, times count: Int) {
        send(Array(repeating: key, count: count))
    }

    /// Draws what changed until `condition` holds, for work an app runs in a task of its own.
    /// Such a task runs on the process's shared threads, which tests that block (the tmux tests'
    /// waits) may hold for a while: the wait is generous, and ends as soon as the condition holds.
    /// False when it does not hold within `seconds`.
    @MainActor func settle(until condition: () -> Bool, within seconds: TimeInterval = 120) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            settle()
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        settle()
        return condition()
    }
}

/// The folder of this process's app storage.
private let storageFolder = FileManager.default.temporaryDirectory.appendingPathComponent("AppsTests-\(UUID().uuidString)")

/// The apps' `@AppStorage` values, kept for this process in a folder of its own rather than in
/// the user's config folder (the apps run here store under the test runner's name); the folder
/// is removed when the process ends.
private let storageOfThisRun: Void = {
    AppStorageFile.standard.relocate(to: storageFolder.appendingPathComponent("app-storage.json").path)
    atexit { try? FileManager.default.removeItem(at: storageFolder) }
}()

/// The values an app keeps with `@AppStorage` and `@SceneStorage` under `keys`, removed, so that
/// each test starts from the app's defaults; the apps' store is this run's own.
func forgetStoredValues(_ keys: [String]) {
    storageOfThisRun
    for key in keys {
        AppStorageFile.standard.set(nil, forKey: key)
        AppStorageFile.scene.set(nil, forKey: key)
    }
}

/// The previews of the app `module`, in the order `Preview.all` lists them.
@MainActor func previews(of module: String) -> [Preview] {
    Preview.all.filter { $0.module == module }
}
