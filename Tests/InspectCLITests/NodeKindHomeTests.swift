import Foundation
import Testing

/// Each node kind is described once per layer: a view or modifier type that no other node is
/// built from is named in at most one file of each module (ARCHITECTURE.md, "Recipe: adding a
/// node type"). A registry may list a kind by its lowercase member; its SwiftUI type name, and so
/// every fact about it, lives in the kind's own file.
@MainActor @Suite struct NodeKindHomeTests {
    /// Views and modifiers that no other node of the package is built from.
    static let kinds = [
        "ProgressView", "LabeledContent", "GroupBox", "ControlGroup", "ViewThatFits",
        "Link", "Menu", "ColorPicker", "DatePicker", "SecureField", "TextEditor", "Grid", "GridRow",
        "LazyVGrid", "LazyHGrid", "LazyVStack", "LazyHStack", "Slider", "TabView", "NavigationStack",
        "NavigationView", "ToolbarItemGroup", "NavigationSplitView", "EditButton", "AsyncImage",
        "_PaddingLayout", "_FrameLayout", "_FlexFrameLayout", "_OpacityEffect", "_AspectRatioLayout",
        "_ClipEffect", "_BlurEffect", "_ShadowEffect", "_OffsetEffect", "_MaskEffect",
        "_ScaleEffect", "_RotationEffect", "_Rotation3DEffect", "_ContainerRelativeFrameLayout", "_AnimationModifier",
        "_TransactionModifier", "_ValueTransactionModifier", "TransitionTraitKey", "HierarchicalShapeStyle", "TintShapeStyle",
        "HighPriorityGestureModifier", "SimultaneousGestureModifier",
        "GeometryReader", "ScrollViewReader", "TimelineView",
        "ShareLink", "SharePreview", "DefaultShareLinkLabel", "MultiDatePicker", "OutlineGroup", "Gauge", "Table",
        "ContentUnavailableView",
    ]

    /// The modules whose files describe node kinds.
    nonisolated static let modules = ["ViewTree", "Builders", "Inspect", "Render", "Script", "Runtime"]

    @Test(arguments: modules)
    func eachKindIsNamedInOneFileOfTheModule(module: String) throws {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try Self.swiftFiles(under: folder)
        #expect(!files.isEmpty, "no Swift files under \(folder.path)")
        for kind in Self.kinds {
            let naming = files.filter { Self.names($0.text, kind) }.map(\.path).sorted()
            #expect(naming.count <= 1, "\(kind) is named in \(naming.count) files of \(module): \(naming.joined(separator: ", "))")
        }
    }

    @Test func aNameIsMatchedAsAWholeWord() {
        #expect(Self.names("struct Grid<Content>", "Grid"))
        #expect(!Self.names("struct GridRow<Content>", "Grid"))
        #expect(!Self.names("LazyVGrid(columns: [])", "Grid"))
        #expect(Self.names("\"_PaddingLayout\": .padding", "_PaddingLayout"))
    }

    /// Whether `text` holds `name` as a whole word (not part of a longer identifier).
    static func names(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || character.isLetter || character.isNumber
    }

    private static func swiftFiles(under folder: URL) throws -> [(path: String, text: String)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(path: String, text: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(folder.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }
}
