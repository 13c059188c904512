import Foundation
import ViewTree

/// Why settings could not be described, loaded, changed or saved. Every case names the file
/// (or the option) and says what happened; a file that cannot be read is never overwritten.
public enum SettingsError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The file exists but cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON (or its top level is not an object).
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    /// A value in the file does not fit its setting; `line` is the key's line, when known.
    case invalidValue(file: String, key: String, line: Int?, reason: String)
    /// Saving failed at `step`; the file on disk is the old one.
    case saveFailed(file: String, step: String, reason: String)
    /// An entry of the options table does not name a stored setting.
    case invalidOption(index: Int, option: String, reason: String)
    /// The settings type cannot be described: it is not a struct, or it cannot be encoded.
    case unsupportedSettings(type: String, reason: String)
    /// A value given to ``AutomaticSettingsViewModel/set(_:to:)`` does not fit the field.
    case wrongValue(field: String, reason: String)

    /// The message shown to the user.
    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "cannot read the settings file \(file): \(reason)"
        case .invalidJSON(let file, let line, let column, let reason):
            "\(file):\(line):\(column): the settings file is not valid JSON: \(reason); the file was left unchanged"
        case .invalidValue(let file, let key, let line, let reason):
            "\(file)\(line.map { ":\($0)" } ?? ""): setting '\(key)': \(reason); the file was left unchanged"
        case .saveFailed(let file, let step, let reason):
            "cannot save the settings file \(file): \(step) failed: \(reason); the previous file is unchanged"
        case .invalidOption(let index, let option, let reason):
            "settings option \(index) (\(option)): \(reason)"
        case .unsupportedSettings(let type, let reason):
            "cannot describe the settings type \(type): \(reason)"
        case .wrongValue(let field, let reason):
            "setting '\(field)': \(reason)"
        }
    }
}

extension SettingsError {
    /// Runs `body`, a read or a replacement of a durable file, stating its failure as the settings' error.
    static func mapping<T>(_ body: () throws(DurableFileError) -> T) throws(SettingsError) -> T {
        do throws(DurableFileError) {
            return try body()
        } catch {
            switch error {
            case .unreadable(let file, let reason): throw .unreadable(file: file, reason: reason)
            case .saveFailed(let file, let step, let reason): throw .saveFailed(file: file, step: step, reason: reason)
            }
        }
    }
}
