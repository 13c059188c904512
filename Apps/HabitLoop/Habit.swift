import Foundation

/// Something done a few times a week, and how often it was done this week.
struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var weeklyGoal = 3
    var checkIns = 0

    var remaining: Int { max(weeklyGoal - checkIns, 0) }

    var isMet: Bool { checkIns >= weeklyGoal }
}

extension Habit {
    static let starters = [
        Habit(name: "Read", weeklyGoal: 5, checkIns: 2),
        Habit(name: "Run", weeklyGoal: 3),
        Habit(name: "Stretch", weeklyGoal: 2, checkIns: 2),
    ]
}
