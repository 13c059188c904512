import ReflectionUI
import Testing
import Expectations

class Base {
    @MirrorUI var first = 1
    var unmarked = "ignored"
    @MirrorUI var second = true
}

final class Derived: Base {
    @MirrorUI var third = "three"
}

final class Physics {
    @MirrorUI var gravity = 9.8
    @MirrorUI var friction = 0.1
}

final class Node {
    @MirrorUI var label = "node"
    var next: Node?
    var link: Node { self }
}

final class Scene {
    @MirrorUI var title = "Scene"
    let physics = Physics()
    @MirrorUI var markedPhysics = Physics()
    var plain = 3
}

struct Limits {
    @MirrorUI var low = 1
    @MirrorUI var high = 9
}

struct Plain {
    var note = "plain"
    var level = 2.5
}

enum Gear { case low, high }

/// Marked properties and plain values only: read by its type's field plan.
final class Machine {
    @MirrorUI var speed = 2
    var limits = Limits()
    var plain = Plain()
    var gear = Gear.low
    var pair = (1, "a")
    @MirrorUI var presets = Limits()
}

/// A class whose custom mirror shows other children than its stored properties.
final class Mirrored: CustomReflectable {
    let hidden = Limits()
    let shown = Physics()
    var customMirror: Mirror { Mirror(self, children: ["shown": shown], displayStyle: .class) }
}

func names(_ items: [MirrorItem]) -> [String] {
    items.map { item in
        switch item {
        case .property(let property): property.displayName
        case .section(let section): "[\(section.displayName): \(names(section.items).joined(separator: ", "))]"
        }
    }
}

@MainActor @Suite struct ReflectionTests {
    @Test func superclassPropertiesComeFirstInDeclarationOrder() {
        expectEqual(names(MirrorReflection.items(of: Derived())), ["First", "Second", "Third"])
    }

    @Test func nestedObjectsWithMarkedPropertiesBecomeSections() {
        #expect(names(MirrorReflection.items(of: Scene())) == [
            "Title", "[Physics: Gravity, Friction]", "[Marked Physics: Gravity, Friction]",
        ])
    }

    @Test func theSectionsBoxesAreTheNestedObjectsOwn() throws {
        let scene = Scene()
        guard case .section(let section) = MirrorReflection.items(of: scene)[1],
              case .property(let gravity) = section.items[0] else {
            Issue.record("no Physics section")
            return
        }
        let ref = try #require(gravity.ref as? Ref<Double>)
        ref.value = 1.6
        expectEqual(scene.physics.gravity, 1.6)
    }

    @Test func aCycleOfObjectsIsEnteredOnce() {
        let node = Node()
        node.next = node
        // The test made the cycle; it breaks it, so that the LeakSanitizer run sees no leak.
        defer { node.next = nil }
        expectEqual(names(MirrorReflection.items(of: node)), ["Label"])
    }

    @Test func propertyNamesLoseTheWrappersUnderscore() {
        guard case .property(let property) = MirrorReflection.items(of: Derived())[0] else {
            Issue.record("no property")
            return
        }
        expectEqual(property.name, "first")
        expectEqual(property.typeName, "Int")
    }

    @Test func structsStoredInlineWithMarkedPropertiesAreSectionsAndPlainValuesAreLeftOut() {
        expectEqual(names(MirrorReflection.items(of: Machine())), ["Speed", "[Limits: Low, High]", "[Presets: Low, High]"])
    }

    @Test func theBoxesOfAStructStoredInlineAreTheObjectsOwn() throws {
        let machine = Machine()
        guard case .section(let section) = MirrorReflection.items(of: machine)[1], case .property(let low) = section.items[0] else {
            Issue.record("no Limits section")
            return
        }
        try #require(low.ref as? Ref<Int>).value = 4
        expectEqual(machine.limits.low, 4)
    }

    @Test func aCustomMirrorIsFollowedRatherThanTheStoredProperties() {
        expectEqual(names(MirrorReflection.items(of: Mirrored())), ["[Shown: Gravity, Friction]"])
    }

    @Test func aStructGivenAsTheObjectIsReadAsWell() {
        expectEqual(names(MirrorReflection.items(of: Limits())), ["Low", "High"])
        #expect(names(MirrorReflection.items(of: Plain())).isEmpty)
        #expect(names(MirrorReflection.items(of: 3)).isEmpty)
        expectEqual(names(MirrorReflection.items(of: Optional(Limits()) as Any)), ["Low", "High"])
    }

    @Test func readingTheSameTypeTwiceGivesTheSameEntries() {
        let first = names(MirrorReflection.items(of: Machine()))
        expectEqual(names(MirrorReflection.items(of: Machine())), first)
        expectEqual(names(MirrorReflection.items(of: Derived())), ["First", "Second", "Third"])
    }
}
