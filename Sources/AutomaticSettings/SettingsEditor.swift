import Builders
import Foundation
import Observation
import ReflectionUI

/// The settings screens' state around an ``AutomaticSettingsViewModel``: which screen is shown
/// (the settings or the review), the text typed in fields not yet committed, and the last
/// message (a save's outcome or an error). It is `Observable`: the screens read ``revision``,
/// so a running app draws them again after every edit, save or cancel.
///
/// Use it from one actor at a time (the UI's), as the view model.
public final class SettingsEditor<Settings: Codable & Equatable>: Observable {
    /// Which screen is shown.
    public enum Screen: Equatable, Sendable {
        /// The settings.
        case settings
        /// The review of the changes, with Save and Cancel.
        case review
    }

    /// The model edited.
    public let model: AutomaticSettingsViewModel<Settings>
    private let registrar = ObservationRegistrar()
    private var _revision = 0
    private var _screen = Screen.settings
    private var _message: String?
    private var partialTexts: [String: String] = [:]
    private var mappingStates: [String: Ref<[String: Any]>] = [:]

    /// The registry a field of a type without a control of its own takes its view from
    /// (``mappedView(of:)``): MirrorUI's registry, shared unless set.
    public var mapper: ViewMapper = .shared

    /// Called after a save with the changes saved (after the side effects and the restart hook).
    public var onSaved: (([SettingsChange]) -> Void)?

    /// An editor of `model`'s draft.
    public init(model: AutomaticSettingsViewModel<Settings>) {
        self.model = model
    }

    /// Grows by one at every change the screens show; reading it makes a body follow them.
    public var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return _revision
    }

    /// The screen shown.
    public var screen: Screen {
        registrar.access(self, keyPath: \.revision)
        return _screen
    }

    /// The last message: `Saved 3 changes.`, or why an edit or a save failed.
    public var message: String? {
        registrar.access(self, keyPath: \.revision)
        return _message
    }

    private func changed(_ body: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            body()
            _revision += 1
        }
    }

    /// The draft value of `field`.
    public func value(of field: SettingsField) -> SettingsValue {
        registrar.access(self, keyPath: \.revision)
        return model.value(of: field)
    }

    /// Sets `field` in the draft (clamped to its range); an error becomes the ``message``.
    public func set(_ field: SettingsField, to value: SettingsValue) {
        changed {
            do throws(SettingsError) {
                try model.set(field, to: value)
                _message = nil
            } catch {
                _message = error.description
            }
        }
    }

    /// The text shown in `field`'s text box: what was typed and not committed, or its value.
    public func text(of field: SettingsField) -> String {
        registrar.access(self, keyPath: \.revision)
        if let partial = partialTexts[field.id] { return partial }
        switch model.value(of: field) {
        case .string(let text): return text
        case .number(let number): return "\(number)"
        case let other: return other.description
        }
    }

    /// Keeps `text` typed in `field`'s box, uncommitted.
    public func type(_ text: String, in field: SettingsField) {
        changed { partialTexts[field.id] = text }
    }

    /// Commits the text typed in `field`'s box (Return): a string as it is, a number when it
    /// reads as one (otherwise the message says why and the value stays).
    public func commitText(of field: SettingsField) {
        guard let text = partialTexts[field.id] else { return }
        changed { partialTexts[field.id] = nil }
        switch field.kind {
        case .string:
            set(field, to: .string(text))
        case .floatingPoint:
            if let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite {
                set(field, to: .number(number))
            } else {
                changed { _message = "\(field.title): \(text.debugDescription) is not a number" }
            }
        default:
            break
        }
    }

    /// The view the mapping registry (``mapper``) gives `field`, a field of a type without a
    /// control of its own (``SettingsFieldKind/unsupported``); nil when no mapping matches.
    ///
    /// The mapping edits a ``Ref`` of the field's own type holding the draft's value, made
    /// afresh for each body; every write to it is encoded and set in the draft (clamped and
    /// checked as any edit). The mapping's state (``ViewMappingContext/state``) is kept per
    /// field for as long as the editor, so a field's uncommitted text survives redraws.
    public func mappedView(of field: SettingsField) -> AnyView? {
        guard let custom = model.description.customTypes[field.id], case .other(let json) = value(of: field) else { return nil }
        let write = SettingsWrite { [weak self] text in
            if let text = text as? String { self?.set(field, to: .other(text)) }
        }
        guard let ref = custom.makeRef(json, write) else { return nil }
        let state: Ref<[String: Any]>
        if let kept = mappingStates[field.id] {
            state = kept
        } else {
            state = Ref([:])
            mappingStates[field.id] = state
        }
        // Read, so that a body showing the view follows the mapping's state too.
        _ = state.value
        let context = ViewMappingContext(propertyName: field.displayName, typeName: field.typeName, state: state)
        return mapper.resolve(ref, context: context)?.view
    }

    /// Drops the text typed in `field`'s box (Esc).
    public func cancelText(of field: SettingsField) {
        changed { partialTexts[field.id] = nil }
    }

    /// Shows the review of the changes.
    public func review() {
        changed { _screen = .review }
    }

    /// Leaves the review, keeping the draft.
    public func closeReview() {
        changed { _screen = .settings }
    }

    /// Saves the draft (``AutomaticSettingsViewModel/saveChanges()``) and shows the settings;
    /// a failed save keeps the draft and the review, and says why.
    public func save() {
        var saved: [SettingsChange]?
        changed {
            do throws(SettingsError) {
                let changes = try model.saveChanges()
                saved = changes
                _message = changes.isEmpty ? "Nothing to save." : "Saved \(changes.count) change\(changes.count == 1 ? "" : "s")."
                _screen = .settings
            } catch {
                _message = error.description
            }
        }
        if let saved { onSaved?(saved) }
    }

    /// Discards the draft and the typed text, writes nothing, and shows the settings.
    public func cancel() {
        changed {
            model.cancel()
            partialTexts = [:]
            _message = "Changes discarded."
            _screen = .settings
        }
    }
}
