/// A settings struct with its default values and options, as AutomaticSettings' structs.
///
///     struct BetaSettings: AutomaticSettingsStruct {
///         var calculation = Calculation()
///         var smoothing = Smoothing()
///         static let settingsOptions: SettingsOptions<BetaSettings> = [.requiresRestart(\.calculation.mode)]
///     }
public protocol AutomaticSettingsStruct: Codable, Equatable {
    /// The default settings.
    init()
    /// The per-field options (none by default).
    static var settingsOptions: SettingsOptions<Self> { get }
}

extension AutomaticSettingsStruct {
    /// No options.
    public static var settingsOptions: SettingsOptions<Self> { [] }
}

/// A change of one setting, as the review lists it.
public struct SettingsChange: Equatable, Sendable, Identifiable, CustomStringConvertible {
    /// The setting.
    public let field: SettingsField
    /// Its saved value.
    public let old: SettingsValue
    /// Its edited value.
    public let new: SettingsValue

    /// The field's key path text.
    public var id: String { field.id }
    /// The field's title: `Smoothing › Grouped › Level`.
    public var name: String { field.title }
    /// `1 → 3`.
    public var change: String { "\(old) → \(new)" }
    /// Whether saving this change restarts the app.
    public var requiresRestart: Bool { field.requiresRestart }
    /// `Smoothing › Grouped › Level: 1 → 3`.
    public var description: String { "\(name): \(change)" }
}

/// The settings screens' model, as AutomaticSettings' view model: the saved settings, a draft
/// the screens edit, the review of the changes, and a transaction that saves or cancels them.
///
/// - Edits go to ``draft`` (``set(_:to:)`` for a field, ``edit(_:)`` from code); values are
///   clamped to their ranges. ``current`` and the file do not change until ``saveChanges()``.
/// - ``applicableChanges`` lists the fields whose draft value differs from the saved one, in
///   declaration order — a value set back to where it was is no change.
/// - ``saveChanges()`` stores the draft durably first, then runs the side effects of what
///   changed, then, if a change requires it, calls ``onRestart`` — the app restarts itself; the
///   package never exits the process. If storing fails, nothing else happens and the draft stays.
/// - ``cancel()`` sets the draft back to the saved settings and writes nothing.
///
/// Use it from one actor at a time (the UI's, the main actor).
public final class AutomaticSettingsViewModel<Settings: Codable & Equatable> {
    /// The fields and sections.
    public let description: SettingsDescription<Settings>
    /// The file the settings are saved in.
    public let file: SettingsFile<Settings>
    /// The saved settings.
    public private(set) var current: Settings
    /// The edited settings.
    public private(set) var draft: Settings
    /// The values clamped when the file was loaded.
    public let clampedOnLoad: [ClampedSetting]
    /// Called after a save whose changes require a restart.
    public var onRestart: (() -> Void)?

    private var document: JSON?
    private var currentTree: JSON
    private var draftTree: JSON

    /// Loads the settings from the file at `path` (defaults when it does not exist).
    public init(file path: String, defaults: Settings, options: SettingsOptions<Settings> = [],
                onRestart: (() -> Void)? = nil) throws(SettingsError) {
        description = try SettingsDescription(defaults: defaults, options: options)
        file = try SettingsFile(path: path, defaults: defaults, description: description)
        let loaded = try file.load()
        current = loaded.settings
        draft = loaded.settings
        clampedOnLoad = loaded.clamped
        document = loaded.document
        currentTree = try file.tree(of: loaded.settings)
        draftTree = currentTree
        self.onRestart = onRestart
    }

    /// The draft value of `field`.
    public func value(of field: SettingsField) -> SettingsValue {
        draftTree.value(at: field.key).map { SettingsValue($0, kind: field.kind) } ?? .other("null")
    }

    /// The saved value of `field`.
    public func savedValue(of field: SettingsField) -> SettingsValue {
        currentTree.value(at: field.key).map { SettingsValue($0, kind: field.kind) } ?? .other("null")
    }

    /// Sets `field` in the draft to `value`, clamped to its range.
    public func set(_ field: SettingsField, to value: SettingsValue) throws(SettingsError) {
        var json: JSON
        do throws(ValueMismatch) {
            json = try value.json(for: field.kind)
        } catch {
            throw .wrongValue(field: field.id, reason: error.reason)
        }
        if let range = field.range, case .number(let text) = json, let number = Double(text) {
            let bounded = min(max(number, range.lower), range.upper)
            if bounded != number { json = field.kind == .integer ? .number(SettingsValue.format(bounded)) : .number("\(bounded)") }
        }
        if let limits = field.integerLimits, case .number(let text) = json, !limits.contains(text) {
            throw .wrongValue(field: field.id, reason: "\(text) is outside \(limits)")
        }
        let edited = draftTree.setting(field.key, to: json)
        do throws(SettingsError) {
            try replaceDraft(SettingsCoder.decode(Settings.self, from: edited, file: file.path, lines: [:]))
        } catch {
            if case .invalidValue(_, _, _, let reason) = error { throw .wrongValue(field: field.id, reason: reason) }
            throw error
        }
    }

    /// Edits the draft in code; ranged values are clamped afterwards.
    public func edit(_ body: (inout Settings) -> Void) throws(SettingsError) {
        var edited = draft
        body(&edited)
        try replaceDraft(edited)
    }

    private func replaceDraft(_ settings: Settings) throws(SettingsError) {
        var tree = try file.tree(of: settings)
        var clamped = false
        for field in description.allFields {
            guard let range = field.range, case .number(let text)? = tree.value(at: field.key), let number = Double(text) else { continue }
            let bounded = min(max(number, range.lower), range.upper)
            guard bounded != number else { continue }
            tree = tree.setting(field.key, to: field.kind == .integer ? .number(SettingsValue.format(bounded)) : .number("\(bounded)"))
            clamped = true
        }
        draft = clamped ? try SettingsCoder.decode(Settings.self, from: tree, file: file.path, lines: [:]) : settings
        draftTree = clamped ? try file.tree(of: draft) : tree
    }

    /// The changes the review lists, in declaration order.
    public var applicableChanges: [SettingsChange] {
        description.fields.compactMap { field in
            let old = savedValue(of: field)
            let new = value(of: field)
            return old == new ? nil : SettingsChange(field: field, old: old, new: new)
        }
    }

    /// Whether saving restarts the app: a change requires it.
    public var needsRestart: Bool {
        applicableChanges.contains { $0.requiresRestart }
    }

    /// The Save button's title: `Save`, or `Save & Restart`.
    public var saveTitle: String {
        needsRestart ? "Save & Restart" : "Save"
    }

    /// Saves the draft (see the type's notes) and returns the changes saved.
    @discardableResult
    public func saveChanges() throws(SettingsError) -> [SettingsChange] {
        let changes = applicableChanges
        guard draftTree != currentTree else { return changes }
        let restart = changes.contains { $0.requiresRestart }
        document = try file.save(tree: draftTree, document: document, flush: true)
        let (oldSettings, oldTree) = (current, currentTree)
        current = draft
        currentTree = draftTree
        for (key, effect) in description.sideEffects where oldTree.value(at: key) != currentTree.value(at: key) {
            effect(oldSettings, current)
        }
        if restart { onRestart?() }
        return changes
    }

    /// Discards the draft; writes nothing.
    public func cancel() {
        draft = current
        draftTree = currentTree
    }
}

extension AutomaticSettingsViewModel where Settings: AutomaticSettingsStruct {
    /// Loads the settings from `path`, with `Settings()` as defaults and `Settings.settingsOptions`.
    public convenience init(file path: String, onRestart: (() -> Void)? = nil) throws(SettingsError) {
        try self.init(file: path, defaults: Settings(), options: Settings.settingsOptions, onRestart: onRestart)
    }
}
