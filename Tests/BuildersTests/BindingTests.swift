import Builders
import Testing
import Expectations

@MainActor @Suite struct BindingTests {
    struct Settings {
        var name = "a"
        var volume = 3
    }

    @Test func dynamicMemberBindingWritesThroughToTheParent() {
        let state = State(wrappedValue: Settings())
        let volume: Binding<Int> = state.projectedValue.volume
        volume.wrappedValue = 9
        expectEqual(state.wrappedValue.volume, 9)
        expectEqual(state.wrappedValue.name, "a")
    }

    @Test func constantBindingIgnoresWrites() {
        let binding = Binding.constant(5)
        binding.wrappedValue = 6
        expectEqual(binding.wrappedValue, 5)
    }

    @Test func optionalBindingWrapsANonOptionalOne() {
        var stored = 1
        let base = Binding(get: { stored }, set: { stored = $0 })
        let optional = Binding<Int?>(base)
        optional.wrappedValue = 7
        expectEqual(stored, 7)
        expectEqual(optional.wrappedValue, 7)
    }

    @Test func stateCopiesShareTheirValue() {
        let state = State(wrappedValue: 1)
        let copy = state
        copy.wrappedValue = 2
        expectEqual(state.wrappedValue, 2)
        expectEqual(State<Int?>().wrappedValue, nil)
    }
}
