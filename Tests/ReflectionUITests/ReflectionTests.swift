import ReflectionUI
import Testing

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

func names(_ items: [MirrorItem]) -> [String] {
    items.map { item in
        switch item {
        case .property(let property): property.displayName
        case .section(let section): "[\(section.displayName): \(names(section.items).joined(separator: ", "))]"
        }
    }
}

@Suite struct ReflectionTests {
    @Test func superclassPropertiesComeFirstInDeclarationOrder() {
        #expect(names(MirrorReflection.items(of: Derived())) == ["First", "Second", "Third"])
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
        #expect(scene.physics.gravity == 1.6)
    }

    @Test func aCycleOfObjectsIsEnteredOnce() {
        let node = Node()
        node.next = node
        // The test made the cycle; it breaks it, so that the LeakSanitizer run sees no leak.
        defer { node.next = nil }
        #expect(names(MirrorReflection.items(of: node)) == ["Label"])
    }

    @Test func propertyNamesLoseTheWrappersUnderscore() {
        guard case .property(let property) = MirrorReflection.items(of: Derived())[0] else {
            Issue.record("no property")
            return
        }
        #expect(property.name == "first")
        #expect(property.typeName == "Int")
    }
}
