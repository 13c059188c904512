/// What the inspector knows of one kind of view, stated once, in the kind's own file under
/// `Kinds/`: the type names read as the kind, its role in SwiftUI's view list, where its
/// children are, and the views it holds beside them.
///
/// The tables the walks consult are built from the descriptors, not written beside them:
/// ``KnownTypes`` (names, content paths, supplementary steps) and ``ViewKind/listRole`` read
/// them through ``ViewKind/descriptor``, the registry of kinds.
struct KindDescriptor: Sendable {
    /// The kind described.
    let kind: ViewKind
    /// The type names read as this kind: a type's own name, without module or generic arguments; a
    /// type nested in another whose own name names another view is listed as `Owner.Name`.
    let typeNames: [String]
    /// What SwiftUI's view list makes of a view of this kind.
    let listRole: ViewKind.ListRole
    /// The label path of the views inside a view of this kind, for the label walk; nil when it
    /// holds none there. The package's own type answers the same (its `FastContent`, beside it).
    let contentPath: String?
    /// The views it holds beside its children, each reached by a step of its own name (as
    /// ViewInspector names it) at a label path: a control's `labelView()` at `label`. A step may
    /// have several paths, tried in order.
    let supplementaryPaths: [(step: String, path: String)]
    /// The label paths, tried in order, of the values that verbs several kinds share read from
    /// it, by the verb's key (`spacing`, `alignment`, `text`…); a verb accepts the kinds that
    /// have its key.
    let valuePaths: [String: [String]]
    /// Whether its content is one view, reached without an index (`geometryReader().text()`), as
    /// ViewInspector reaches the view inside its single-view containers; a step without an index
    /// on one whose content is several views reaches the first, as ViewInspector's does.
    let holdsOneView: Bool
    /// The steps of its supplementary views that reach the one view they hold by themselves, as
    /// ViewInspector's paths name them (`messageView()`, not `messageView().text()`).
    let heldViewSteps: Set<String>
    /// The name of the step that reaches a view of this kind in paths, when it is not the kind's
    /// own (a toolbar's `item(0)`, as ViewInspector names it).
    let step: String?
    /// The step its children are reached through, as ViewInspector's paths name it (a dialog's
    /// `actions()`: `alert().actions().button(1)`); nil when they are reached directly.
    let contentStep: String?
    /// The view a step reaches when the value holds none at the step's paths, made from the value
    /// (a system image's label: its symbol's name, as SwiftUI reads it out); verbs reach it,
    /// searches do not visit it. Nil when the kind makes none.
    let madeSupplementaryView: (@Sendable (_ value: Any, _ step: String) -> Any?)?
    /// Why the value withholds the view a step reaches now, or nil when it shows it: a
    /// NavigationLink made with an `isActive` binding shows its destination only while active, as
    /// ViewInspector reads it. A view withheld is not visited by searches, and its step throws.
    let withholdsSupplementaryView: (@Sendable (_ value: Any, _ step: String) -> String?)?
    /// The supplementary step that the kind steps below a view of this kind go through (a
    /// NavigationLink's `destination`: `navigationLink().view(Detail.self)`, as ViewInspector's
    /// paths name it), written in a path only where the path ends; nil when they reach its children.
    let stepsThrough: String?

    init(
        kind: ViewKind, typeNames: [String] = [], listRole: ViewKind.ListRole, contentPath: String? = nil,
        supplementaryPaths: [(step: String, path: String)] = [], valuePaths: [String: [String]] = [:], holdsOneView: Bool = false,
        heldViewSteps: Set<String> = [], step: String? = nil, contentStep: String? = nil,
        madeSupplementaryView: (@Sendable (_ value: Any, _ step: String) -> Any?)? = nil,
        withholdsSupplementaryView: (@Sendable (_ value: Any, _ step: String) -> String?)? = nil, stepsThrough: String? = nil
    ) {
        self.kind = kind
        self.typeNames = typeNames
        self.listRole = listRole
        self.contentPath = contentPath
        self.supplementaryPaths = supplementaryPaths
        self.valuePaths = valuePaths
        self.holdsOneView = holdsOneView
        self.heldViewSteps = heldViewSteps
        self.step = step
        self.contentStep = contentStep
        self.madeSupplementaryView = madeSupplementaryView
        self.withholdsSupplementaryView = withholdsSupplementaryView
        self.stepsThrough = stepsThrough
    }

    /// Every kind's descriptor, in the order of ``ViewKind``'s cases.
    static let all: [KindDescriptor] = ViewKind.allCases.map(\.descriptor)

    /// The path step of each kind whose step is not its own name, read per step of a path (a
    /// table, so that naming a step copies no descriptor).
    static let stepNames: [ViewKind: String] = Dictionary(
        all.compactMap { descriptor in descriptor.step.map { (descriptor.kind, $0) } }, uniquingKeysWith: { first, _ in first })

    /// The step each kind's children are reached through, for kinds that have one (a table, read
    /// per list of children).
    static let contentSteps: [ViewKind: String] = Dictionary(
        all.compactMap { descriptor in descriptor.contentStep.map { (descriptor.kind, $0) } }, uniquingKeysWith: { first, _ in first })

    /// The steps that kind steps go through (``stepsThrough``), unwritten inside a path.
    static let unwrittenSteps: Set<String> = Set(all.compactMap(\.stepsThrough))

    /// The kind each path step names: a kind's own name, and the step its paths use when that
    /// differs (`item` and `toolbarItem` both name a ToolbarItem).
    static let kindsByStep: [String: ViewKind] = Dictionary(
        all.flatMap { descriptor in [(descriptor.kind.rawValue, descriptor.kind)] + (descriptor.step.map { [($0, descriptor.kind)] } ?? []) },
        uniquingKeysWith: { first, _ in first })

    /// The kinds whose descriptors have label paths for the shared verb's key `key`, in the
    /// order of ``ViewKind``'s cases (as a verb's errors list them).
    static func kinds(withValue key: String) -> [ViewKind] {
        all.filter { $0.valuePaths[key] != nil }.map(\.kind)
    }
}
