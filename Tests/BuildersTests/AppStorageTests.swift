import Foundation
import Testing
@testable import ViewTree
import Expectations

/// A fresh folder for one test's store.
private func temporaryStorePath() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-storage-\(UUID().uuidString)")
    return folder.appendingPathComponent("app/app-storage.json").path
}

private enum Theme: String { case light, dark }
private enum Level: Int { case easy = 1, hard = 3 }

@MainActor @Suite struct AppStorageTests {
    @Test func valuesLastAcrossRunsInOneJSONObject() throws {
        let path = temporaryStorePath()
        let first = AppStorageFile(path: path)
        StorageSlot(key: "count", file: first, default: 0, coding: .int).value = 7
        StorageSlot(key: "theme", file: first, default: Theme.light, coding: .raw(.string)).value = .dark
        // A second store at the same path is the next run of the app.
        let next = AppStorageFile(path: path)
        expectEqual(StorageSlot(key: "count", file: next, default: 0, coding: .int).value, 7)
        expectEqual(StorageSlot(key: "theme", file: next, default: Theme.light, coding: .raw(.string)).value, .dark)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        expectEqual(object?["count"] as? Int, 7)
        expectEqual(object?["theme"] as? String, "dark")
    }

    @Test func everyTypeSwiftUIAllowsRoundTrips() {
        let file = AppStorageFile(path: temporaryStorePath())
        func roundTrip<Value: Equatable>(_ value: Value, default fallback: Value, _ coding: StorageCoding<Value>) -> Bool {
            StorageSlot(key: "\(Value.self)", file: file, default: fallback, coding: coding).value = value
            return AppStorageFile(path: file.pathForTests).valueRoundTrips(key: "\(Value.self)", value, fallback, coding)
        }
        #expect(roundTrip(true, default: false, .bool))
        #expect(roundTrip(42, default: 0, .int))
        #expect(roundTrip(2.5, default: 0, .double))
        #expect(roundTrip("Ada", default: "", .string))
        #expect(roundTrip(URL(string: "https://example.com/a?b=1"), default: nil, .optional(.url)))
        #expect(roundTrip(Data([0, 1, 254, 255]), default: Data(), .data))
        #expect(roundTrip(Date(timeIntervalSinceReferenceDate: 1_000.25), default: Date.distantPast, .date))
        #expect(roundTrip(Level.hard, default: .easy, .raw(.int)))
        #expect(roundTrip(Optional(Theme.dark), default: nil, .optional(.raw(.string))))
    }

    @Test func nilRemovesAnOptionalsKeyAndTheDefaultReturns() {
        let file = AppStorageFile(path: temporaryStorePath())
        let name = StorageSlot<String?>(key: "name", file: file, default: nil, coding: .optional(.string))
        name.value = "Ada"
        name.value = nil
        #expect(file.value(forKey: "name") == nil)
        expectEqual(name.value, nil)
    }

    @Test func aValueOfAnotherTypeGivesTheDefault() {
        let file = AppStorageFile(path: temporaryStorePath())
        StorageSlot(key: "count", file: file, default: "", coding: .string).value = "seven"
        expectEqual(StorageSlot(key: "count", file: file, default: 3, coding: .int).value, 3)
    }

    @Test func aCorruptFileIsLeftUntouchedAndItsValuesUnused() throws {
        let path = temporaryStorePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let corrupt = Data("{\"count\": 5,".utf8)
        try corrupt.write(to: URL(fileURLWithPath: path))
        let file = AppStorageFile(path: path)
        let count = StorageSlot(key: "count", file: file, default: 0, coding: .int)
        expectEqual(count.value, 0)
        count.value = 9
        // The change lasts for the run; the file keeps what it had.
        expectEqual(count.value, 9)
        expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), corrupt)
        expectEqual(file.problem, "\(path): expected a JSON object of stored values; the file is left as it is")
    }

    @Test func aStoreMovedElsewhereReadsAndWritesTheNewFileOnly() throws {
        let first = temporaryStorePath()
        let file = AppStorageFile(path: first)
        StorageSlot(key: "count", file: file, default: 0, coding: .int).value = 2
        let second = temporaryStorePath()
        file.relocate(to: second)
        expectEqual(StorageSlot(key: "count", file: file, default: 0, coding: .int).value, 0)
        StorageSlot(key: "count", file: file, default: 0, coding: .int).value = 9
        expectEqual(file.pathForTests, second)
        expectEqual(StorageSlot(key: "count", file: AppStorageFile(path: first), default: 0, coding: .int).value, 2)
        expectEqual(StorageSlot(key: "count", file: AppStorageFile(path: second), default: 0, coding: .int).value, 9)
        // A store of a UserDefaults, or of memory, stays where it is.
        AppStorageFile.scene.relocate(to: second)
        expectEqual(AppStorageFile.scene.path, nil)
    }

    @Test func theAppsOwnFileIsInItsConfigFolder() {
        let app = ProcessInfo.processInfo.processName
        expectEqual(AppStorageFile.standardPath(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"]), "/x/config/\(app)/app-storage.json")
        expectEqual(AppStorageFile.standardPath(environment: ["HOME": "/home/u"]), "/home/u/.config/\(app)/app-storage.json")
    }

    @Test func theWrapperReadsAndWritesThroughItsBinding() {
        let suite = "ViewInspection.AppStorageTests.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: suite)
        defer { defaults?.removePersistentDomain(forName: suite) }
        let storage = AppStorage(wrappedValue: 1, "visits", store: defaults)
        expectEqual(storage.wrappedValue, 1)
        storage.projectedValue.wrappedValue = 4
        expectEqual(storage.wrappedValue, 4)
        expectEqual(defaults?.integer(forKey: "visits"), 4)
        let scene = SceneStorage(wrappedValue: "inbox", "AppStorageTests.tab")
        scene.wrappedValue = "sent"
        expectEqual(SceneStorage(wrappedValue: "inbox", "AppStorageTests.tab").wrappedValue, "sent")
    }
}

extension AppStorageFile {
    fileprivate var pathForTests: String { path ?? "" }

    fileprivate func valueRoundTrips<Value: Equatable>(key: String, _ value: Value, _ fallback: Value, _ coding: StorageCoding<Value>) -> Bool {
        StorageSlot(key: key, file: self, default: fallback, coding: coding).value == value
    }
}
