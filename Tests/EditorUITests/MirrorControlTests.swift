import Builders
import Foundation
import Inspect
import ReflectionUI
import Testing
import Expectations

enum Speed: String, CaseIterable {
    case slow, fast, veryFast
}

final class Weapon {
    @MirrorUI var power = 3
}

final class Player {
    @MirrorUI var name = "Ann"
    let weapon = Weapon()
}

final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    var lines: [String] { lock.withLock { _lines } }
    func append(_ line: String) { lock.withLock { _lines.append(line) } }
}

/// Every supported type, MirrorUI's README Settings among them.
final class Everything {
    @MirrorUI var blurEnabled = true
    @MirrorUI var lives = 4
    @MirrorUI var startingHealth = 12.5
    @MirrorUI(range: 0...20) var damage = 5.3
    @MirrorUI var greeting = "Welcome"
    @MirrorUI var speed = Speed.slow
    @MirrorUI var tint = Color.blue
    @MirrorUI var origin = CGPoint(x: 1, y: 2)
    @MirrorUI var frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    @MirrorUI var small: UInt8 = 255
    @MirrorUI var date = Date(timeIntervalSince1970: 0)
    let player = Player()
    let log = Log()

    init() {
        $lives.min = 0
        $lives.max = 99
        let log = log
        $lives.didSet = { log.append("lives = \($0)") }
        $greeting.didSet = { log.append("greeting = \($0)") }
    }
}

@MainActor @Suite struct MirrorControlTests {
    let object = Everything()
    let mapper = ViewMapper()

    func inspect() throws -> InspectableView {
        try MirrorView(object: object, mapper: mapper).inspect()
    }

    @Test func anIntegerIsAStepperLabelledByItsDisplayName() throws {
        expectEqual(try inspect().find(text: "Lives").string(), "Lives")
        let stepper = try inspect().control(.stepper, "Lives")
        try stepper.increment()
        expectEqual(object.lives, 5)
        try stepper.decrement()
        try stepper.decrement()
        expectEqual(object.lives, 3)
        expectEqual(object.log.lines, ["lives = 5", "lives = 4", "lives = 3"])
    }

    @Test func aStepPastTheMaximumStaysAtTheMaximum() throws {
        object.lives = 99
        try inspect().control(.stepper, "Lives").increment()
        expectEqual(object.lives, 99)
        object.lives = 0
        try inspect().control(.stepper, "Lives").decrement()
        expectEqual(object.lives, 0)
    }

    @Test func aStepPastTheTypesBoundsDoesNothing() throws {
        let stepper = try inspect().control(.stepper, "Small")
        try stepper.increment()
        expectEqual(object.small, 255)
    }

    @Test func aStringIsCommittedOnReturnOnly() throws {
        let greeting = try inspect().control(.textField, "Greeting")
        try greeting.setInput("Hello")
        expectEqual(object.greeting, "Welcome")
        expectEqual(try inspect().control(.textField, "Greeting").input(), "Hello")
        try greeting.callOnCommit()
        expectEqual(object.greeting, "Hello")
        expectEqual(object.log.lines, ["greeting = Hello"])
    }

    @Test func cancellingAStringEditKeepsTheValueAndShowsItAgain() throws {
        let greeting = try inspect().control(.textField, "Greeting")
        try greeting.setInput("Nope")
        let cancel = try #require(CancelEditing.action(in: greeting.modifiers.map(\.value)))
        cancel()
        expectEqual(object.greeting, "Welcome")
        expectEqual(try inspect().control(.textField, "Greeting").input(), "Welcome")
        #expect(object.log.lines.isEmpty)
    }

    @Test func aRangedFloatIsASliderClampedToItsRange() throws {
        let slider = try inspect().control(.slider, "Damage")
        try slider.setValue(25)
        expectEqual(object.damage, 20)
        try slider.setValue(7.5)
        expectEqual(object.damage, 7.5)
    }

    @Test func anUnboundedFloatIsANumberFieldThatIgnoresText() throws {
        let field = try inspect().control(.textField, "Starting Health")
        expectEqual(try field.input(), "12.5")
        try field.setInput("3.25")
        try field.callOnCommit()
        expectEqual(object.startingHealth, 3.25)
        try field.setInput("lots")
        try field.callOnCommit()
        expectEqual(object.startingHealth, 3.25)
        for text in ["nan", "inf", "-infinity", "1e400"] {
            try field.setInput(text)
            try field.callOnCommit()
            #expect(object.startingHealth == 3.25, "\(text) was taken")
        }
    }

    @Test func aFloatFieldIgnoresANumberPastFloatsRange() throws {
        final class Single {
            @MirrorUI var scale: Float = 2
        }
        let single = Single()
        let field = try MirrorView(object: single, mapper: mapper).inspect().control(.textField, "Scale")
        try field.setInput("1e300")
        try field.callOnCommit()
        expectEqual(single.scale, 2)
        try field.setInput("1e30")
        try field.callOnCommit()
        expectEqual(single.scale, 1e30)
    }

    @Test func aCaseIterableEnumIsAPickerOfItsCases() throws {
        let picker = try inspect().control(.picker, "Speed")
        let names = try Speed.allCases.map { try picker.find(viewWithTag: $0).string() }
        expectEqual(names, ["Slow", "Fast", "Very Fast"])
        try picker.select(value: Speed.veryFast)
        expectEqual(object.speed, .veryFast)
    }

    @Test func aColorIsAColorPicker() throws {
        let picker = try inspect().control(.colorPicker, "Tint")
        try picker.select(color: .red)
        expectEqual(object.tint, .red)
    }

    @Test func aPointIsAGroupOfNumberFields() throws {
        let view = try inspect()
        let y = try view.group("Origin").control(.textField, "Y")
        expectEqual(try y.input(), "2.0")
        try y.setInput("8")
        try y.callOnCommit()
        expectEqual(object.origin, CGPoint(x: 1, y: 8))
        let height = try view.group("Frame").control(.textField, "Height")
        try height.setInput("40")
        try height.callOnCommit()
        expectEqual(object.frame.size.height, 40)
    }

    @Test func theEditorIsAFormWithASectionPerNestedObject() throws {
        let sections = try inspect().sections()
        expectEqual(sections.count, 3)
        expectEqual(try sections[0].find(text: "Lives").string(), "Lives")
        expectEqual(try sections[1].header().text().string(), "Player")
        expectEqual(try sections[2].header().text().string(), "Player › Weapon")
        expectThrows(Never.self) { try sections[2].find(text: "Power") }
    }

    @Test func aTypeWithoutMappingShowsARowNamingIt() throws {
        expectThrows(Never.self) { try inspect().find(text: "Date: no view mapping for Date") }
    }

    @Test func aRegisteredStringMappingWinsOverTheBuiltInTextField() throws {
        mapper.add(mapping: ViewMapping(for: String.self) { ref, context in
            AnyView(Text(verbatim: "custom \(context.propertyName) \(ref.value)"))
        })
        expectThrows(Never.self) { try inspect().find(text: "custom Greeting Welcome") }
    }
}

extension InspectableView {
    /// The sections of the first Form, in order.
    func sections() throws -> [InspectableView] {
        try find(where: { $0.kind == .form }).findAll(where: { $0.kind == .section })
    }

    /// The first VStack whose first view is the text `name`.
    func group(_ name: String) throws -> InspectableView {
        try find(where: { view in view.kind == .vStack && (try? view.text(0).string()) == name })
    }

    /// The first control of `kind` whose label holds the text `name`.
    func control(_ kind: ViewKind, _ name: String) throws -> InspectableView {
        try find(where: { view in
            view.kind == kind && (try? view.labelView().find(text: name)) != nil
        })
    }
}
