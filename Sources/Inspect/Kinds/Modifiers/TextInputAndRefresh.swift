import Builders

// Environment writes of text input (`autocorrectionDisabled`, `disableAutocorrection`,
// `submitLabel`) and of `refreshable`, named by their key paths beside the other environment writes.

extension ModifierReader {
    /// The methods that write these environment values, by key path.
    nonisolated(unsafe) static let textInputAndRefreshMethods: [AnyKeyPath: String] = [
        \EnvironmentValues.autocorrectionDisabled: "autocorrectionDisabled",
        \EnvironmentValues.disableAutocorrection: "disableAutocorrection",
        \EnvironmentValues.submitLabel: "submitLabel",
        \EnvironmentValues.refresh: "refreshable",
    ]
}

extension InspectableView {
    /// Whether `autocorrectionDisabled(_:)` (or `disableAutocorrection(_:)`) turns autocorrection
    /// off for the view or a view containing it (false when none is set).
    public func autocorrectionDisabled() -> Bool {
        if let written = environmentWrite(\EnvironmentValues.autocorrectionDisabled), let disabled = written { return disabled }
        return disableAutocorrection()
    }

    /// Whether `disableAutocorrection(_:)` turns autocorrection off, as ViewInspector's
    /// `disableAutocorrection()` (false when none is set).
    public func disableAutocorrection() -> Bool {
        guard let written = environmentWrite(\EnvironmentValues.disableAutocorrection), let disabled = written else { return false }
        return disabled ?? false
    }

    /// The return key's word `submitLabel(_:)` sets on the view or a view containing it.
    public func submitLabel() throws -> SubmitLabel {
        guard let written = environmentWrite(\EnvironmentValues.submitLabel), let label = written else {
            throw InspectionError.attributeNotFound("the modifier submitLabel(_:)", in: typeName, path: place)
        }
        return label
    }

    /// Runs the action of the `refreshable(action:)` on the view or a view containing it, as the
    /// user asking for a refresh does, and returns when it is done.
    @MainActor public func callRefreshable() async throws {
        guard let written = environmentWrite(\EnvironmentValues.refresh), let action = written ?? nil else {
            throw InspectionError.attributeNotFound("the modifier refreshable(action:)", in: typeName, path: place)
        }
        await action()
    }
}
