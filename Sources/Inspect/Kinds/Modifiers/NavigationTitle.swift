extension ModifierDescriptor {
    /// `navigationTitle(_:)`.
    static let navigationTitle = ModifierDescriptor(typeNames: ["NavigationPropertiesModifier"], method: "navigationTitle")
}

extension InspectableView {
    /// The title `navigationTitle(_:)` sets, as a string.
    public func navigationTitle() throws -> String {
        let title = try modifierAttribute("NavigationPropertiesModifier<", "title|some", Any.self, call: "navigationTitle(_:)")
        guard let string = TextReader.string(of: title, reader: context.reader) else {
            throw InspectionError.attributeNotFound("a Text title", in: "NavigationPropertiesModifier", path: place)
        }
        return string
    }
}
