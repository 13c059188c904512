import Inspect

/// `inspect find`: prints the path of every view that matches one criterion.
struct FindCommand: TreeSubcommand {
    /// What a view is matched on.
    enum Criterion {
        /// A text view's string.
        case text(String)
        /// The view's tag.
        case tag(String)
        /// The view's id.
        case id(String)
        /// The view's type name: short, full, or its kind's.
        case type(String)
    }

    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "find",
        abstract: "print the paths of matching views",
        usage: "(" + criterionOptions.map(\.option.synopsis).joined(separator: " | ") + ")",
        discussion: "Prints the path of every matching view, one per line; exits 1 when none matches.")

    /// Text views by their string.
    static let text = Option<String>("--text", placeholder: "S", help: "text views whose string is S")
    /// Views by their tag.
    static let tag = Option<String>("--tag", placeholder: "V", help: #"views tagged V (1 for the Int 1; a or "a" for the String "a")"#)
    /// Views by their id.
    static let id = Option<String>("--id", placeholder: "V", help: "views with the id V, written as for \(tag.name)")
    /// Views by their type name.
    static let type = Option<String>("--type", placeholder: "T", help: "views of the type T (Text, Badge, or a full type name)")

    /// Each criterion's option and the criterion it gives, in the options' order.
    private static let criterionOptions: [(option: Option<String>, criterion: @Sendable (String) -> Criterion)] = [
        (text, Criterion.text), (tag, Criterion.tag), (id, Criterion.id), (type, Criterion.type),
    ]

    /// The criteria's options, exactly one of which is given, and the root's.
    static let options: [any CommandOption] = criterionOptions.map(\.option) + RootOptions.all

    /// The criteria given; ``validate()`` checks there is exactly one.
    var criteria: [Criterion]

    /// Reads the criteria in the options' order.
    init(parsing arguments: ParsedArguments) throws {
        criteria = try Self.criterionOptions.compactMap { option, criterion in try arguments.value(of: option).map(criterion) }
    }

    /// Exactly one criterion.
    func validate() throws {
        _ = try criterion()
    }

    /// The one criterion; a usage error when there is none or more than one.
    private func criterion() throws -> Criterion {
        guard criteria.count == 1, let criterion = criteria.first else {
            let names = Self.criterionOptions.map(\.option.name).joined(separator: ", ")
            throw Self.failure("expected exactly one of \(names), found \(criteria.count)\n\(Help.usage(of: Self.self))", .usage)
        }
        return criterion
    }

    /// The matching views' paths; exits 1 when none matches.
    func run(_ context: Context) throws -> Output {
        let matches: [InspectableView]
        switch try criterion() {
        case .text(let text):
            matches = try context.root.findAll { $0.kind == .text && (try? $0.string()) == text }
        case .tag(let tag):
            matches = try context.root.findAll { view in (try? view.tag()).map { Self.matches($0, tag) } ?? false }
        case .id(let id):
            matches = try context.root.findAll { view in (try? view.id()).map { Self.matches($0, id) } ?? false }
        case .type(let type):
            matches = try context.root.findAll { $0.typeName == type || $0.fullTypeName == type || $0.kind.typeName == type }
        }
        guard !matches.isEmpty else { throw Self.failure("no view matches", .failure) }
        var output = Output()
        for view in matches { output.line(view.pathToRoot) }
        return output
    }

    /// A tag or id matches its description: `1` for 1, `a` or `"a"` for "a".
    private static func matches(_ value: AnyHashable, _ text: String) -> Bool {
        String(describing: value.base) == text || String(reflecting: value.base) == text
    }
}
