import Foundation
import SwiftUI
import Testing
import ViewInspector
import Expectations

@MainActor @Suite struct ViewInspectorNamesTests {
    @Test func aLazyGroupMakesEachElementWhenAskedAndRefusesOtherIndices() throws {
        var made: [Int] = []
        let group = LazyGroup<Int>(count: 3) { index in
            made.append(index)
            return index * 10
        }
        expectEqual(made, [])
        expectEqual(try group.element(at: 2), 20)
        expectEqual(made, [2])
        expectThrows(InspectionError.indexOutOfRange(index: 3, count: 3, path: "")) { try group.element(at: 3) }
        expectThrows(InspectionError.indexOutOfRange(index: -1, count: 3, path: "")) { try group.element(at: -1) }
        expectEqual(LazyGroup<Int>.empty.count, 0)
    }

    @Test func joinedLazyGroupsReadTheLeftThenTheRight() throws {
        let joined = LazyGroup<String>(count: 1) { _ in "a" } + LazyGroup<String>(count: 2) { "b\($0)" }
        expectEqual(joined.count, 3)
        expectEqual(try (0..<3).map { try joined.element(at: $0) }, ["a", "b0", "b1"])
    }

    @Test func aTimelineContextAdaptsToEveryTimelinesContext() throws {
        let date = Date(timeIntervalSince1970: 100)
        let context = ViewType.TimelineView.Context(date: date, cadence: .minutes)
        let adapted = try TimelineView<EveryMinuteTimelineSchedule, EmptyView>.adapt(
            context: context, to: TimelineView<EveryMinuteTimelineSchedule, EmptyView>.Context.self)
        expectEqual(adapted.date, date)
        expectEqual(adapted.cadence, .minutes)
        expectThrows(InspectionError.valueTypeMismatch(found: "TimelineViewDefaultContext", expected: "Int")) {
            try TimelineView<EveryMinuteTimelineSchedule, EmptyView>.adapt(context: context, to: Int.self)
        }
    }

    @Test func viewInspectorsErrorNamesMakeThePackagesErrors() {
        expectEqual(InspectionError.typeMismatch(factual: "Int", expected: "Text").description, "Type mismatch: Int is not Text")
        expectEqual(InspectionError.viewIndexOutOfBounds(index: 5, count: 3), .indexOutOfRange(index: 5, count: 3, path: ""))
        expectEqual(InspectionError.inspection(path: "hStack().text(1)", factual: "Button", expected: "Text").description,
                    "hStack().text(1) found Button instead of Text")
        expectEqual(InspectionError.attributeNotFound(label: "tint", type: "Text"),
                    .attributeNotFound("'tint' attribute", in: "Text", path: ""))
        expectEqual(InspectionError.attributeNotFound(label: "tint", type: "Text").description, "Text does not have 'tint' attribute")
        expectEqual(InspectionError.unresponsiveControl(name: "Button", reason: "it is disabled"),
                    .notSupported("Button is unresponsive: it is disabled"))
        expectEqual(InspectionError.searchFailure(skipped: 2, blockers: ["Sheet"]),
                    .notFound(searched: "Possible blockers: Sheet", skipped: 2, path: ""))
        expectEqual(InspectionError.searchFailure(skipped: 2, blockers: ["Sheet"]).description,
                    "Search did only find 2 matches. Possible blockers: Sheet")
        expectEqual(InspectionError.searchFailure(skipped: 0, blockers: []).description, "Search did not find a match")
        expectEqual(InspectionError.viewNotFound(parent: "Optional<Text>"), .viewAbsent(expected: "Optional<Text>", path: ""))
        expectEqual(InspectionError.viewNotFound(parent: "Optional<Text>").description, "View for Optional<Text> is absent")
        expectEqual(InspectionError.viewIndexOutOfBounds(index: 5, count: 3).description, "Enclosed view index '5' is out of bounds: '0 ..< 3'")
        expectEqual(InspectionError.textAttribute("no font"), .notSupported("no font"))
    }

    @Test func aContentMadeAsViewInspectorsOwnTestsMakeItIsARootOrAChildOfAParent() throws {
        let root = try InspectableView(Content(Text("alone"), medium: .empty), parent: nil, index: nil)
        expectEqual(try root.text().string(), "alone")
        expectEqual(root.pathToRoot, "text()")
        let stack = try HStack { Text("a") }.inspect().hStack()
        let placed = try InspectableView(Content(Text("b")), parent: stack, index: 1)
        expectEqual(placed.pathToRoot, "hStack().text(1)")
        expectEqual(try placed.string(), "b")
    }

    @Test func actualViewOfAContentThatIsNeitherAViewNorAModifierThrows() throws {
        let root = try InspectableView(Content("plain"), parent: nil, index: nil)
        expectThrows(InspectionError.typeMismatch(expected: "a view", found: "String", path: "view(String.self)")) {
            _ = try root.actualView()
        }
    }

    @Test func aKnownViewTypesPrefixesAreItsPrefixInSwiftUIUnlessItNamesThem() {
        expectEqual(Gadget.namespacedPrefixes, ["SwiftUI.Gadget"])
        expectEqual(Widget.namespacedPrefixes, ["Swift.String"])
    }

    @Test func aRepresentablesUIKitViewIsAbsentAndSaysWhy() {
        expectThrows(InspectionError.notSupported("View for Sketchpad is absent: no UIKit view is made outside UIKit")) {
            _ = try Sketchpad().uiView()
        }
        expectThrows(InspectionError.notSupported("View for Scanner is absent: no UIKit view controller is made outside UIKit")) {
            _ = try Scanner().viewController()
        }
    }
}

/// A view type described by its prefix alone.
private struct Gadget: KnownViewType, CustomViewType {
    static var typePrefix: String { "Gadget" }
}

/// A view type that names its prefixes.
private struct Widget: KnownViewType {
    static var typePrefix: String { "String" }
    static var namespacedPrefixes: [String] { ["Swift.String"] }
}

/// A drawing surface made in UIKit.
private struct Sketchpad: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A scanner screen made in UIKit.
private struct Scanner: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
