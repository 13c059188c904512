import Builders
import Inspect
import ReflectionUI
import Testing
import Expectations

enum Size: String, CaseIterable {
    case small, medium, large
}

enum Speed: CaseIterable {
    case slow, veryFast
}

struct Vector { var dx = 0.0 }

final class Toolbox {
    @MirrorUI var name = "box"
    @MirrorUI var count: Int16 = 3
    @MirrorUI var small: UInt8 = 1
    @MirrorUI var size = Size.medium
    @MirrorUI var speed = Speed.slow
    @MirrorUI var position = Vector()
    @MirrorUI var ratio: Float = 0.5
    @MirrorUI var enabled = false
}

func label(_ text: String) -> @Sendable (AnyRef, ViewMappingContext) -> AnyView {
    { _, context in AnyView(Text(verbatim: "\(text) \(context.propertyName)")) }
}

struct IntegerLabel: BinaryIntegerViewMapping {
    func view<T: BinaryInteger>(for ref: Ref<T>, context: ViewMappingContext) -> AnyView {
        AnyView(Text(verbatim: "integer \(context.propertyName) = \(ref.value)"))
    }
}

struct RawLabel: StringRawRepresentableViewMapping {
    func view<T: RawRepresentable>(for ref: Ref<T>, context: ViewMappingContext) -> AnyView where T.RawValue == String {
        AnyView(Text(verbatim: "raw \(context.propertyName) = \(ref.value.rawValue)"))
    }
}

func property(_ name: String, of object: AnyObject) throws -> MirrorProperty {
    for item in MirrorReflection.items(of: object) {
        if case .property(let property) = item, property.name == name { return property }
    }
    throw MissingProperty(name: name)
}

struct MissingProperty: Error { let name: String }

@MainActor @Suite struct ViewMapperTests {
    @Test func aRegisteredMappingWinsOverTheBuiltInOneForTheSameType() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(for: String.self) { ref, context in AnyView(Text(verbatim: "custom \(ref.value)")) })
        let view = mapper.view(for: try property("name", of: Toolbox()))
        expectEqual(try view.inspect().find(text: "custom box").string(), "custom box")
    }

    @Test func aMappingRegisteredAfterAViewWasMadeWinsForTheNextView() throws {
        let mapper = ViewMapper()
        let name = try property("name", of: Toolbox())
        expectThrows(Never.self) { try mapper.view(for: name).inspect().find(where: { $0.kind == .textField }) }
        mapper.add(mapping: ViewMapping(for: String.self) { _, _ in AnyView(Text(verbatim: "registered later")) })
        expectThrows(Never.self) { try mapper.view(for: name).inspect().find(text: "registered later") }
    }

    @Test func theMostRecentRegistrationForATypeWins() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(for: String.self) { _, _ in AnyView(Text(verbatim: "older")) })
        mapper.add(mapping: ViewMapping(for: String.self) { _, _ in AnyView(Text(verbatim: "newer")) })
        let view = mapper.view(for: try property("name", of: Toolbox()))
        expectThrows(Never.self) { try view.inspect().find(text: "newer") }
        expectThrows(InspectionError.self) { try view.inspect().find(text: "older") }
    }

    @Test func aBinaryIntegerMappingMatchesEveryIntegerType() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(forAnyBinaryInteger: IntegerLabel()))
        let toolbox = Toolbox()
        expectEqual(try mapper.view(for: property("count", of: toolbox)).inspect().find(text: "integer Count = 3").string(), "integer Count = 3")
        expectEqual(try mapper.view(for: property("small", of: toolbox)).inspect().find(text: "integer Small = 1").string(), "integer Small = 1")
    }

    @Test func anExactMappingWinsOverAProtocolMappingWhateverTheOrderOfRegistration() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(for: Int16.self) { _, _ in AnyView(Text(verbatim: "exact")) })
        mapper.add(mapping: ViewMapping(forAnyBinaryInteger: IntegerLabel()))
        let toolbox = Toolbox()
        let count = try property("count", of: toolbox)
        let context = ViewMappingContext(propertyName: "Count", typeName: "Int16", state: Ref([:]))
        expectEqual(mapper.resolve(count.ref, context: context)?.mapping.match, .type(ObjectIdentifier(Int16.self), name: "Int16"))
        let small = try property("small", of: toolbox)
        expectEqual(mapper.resolve(small.ref, context: context)?.mapping.match, .anyBinaryInteger)
    }

    @Test func aStringRawRepresentableMappingMatchesAStringBackedEnum() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(forAnyStringRawRepresentable: RawLabel()))
        let view = mapper.view(for: try property("size", of: Toolbox()))
        expectEqual(try view.inspect().find(text: "raw Size = medium").string(), "raw Size = medium")
    }

    @Test func theOrderOfMappingsIsRegisteredExactThenProtocolThenBuiltIns() {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(forAnyBinaryInteger: IntegerLabel()))
        mapper.add(mapping: ViewMapping(for: Size.self) { _, _ in AnyView(EmptyView()) })
        #expect(mapper.mappings.map(\.match.description) == [
            "Size", "any BinaryInteger", "Bool", "String", "Color", "CGPoint", "CGSize", "CGRect",
            "any FixedWidthInteger", "any BinaryFloatingPoint", "any CaseIterable & Hashable",
        ])
    }

    @Test func aPropertyWithoutAMappingShowsARowNamingItsType() throws {
        let view = ViewMapper().view(for: try property("position", of: Toolbox()))
        expectEqual(try view.inspect().find(text: "Position: no view mapping for Vector").string(), "Position: no view mapping for Vector")
    }

    @Test func theMappingsStateIsKeptBetweenRedraws() throws {
        let mapper = ViewMapper()
        mapper.add(mapping: ViewMapping(for: String.self) { ref, context in
            let draws = (context.state.value["draws"] as? Int ?? 0) + 1
            context.state.value["draws"] = draws
            return AnyView(Text(verbatim: "draw \(draws)"))
        })
        // Each inspection draws the editor once: the row's body makes the control again.
        let editor = MirrorView(object: Toolbox(), mapper: mapper)
        expectEqual(try editor.inspect().find(text: "draw 1").string(), "draw 1")
        expectEqual(try editor.inspect().find(text: "draw 2").string(), "draw 2")
    }

    @Test func theSharedMapperTakesRegistrations() throws {
        struct OnlyHere { var value = 1 }
        final class Holder { @MirrorUI var thing = OnlyHere() }
        ViewMapper.shared.add(mapping: ViewMapping(for: OnlyHere.self) { ref, _ in AnyView(Text(verbatim: "only \(ref.value.value)")) })
        expectEqual(try MirrorView(object: Holder()).body.inspect().find(text: "only 1").string(), "only 1")
    }
}

@MainActor @Suite struct MirrorViewTests {
    @Test func everyPropertyIsShownWithItsDisplayName() throws {
        let view = MirrorView(object: Game()).body
        for text in ["Lives", "Starting Health", "Damage", "Greeting"] {
            expectThrows(Never.self) { try view.inspect().find(text: text) }
        }
        expectEqual(try view.inspect().find(where: { $0.kind == .textField && (try? $0.input()) == "Welcome" }).kind, .textField)
        let toggle = try view.inspect().find(Toggle<Text>.self)
        expectEqual(try toggle.labelView().text().string(), "Blur Enabled")
    }

    @Test func theIntegerStepperStepsTheValueAndStopsAtItsMax() throws {
        let game = Game()
        game.lives = 98
        try MirrorView(object: game).body.inspect().find(where: { $0.kind == .stepper }).increment()
        expectEqual(game.lives, 99)
        try MirrorView(object: game).body.inspect().find(where: { $0.kind == .stepper }).increment()
        expectEqual(game.lives, 99)
    }

    @Test func anEnumIsAPickerOfItsCasesByDisplayName() throws {
        let toolbox = Toolbox()
        let picker = try MirrorView(object: toolbox, mapper: ViewMapper()).body.inspect().find(text: "Very Fast")
        expectEqual(try picker.tag(), AnyHashable(Speed.veryFast))
        try MirrorView(object: toolbox, mapper: ViewMapper()).body.inspect().findAll(Picker<Text, Speed, ForEach<Range<Int>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Speed>>>>>.self)[0].select(value: Speed.veryFast)
        expectEqual(toolbox.speed, .veryFast)
    }

    @Test func aNestedObjectIsASectionWithItsTitle() throws {
        let view = MirrorView(object: Scene()).body
        expectThrows(Never.self) { try view.inspect().find(text: "Marked Physics") }
        expectEqual(try view.inspect().findAll(where: { (try? $0.string()) == "Gravity" }).count, 2)
    }
}
