@testable import Script
import Testing
import Expectations

/// The reader's tables are built from one list each (``ViewTable/all``, ``ModifierTable/all``,
/// ``ValueTable/all``), keyed by each entry's own names: no name is claimed twice, so no entry
/// hides another, and every name an entry has reaches it.
@MainActor @Suite struct ReaderTableTests {
    @Test func everyViewHasOneEntry() {
        let names = ViewTable.all.map(\.name)
        #expect(Set(names).count == names.count, "a view name listed twice: \(duplicates(names))")
        expectEqual(ViewTable.entries.count, ViewTable.all.count)
        expectEqual(ViewTable.names, names.sorted())
        for entry in ViewTable.all { #expect(ViewTable.entries[entry.name]?.name == entry.name) }
    }

    @Test func everyModifierNameHasOneEntry() {
        let names = ModifierTable.all.flatMap(\.names)
        #expect(Set(names).count == names.count, "a modifier name listed twice: \(duplicates(names))")
        #expect(ModifierTable.all.allSatisfy { !$0.names.isEmpty })
        expectEqual(ModifierTable.entries.count, names.count)
        expectEqual(ModifierTable.names, names.sorted())
        for entry in ModifierTable.all {
            for name in entry.names { #expect(ModifierTable.entries[name]?.names == entry.names) }
        }
    }

    @Test func everyValueTypeHasOneEntry() {
        let names = ValueTable.all.map(\.name)
        #expect(Set(names).count == names.count, "a value type listed twice: \(duplicates(names))")
        expectEqual(ValueTable.entries.count, ValueTable.all.count)
    }

    /// A view, a value type and a style called by name are told apart by their names alone.
    @Test func viewValueAndStyleNamesAreDistinct() {
        let views = Set(ViewTable.all.map(\.name)), values = Set(ValueTable.all.map(\.name)), styles = Set(ViewTable.styles.keys)
        #expect(views.isDisjoint(with: values))
        #expect(views.isDisjoint(with: styles))
        #expect(values.isDisjoint(with: styles))
    }

    private func duplicates(_ names: [String]) -> [String] {
        Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }
}
