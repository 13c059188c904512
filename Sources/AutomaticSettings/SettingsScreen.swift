import Builders
import ReflectionUI

/// The settings screens made from a ``SettingsDescription``, as AutomaticSettings' generated
/// views, without code generation:
///
/// - the top level is a `Form` inside a `NavigationStack`: its fields as controls and each
///   nested struct as a `NavigationLink` to a screen of its own, in declaration order, then a
///   Review button (while there are changes) and a Cancel button;
/// - a section's screen is a `Form` with a `Section` for its own fields and an inline `Section`
///   for each struct nested in it, at any depth (titled by the path, `Grouped › Deep`); each is
///   headed by the section's header and footer: the screen's `header`/`footer` view for it, else
///   the options table's view (`.header(\.smoothing) { … }`), else its text
///   (`.header(\.smoothing, "…")`);
/// - a field's control comes from its kind (``SettingsFieldControl``); its help line follows it;
/// - while ``SettingsEditor/screen`` is `.review`, the ``SettingsReviewScreen`` is shown instead.
///
/// Every control edits the editor's draft; nothing is written until Save.
public struct SettingsScreen<Settings: Codable & Equatable> {
    /// The editor shown.
    public let editor: SettingsEditor<Settings>
    /// The screen's title.
    public let title: String
    /// A section's header view, given its section; nil: its `header` option (a view, or a Text).
    public let header: (SettingsSection) -> AnyView?
    /// A section's footer view, given its section; nil: its `footer` option (a view, or a Text).
    public let footer: (SettingsSection) -> AnyView?

    /// The screens of `editor`, titled `title`, with custom header and footer views where
    /// `header` and `footer` return one.
    public init(editor: SettingsEditor<Settings>, title: String = "Settings",
                header: @escaping (SettingsSection) -> AnyView? = { _ in nil },
                footer: @escaping (SettingsSection) -> AnyView? = { _ in nil }) {
        self.editor = editor
        self.title = title
        self.header = header
        self.footer = footer
    }

    /// The settings, or the review.
    public var body: AnyView {
        _ = editor.revision
        if editor.screen == .review {
            return AnyView(SettingsReviewScreen(editor: editor))
        }
        let rows: [AnyView] = editor.model.description.items.map { item in
            switch item {
            case .field(let field):
                return SettingsFieldControl.view(of: field, editor: editor)
            case .section(let section):
                return AnyView(NavigationLink(section.displayName) {
                    SettingsSectionScreen(editor: editor, section: section, header: header, footer: footer)
                })
            }
        }
        let hasChanges = !editor.model.applicableChanges.isEmpty
        let message = editor.message
        return AnyView(NavigationStack {
            VStack(alignment: .leading) {
                Text(verbatim: title).bold()
                Form {
                    ForEach(0..<rows.count) { rows[$0] }
                }
                HStack {
                    if hasChanges {
                        Button("Review") { editor.review() }
                    }
                    Button("Cancel") { editor.cancel() }
                }
                if let message {
                    Text(verbatim: message)
                }
            }
        })
    }
}

/// The screen of one top-level section: its fields under its header and footer, and its
/// nested sections inline.
public struct SettingsSectionScreen<Settings: Codable & Equatable> {
    /// The editor shown.
    public let editor: SettingsEditor<Settings>
    /// The section shown.
    public let section: SettingsSection
    /// Custom header views (see ``SettingsScreen``).
    public let header: (SettingsSection) -> AnyView?
    /// Custom footer views (see ``SettingsScreen``).
    public let footer: (SettingsSection) -> AnyView?

    /// The screen of `section`.
    public init(editor: SettingsEditor<Settings>, section: SettingsSection,
                header: @escaping (SettingsSection) -> AnyView? = { _ in nil },
                footer: @escaping (SettingsSection) -> AnyView? = { _ in nil }) {
        self.editor = editor
        self.section = section
        self.header = header
        self.footer = footer
    }

    /// A Form of Sections: the section's own fields first, then each nested struct.
    public var body: AnyView {
        _ = editor.revision
        var sections: [AnyView] = []
        collect(section, path: nil, into: &sections)
        return AnyView(VStack(alignment: .leading) {
            Text(verbatim: section.displayName).bold()
            Form {
                ForEach(0..<sections.count) { sections[$0] }
            }
        })
    }

    private func collect(_ section: SettingsSection, path: String?, into sections: inout [AnyView]) {
        var rows: [AnyView] = []
        var nested: [SettingsSection] = []
        for item in section.items {
            switch item {
            case .field(let field): rows.append(SettingsFieldControl.view(of: field, editor: editor))
            case .section(let inner): nested.append(inner)
            }
        }
        let headerView = header(section) ?? section.headerView?.view() ?? section.header.map { AnyView(Text(verbatim: $0)) }
            ?? path.map { AnyView(Text(verbatim: $0).bold()) } ?? AnyView(EmptyView())
        let footerView = footer(section) ?? section.footerView?.view() ?? section.footer.map { AnyView(Text(verbatim: $0)) }
            ?? AnyView(EmptyView())
        if !rows.isEmpty || path == nil {
            sections.append(AnyView(Section(header: headerView, footer: footerView) {
                ForEach(0..<rows.count) { rows[$0] }
            }))
        }
        for inner in nested {
            collect(inner, path: path.map { "\($0) › \(inner.displayName)" } ?? inner.displayName, into: &sections)
        }
    }
}

/// The review: each change as `Name: old → new` in declaration order, marked when it requires
/// a restart, then Save (`Save & Restart` when a change requires it), Back and Cancel.
public struct SettingsReviewScreen<Settings: Codable & Equatable> {
    /// The editor reviewed.
    public let editor: SettingsEditor<Settings>

    /// The review of `editor`'s changes.
    public init(editor: SettingsEditor<Settings>) {
        self.editor = editor
    }

    /// The list of changes and the buttons.
    public var body: AnyView {
        _ = editor.revision
        let lines = editor.model.applicableChanges.map(\.reviewLine)
        let message = editor.message
        return AnyView(VStack(alignment: .leading) {
            Text("Review changes").bold()
            Form {
                if lines.isEmpty {
                    Text("No changes.")
                }
                ForEach(0..<lines.count) { Text(verbatim: lines[$0]) }
            }
            HStack {
                Button(editor.model.saveTitle) { editor.save() }
                Button("Back") { editor.closeReview() }
                Button("Cancel") { editor.cancel() }
            }
            if let message {
                Text(verbatim: message)
            }
        })
    }
}

/// The control of one setting, by its kind: Bool → Toggle, integer → Stepper (within its
/// range and its type's bounds, by its step), floating point with a range → Slider, without →
/// a number field committed on Return, String → TextField committed on Return (Esc drops the
/// typed text), `CaseIterable` enum → Picker of its cases, any other `Codable` type → the view of
/// its mapping in the editor's registry (``SettingsEditor/mappedView(of:)``), or a row naming it.
/// A help line, when the field has one, follows the control.
public enum SettingsFieldControl {
    /// The view of `field` in `editor`.
    public static func view<Settings>(of field: SettingsField, editor: SettingsEditor<Settings>) -> AnyView {
        let control = self.control(of: field, editor: editor)
        guard let help = field.help else { return control }
        return AnyView(VStack(alignment: .leading) {
            control
            Text(verbatim: help).foregroundColor(.gray)
        })
    }

    private static func control<Settings>(of field: SettingsField, editor: SettingsEditor<Settings>) -> AnyView {
        let name = field.displayName
        switch field.kind {
        case .bool:
            let isOn = Binding<Bool>(get: { editor.value(of: field) == .bool(true) }, set: { editor.set(field, to: .bool($0)) })
            return AnyView(Toggle(name, isOn: isOn))
        case .integer:
            let step = Swift.max(1, Int(field.range?.step ?? 1))
            let lower = field.range.map { Int(clamping: Int64(exactly: $0.lower.rounded(.up)) ?? Int64.min) } ?? Int.min
            let upper = Swift.max(lower, field.range.map { Int(clamping: Int64(exactly: $0.upper.rounded(.down)) ?? Int64.max) } ?? Int.max)
            let value = SteppedInteger<Int>.binding(get: {
                if case .integer(let value) = editor.value(of: field) { return value }
                return lower
            }, set: { editor.set(field, to: .integer($0)) })
            return AnyView(Stepper(value: value, in: SteppedInteger(lower)...SteppedInteger(upper), step: step) {
                Text(verbatim: name)
            })
        case .floatingPoint:
            if let range = field.range, range.lower < range.upper {
                let value = Binding<Double>(get: {
                    if case .number(let number) = editor.value(of: field) { return number }
                    return range.lower
                }, set: { editor.set(field, to: .number($0)) })
                return AnyView(Slider(value: value, in: range.lower...range.upper, step: range.step ?? (range.upper - range.lower) / 20) {
                    Text(verbatim: name)
                })
            }
            return textField(field, editor: editor)
        case .string:
            return textField(field, editor: editor)
        case .choice(let cases):
            let selection = Binding<String>(get: {
                switch editor.value(of: field) {
                case .choice(let value), .string(let value): return value
                default: return cases.first ?? ""
                }
            }, set: { editor.set(field, to: .choice($0)) })
            return AnyView(Picker(name, selection: selection) {
                ForEach(0..<cases.count) { index in
                    Text(verbatim: SettingsValue.title(ofCase: cases[index])).tag(cases[index])
                }
            })
        case .unsupported:
            if let mapped = editor.mappedView(of: field) { return mapped }
            return AnyView(Text(verbatim: "\(name): \(editor.value(of: field)) (\(field.typeName), no control)"))
        }
    }

    private static func textField<Settings>(_ field: SettingsField, editor: SettingsEditor<Settings>) -> AnyView {
        let text = Binding<String>(get: { editor.text(of: field) }, set: { editor.type($0, in: field) })
        return AnyView(TextField(field.displayName, text: text, onCommit: { editor.commitText(of: field) })
            .onCancelEditing { editor.cancelText(of: field) })
    }
}

extension SettingsChange {
    /// The line the review shows: `Smoothing › Grouped › Level: 1 → 3`, followed by
    /// ` (restart)` when the change requires a restart.
    public var reviewLine: String {
        description + (requiresRestart ? " (restart)" : "")
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension SettingsScreen: View {}
extension SettingsSectionScreen: View {}
extension SettingsReviewScreen: View {}
