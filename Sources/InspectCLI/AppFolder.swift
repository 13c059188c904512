import Foundation

/// A FILE operand that is a folder: an app's sources, read as one module. Its files are every
/// `.swift` file under it, in path order, except the package manifest and the files of tests
/// (folders and files named `…Tests`), of hidden folders, of build folders and of snapshot references.
enum AppFolder {
    /// How many Swift files a folder may hold: an app's sources, not a whole disk.
    static let fileLimit = 2_000

    /// `operands` with each folder replaced by its Swift files; files and `-` stay as given.
    static func expand(_ operands: [String]) throws -> [String] {
        var files: [String] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard operand != "-", FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(operand)
                continue
            }
            files += try swiftFiles(in: operand)
        }
        return files
    }

    /// The app's folder when the one operand is a folder (its resources are `Bundle.main`'s), else nil.
    static func folder(of operands: [String]) -> String? {
        var isDirectory: ObjCBool = false
        guard operands.count == 1, let operand = operands.first, operand != "-",
              FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return operand
    }

    /// The Swift files under `folder`, sorted by path.
    static func swiftFiles(in folder: String) throws -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw CommandError(message: "inspect: \(folder): cannot read the folder", code: .noInput)
        }
        var found: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if isSkipped(folder: name) { enumerator.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift", !name.dropLast(6).hasSuffix("Tests") else { continue }
            guard found.count < fileLimit else {
                throw CommandError(message: "inspect: \(folder): more than \(fileLimit) Swift files; give the app's own folder", code: .dataError)
            }
            found.append(String(url.path.dropFirst(root.path.count)))
        }
        guard !found.isEmpty else {
            throw CommandError(message: "inspect: \(folder): no Swift files in the folder (tests, hidden and build folders skipped)", code: .noInput)
        }
        let prefix = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return found.sorted().map { prefix + $0 }
    }

    /// Whether the files under a folder named `name` are not the app's: tests, hidden folders
    /// (`.git`, `.build`), build output, snapshot references (`__Snapshots__`).
    static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests") || ["build", "DerivedData", "Pods", "__Snapshots__"].contains(name)
    }
}
