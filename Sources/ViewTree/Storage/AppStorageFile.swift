import Foundation

/// The values `@AppStorage` keeps for an app: one JSON object in one file per app,
/// `$XDG_CONFIG_HOME/<app>/app-storage.json` (else `~/.config/<app>/…`), where `<app>` is the
/// executable's name. Every write replaces the file durably (``DurableFile``); a file that
/// exists but cannot be read or is not a JSON object is never written: its values are not used
/// and changes last for the run only, so that nothing the user had is lost.
///
/// A store can also be backed by a `UserDefaults` (`@AppStorage(…, store:)`), or by memory
/// alone (`@SceneStorage`). Reads made while a running app evaluates a body are reported to it
/// (``CurrentStateTracker``), and writes tell the apps that read the key, so views that show a
/// stored value are drawn again when it changes, whoever changes it.
package final class AppStorageFile: @unchecked Sendable {
    private enum Backing {
        case file(String)
        case defaults(UserDefaults)
        case memory
    }

    private let lock = NSLock()
    /// Where the values are kept; read and written with the lock held (``relocate(to:)``).
    private var backing: Backing
    private var values: [String: Any] = [:]
    private var loaded = false
    /// Whether the file may be written: false when it exists but could not be read.
    private var writable = true
    private var readers: [String: [CurrentStateTracker]] = [:]
    /// One object per key, the location a running app records reads and writes of the key by.
    private var keyLocations: [String: KeyLocation] = [:]

    private final class KeyLocation {}

    /// The file's path; nil for a store kept elsewhere.
    var path: String? {
        if case .file(let path) = currentBacking { return path }
        return nil
    }

    /// Where the values are kept now.
    private var currentBacking: Backing {
        lock.lock()
        defer { lock.unlock() }
        return backing
    }

    /// Keeps a file's values at `path` from now on, as the next run of an app reading that file
    /// would find them: a test points the app's own store at a folder of its own, so that it
    /// writes nothing of the user's. A store kept elsewhere is left as it is.
    package func relocate(to path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard case .file = backing else { return }
        backing = .file(path)
        values = [:]
        loaded = false
        writable = true
        problem = nil
    }

    /// Why the file is not used, when it exists and cannot be read; nil otherwise.
    package private(set) var problem: String?

    private init(_ backing: Backing) {
        self.backing = backing
    }

    /// The store at `path`.
    package convenience init(path: String) {
        self.init(.file(path))
    }

    /// The app's own store, in the user's config folder.
    package static let standard = AppStorageFile(path: standardPath())

    /// A store kept in memory for the run (`@SceneStorage`'s).
    package static let scene = AppStorageFile(.memory)

    /// The store of a `UserDefaults` an app passes as `store:` (one per `UserDefaults`, so that
    /// every view naming it sees the others' writes); nil means the app's own.
    package static func store(for defaults: UserDefaults?) -> AppStorageFile {
        guard let defaults, defaults !== UserDefaults.standard else { return standard }
        return defaultsStores.store(for: defaults)
    }

    private static let defaultsStores = DefaultsStores()

    /// The stores made for `UserDefaults` objects, each kept with its object.
    private final class DefaultsStores: @unchecked Sendable {
        private let lock = NSLock()
        private var stores: [ObjectIdentifier: (defaults: UserDefaults, store: AppStorageFile)] = [:]

        func store(for defaults: UserDefaults) -> AppStorageFile {
            lock.lock()
            defer { lock.unlock() }
            if let entry = stores[ObjectIdentifier(defaults)] { return entry.store }
            let store = AppStorageFile(.defaults(defaults))
            stores[ObjectIdentifier(defaults)] = (defaults, store)
            return store
        }
    }

    /// `$XDG_CONFIG_HOME/<app>/app-storage.json`, else under `$HOME/.config`.
    package static func standardPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let app = ProcessInfo.processInfo.processName
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return "\(config)/\(app)/app-storage.json"
    }

    /// The value stored for `key`, as JSON holds it (a Bool, a number, a string), or nil.
    package func value(forKey key: String) -> Any? {
        trackRead(of: key)
        if case .defaults(let defaults) = currentBacking { return defaults.object(forKey: key) }
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        return values[key]
    }

    /// Stores `value` for `key` (nil removes it), saves the file, and tells the readers.
    package func set(_ value: Any?, forKey key: String) {
        switch currentBacking {
        case .defaults(let defaults):
            defaults.set(value, forKey: key)
        case .memory:
            lock.lock()
            values[key] = value
            lock.unlock()
        case .file(let path):
            lock.lock()
            loadIfNeeded()
            values[key] = value
            let snapshot = writable ? values : nil
            lock.unlock()
            if let snapshot { save(snapshot, to: path) }
        }
        lock.lock()
        let trackers = readers[key] ?? []
        let location = keyLocations[key]
        lock.unlock()
        guard let location else { return }
        for reader in trackers { reader.tracker?.stateDidChange(location) }
    }

    private func trackRead(of key: String) {
        guard let current = CurrentStateTracker.current, let tracker = current.tracker else { return }
        lock.lock()
        var list = readers[key] ?? []
        if !list.contains(where: { $0 === current }) {
            list.removeAll { $0.tracker == nil }
            list.append(current)
            readers[key] = list
        }
        let location = keyLocations[key] ?? KeyLocation()
        keyLocations[key] = location
        lock.unlock()
        tracker.stateDidRead(location)
    }

    /// Reads the file once; call with the lock held.
    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        guard case .file(let path) = backing else { return }
        do throws(DurableFileError) {
            guard let bytes = try DurableFile.read(path) else { return }
            guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                writable = false
                problem = "\(path): expected a JSON object of stored values; the file is left as it is"
                return
            }
            values = object
        } catch {
            writable = false
            problem = "\(path): \(error)"
        }
    }

    private func save(_ snapshot: [String: Any], to path: String) {
        guard let data = try? JSONSerialization.data(withJSONObject: snapshot, options: [.prettyPrinted, .sortedKeys]) else { return }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do throws(DurableFileError) {
            try DurableFile.replace(path, with: Array(data))
        } catch {
            lock.lock()
            problem = "\(path): \(error)"
            lock.unlock()
        }
    }
}
