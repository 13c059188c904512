import Builders
import Inspect
import Script
import Testing

/// View files written as ordinary SwiftUI apps are, each read with its `#Preview` and
/// compared with the same code compiled (`expectReadsLikeCompiled`).
@Suite struct AppFileTests {
    static var apps: [any AppFile.Type] {
        [
            SettingsFormApp.self, TaskListApp.self,
        ]
    }

    @Test(arguments: 0..<apps.count)
    func eachAppReadsLikeItsCompiledCode(index: Int) throws {
        try expectReadsLikeCompiled(Self.apps[index])
    }
}
