import Combine
import Foundation

/// The habits, saved as JSON by whoever holds the store.
final class HabitStore: ObservableObject {
    @Published var habits: [Habit]

    init(habits: [Habit] = Habit.starters) {
        self.habits = habits
    }

    /// The habits decoded from `data`; the starters when there is nothing saved yet.
    convenience init(savedData data: Data) {
        let saved = try? JSONDecoder().decode([Habit].self, from: data)
        self.init(habits: saved ?? Habit.starters)
    }

    var encoded: Data {
        (try? JSONEncoder().encode(habits)) ?? Data()
    }

    func add(named name: String) {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        habits.append(Habit(name: name))
    }

    func checkIn(_ habit: Habit) {
        update(habit) { $0.checkIns += 1 }
    }

    func resetWeek(of habit: Habit) {
        update(habit) { $0.checkIns = 0 }
    }

    func delete(_ habit: Habit) {
        habits.removeAll { $0.id == habit.id }
    }

    private func update(_ habit: Habit, _ change: (inout Habit) -> Void) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        change(&habits[index])
    }
}
