import Combine
import Foundation
import SwiftUI
import Testing
import ViewInspector
import XCTest
import Expectations

/// The emissary a view holds, written as ViewInspector's users write it in their tests.
private final class LampInspection<V>: InspectionEmissary {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks: [UInt: (V) -> Void] = [:]

    func visit(_ view: V, _ line: UInt) {
        callbacks.removeValue(forKey: line)?(view)
    }
}

/// A view with state of its own, the hook an emissary needs, and a publisher that sets its state.
private struct LightSwitch: View {
    @State var isOn = false
    let inspection = LampInspection<Self>()
    let remote = PassthroughSubject<Bool, Never>()
    var didAppear: ((Self) -> Void)?

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
            .onReceive(remote) { isOn = $0 }
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
            .onAppear { didAppear?(self) }
    }
}

/// A modifier with state of its own, hosted on a view.
private struct Highlight: ViewModifier {
    @State var isStrong = false
    let inspection = LampInspection<Self>()
    var didAppear: ((Self) -> Void)?

    func body(content: Content) -> some View {
        HStack {
            Button("Toggle") { isStrong.toggle() }
            content.padding(isStrong ? 4 : 1)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onAppear { didAppear?(self) }
    }
}

/// Waits for `expectations` by running the main queue, as XCTest's `wait(for:timeout:)` does.
@MainActor private func waitFor(_ expectations: [XCTestExpectation]) -> XCTWaiter.Result {
    XCTWaiter().wait(for: expectations, timeout: 5)
}

@MainActor @Suite struct ViewHostingTests {
    @Test func anEmissarysCallbackSeesTheHostedViewsStateChangeWhenItTaps() {
        let view = LightSwitch()
        var labels: [String] = []
        let expectation = view.inspection.inspect { view in
            labels.append(try view.button().labelView().text().string())
            try view.button().tap()
            labels.append(try view.button().labelView().text().string())
        }
        ViewHosting.host(view: view)
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(labels, ["Off", "On"])
    }

    @Test func aCallbackAfterADelaySeesWhatAPublisherChanged() {
        let view = LightSwitch()
        var labels: [String] = []
        let first = view.inspection.inspect { view in
            labels.append(try view.button().labelView().text().string())
            try view.actualView().remote.send(true)
        }
        let second = view.inspection.inspect(after: 0.05) { view in
            labels.append(try view.button().labelView().text().string())
        }
        ViewHosting.host(view: view)
        expectEqual(waitFor([first, second]), .completed)
        expectEqual(labels, ["Off", "On"])
    }

    @Test func aCallbackOnAPublishersValueRunsAfterTheValue() {
        let view = LightSwitch()
        var labels: [String] = []
        let onValue = view.inspection.inspect(onReceive: view.remote) { view in
            labels.append(try view.button().labelView().text().string())
        }
        let first = view.inspection.inspect { _ in view.remote.send(true) }
        ViewHosting.host(view: view)
        expectEqual(waitFor([first, onValue]), .completed)
        expectEqual(labels, ["On"])
    }

    @Test func onDidAppearInspectsTheViewItIsCalledWith() {
        var view = LightSwitch()
        var states: [Bool] = []
        let expectation = view.on(\.didAppear) { view in
            // The view called back is typed: `actualView()` is the LightSwitch.
            states.append(try view.actualView().isOn)
            try view.button().tap()
            states.append(try view.actualView().isOn)
        }
        ViewHosting.host(view: view)
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(states, [false, true])
    }

    @Test func aHostedModifiersCallbackInspectsItsBodyWithTheContentStandIn() {
        let modifier = Highlight()
        var paddings: [CGFloat] = []
        var contentPath = ""
        let expectation = modifier.inspection.inspect { body in
            let content = try body.hStack().viewModifierContent(1)
            contentPath = content.pathToRoot
            paddings.append(try content.padding().top)
            try body.hStack().button(0).tap()
            paddings.append(try body.hStack().viewModifierContent(1).padding().top)
        }
        ViewHosting.host(view: Text("Title").modifier(modifier))
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(paddings, [1, 4])
        expectEqual(contentPath, "view(Highlight.self).hStack().viewModifierContent(1)")
    }

    @Test func onDidAppearOfAModifierInspectsItsBody() {
        var modifier = Highlight()
        var names: [String] = []
        let expectation = modifier.on(\.didAppear) { body in
            names.append(try body.hStack().button(0).labelView().text().string())
        }
        ViewHosting.host(view: EmptyView().modifier(modifier))
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(names, ["Toggle"])
    }

    @Test func aCallbackWhoseViewIsNotHostedNeverRuns() {
        let view = LightSwitch()
        var ran = false
        let expectation = view.inspection.inspect { _ in ran = true }
        expectEqual(XCTWaiter().wait(for: [expectation], timeout: 0.05), .timedOut)
        #expect(!ran)
        expectEqual(view.inspection.callbacks.count, 1)
    }
}

/// The room a modifier reads from the environment.
private final class Room: ObservableObject {
    @Published var name = "Hall"
}

/// A modifier that reads an object from the environment.
private struct RoomLabel: ViewModifier {
    @EnvironmentObject var room: Room
    let inspection = LampInspection<Self>()

    func body(content: Content) -> some View {
        HStack {
            content
            Text(room.name)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

/// A plate that reads the room from the environment.
private struct Doorplate: View {
    @EnvironmentObject var room: Room

    var body: some View { Text(room.name) }
}

/// A hosted screen that reads the room and shows a plate that reads it too.
private struct Lobby: View {
    @EnvironmentObject var room: Room
    let inspection = LampInspection<Self>()

    var body: some View {
        VStack {
            Text("Welcome to the \(room.name)")
            Doorplate()
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

@MainActor @Suite struct HostedEnvironmentTests {
    @Test func aViewInsideAHostedViewReadsTheObjectPlacedAboveTheHostedView() {
        let lobby = Lobby()
        var paths: [String] = []
        let expectation = lobby.inspection.inspect { view in
            paths.append(try view.find(text: "Hall").pathToRoot)
        }
        ViewHosting.host(view: lobby.environmentObject(Room()))
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(paths, ["view(Lobby.self).vStack().view(Doorplate.self, 1).text()"])
    }

    @Test func anInjectedObjectIsReadByTheViewAndTheViewsInsideIt() throws {
        expectThrows(InspectionError.missingEnvironmentObject("Room", path: "view(Lobby.self)")) {
            try Lobby().inspect().find(text: "Hall")
        }
        let room = Room()
        room.name = "Attic"
        let lobby = EnvironmentInjection.inject(environmentObject: room, into: Lobby())
        expectEqual(try lobby.inspect().vStack().text(0).string(), "Welcome to the Attic")
        expectEqual(try lobby.inspect().find(Doorplate.self).text().string(), "Attic")
    }

    @Test func anEnvironmentObjectBeginsWithSwiftUIsLayout() throws {
        let room = Room()
        expectEqual(EnvObject.structSize, MemoryLayout<EnvironmentObject<Room>>.size)
        let forged = unsafeBitCast(EnvObject.Forgery(object: room), to: EnvironmentObject<Room>.self)
        #expect(try Inspector.attribute(label: "_store", value: forged, type: Room?.self) === room)
        expectEqual(try Inspector.attribute(label: "_seed", value: forged, type: Int.self), 0)
        var counted = EnvironmentObject<Room>()
        withUnsafeMutableBytes(of: &counted) { bytes in
            bytes.storeBytes(of: 7, toByteOffset: EnvObject.seedOffset, as: Int.self)
        }
        expectEqual(try Inspector.attribute(label: "_seed", value: counted, type: Int.self), 7)
    }

    @Test func aHostedModifierReadsTheObjectPlacedAboveIt() {
        let modifier = RoomLabel()
        var names: [String] = []
        let expectation = modifier.inspection.inspect { body in
            names.append(try body.hStack().text(1).string())
        }
        ViewHosting.host(view: EmptyView().modifier(modifier).environmentObject(Room()))
        expectEqual(waitFor([expectation]), .completed)
        expectEqual(names, ["Hall"])
    }

    @Test func aModifierInspectedOnItsOwnWithoutItsObjectThrows() {
        expectThrows(InspectionError.missingEnvironmentObject("Room", path: "view(RoomLabel.self)")) {
            try RoomLabel().inspect().hStack()
        }
    }
}
