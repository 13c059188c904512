import Foundation
import ScriptSyntax

/// `Bundle.main` of an app read by the reader: its resources are the files in the app's folder
/// (the folder the source files were read from), found by name anywhere under it, as Xcode
/// copies an app's resources into the top of its bundle. Hidden and build folders are not the
/// app's.
struct AppBundle {
    /// The app's folder; nil when the files were not read from one (standard input).
    let folder: URL?

    /// How many files a search looks at: an app's folder, not a whole disk.
    static let searchLimit = 20_000

    /// The methods the reader knows, for suggestions.
    static let methods = ["url", "path"]

    /// The folder of files read from `names` (paths): the common parent of their folders; nil
    /// when none names a file (`-`, standard input).
    static func folder(of names: [String]) -> URL? {
        let folders = names.filter { $0 != "-" && !$0.isEmpty }.map {
            URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents
        }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// `bundle.name(arguments)`: `url(forResource:withExtension:)` and `path(forResource:ofType:)`;
    /// nil for another method.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let labels = arguments.map(\.label)
        let file: URL?
        switch (name, labels) {
        case ("url", ["forResource", "withExtension"]), ("path", ["forResource", "ofType"]),
             ("url", ["forResource", "withExtension", "subdirectory"]), ("path", ["forResource", "ofType", "inDirectory"]):
            // A subdirectory says where the file is in the bundle; the app's folder is searched through anyway.
            file = try resource(arguments[0].value, type: arguments[1].value, at: location)
        default:
            return nil
        }
        guard let file else { return .null }
        return name == "url" ? .url(file) : .string(file.path)
    }

    /// The file `name` with the extension `type` (nil: `name` is the whole file name) in the
    /// app's folder, or nil.
    private func resource(_ name: Value, type: Value, at location: SourceLocation) throws -> URL? {
        if name.isNull { return nil }
        guard name.isStringLike, let base = name.text else {
            throw Diagnostic(location: location, message: "expected a resource's name, found \(name.kindDescription)")
        }
        let suffix = type.isNull ? nil : type.text
        var fileName = base
        if let suffix, !suffix.isEmpty { fileName += (suffix.hasPrefix(".") ? "" : ".") + suffix }
        guard let folder, !fileName.isEmpty else { return nil }
        return Self.find(fileName, in: folder)
    }

    /// The first file named `fileName` under `folder` (the folder's own files first, then its
    /// folders' in path order), skipping hidden and build folders.
    static func find(_ fileName: String, in folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(fileName)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isDirectory), !isDirectory.boolValue { return direct }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return nil }
        var found: [URL] = []
        var looked = 0
        for case let url as URL in enumerator {
            looked += 1
            if looked > searchLimit { break }
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if name.hasPrefix(".") || name == "build" || name == "DerivedData" { enumerator.skipDescendants() }
                continue
            }
            if name == fileName { found.append(url) }
        }
        return found.min { $0.path < $1.path }
    }
}
