import Builders
import Inspect
import Testing
import Expectations

/// A map a SwiftUI app wraps from UIKit.
private struct MapView: UIViewRepresentable {
    var pins: [String]

    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A text view wrapped from UIKit, its context spelt out as iOS code often spells it.
private struct NotesView: UIViewRepresentable {
    final class Coordinator { var edits = 0 }

    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: UIViewRepresentableContext<NotesView>) -> UIView {
        context.coordinator.edits += 1
        return UIView()
    }
    func updateUIView(_ uiView: UIView, context: UIViewRepresentableContext<NotesView>) {}
}

/// The same, with a stand-in for tests to read.
private struct PinList: UIViewRepresentable, CustomInspectable {
    var pins: [String]

    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}

    var customInspectableContent: some View {
        ForEach(pins, id: \.self) { Text($0) }
    }
}

/// A camera screen a SwiftUI app wraps from UIKit.
private struct Camera: UIViewControllerRepresentable {
    final class Coordinator {}

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }
}

@MainActor @Suite struct UIKitRepresentableTests {
    @Test func aRepresentableIsFoundByItsTypeAndHoldsNoViews() throws {
        let view = VStack { Text("Map"); MapView(pins: ["a"]); Camera() }
        let map = try view.inspect().find(MapView.self)
        expectEqual(try map.actualView(MapView.self).pins, ["a"])
        expectEqual(map.pathToRoot, "vStack().view(MapView.self, 1)")
        #expect(try map.children().isEmpty)
        expectEqual(try view.inspect().find(Camera.self).pathToRoot, "vStack().view(Camera.self, 2)")
    }

    @Test func aCustomInspectableViewShowsItsContentToSearches() throws {
        let view = VStack { PinList(pins: ["Home", "Work"]) }
        expectEqual(try view.inspect().find(text: "Work").pathToRoot, "vStack().view(PinList.self, 0).forEach().text(1)")
        expectEqual(try view.inspect().findAll(ViewKind.text).count, 2)
    }

    @Test func aContextCarriesTheCoordinatorItIsMadeWith() {
        let notes = NotesView()
        let coordinator = notes.makeCoordinator()
        _ = notes.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator))
        expectEqual(coordinator.edits, 1)
    }

    @Test func aViewControllersViewIsMadeOnceWhenFirstAskedFor() {
        final class Counting: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Counting()
        #expect(!controller.isViewLoaded)
        let first = controller.view
        #expect(first === controller.view)
        expectEqual(controller.loads, 1)
    }

    @Test func aSubviewAddedElsewhereMovesThere() {
        let left = UIView(), right = UIView(), child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        left.addSubview(child)
        right.addSubview(child)
        #expect(left.subviews.isEmpty)
        #expect(right.subviews.first === child && child.superview === right)
        child.removeFromSuperview()
        #expect(right.subviews.isEmpty && child.superview == nil)
    }
}
