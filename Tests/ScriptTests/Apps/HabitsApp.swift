import Builders

/// Habits with a streak, a mutating helper method and a grid made by nested ForEach.
enum HabitsApp: AppFile {
    static let path = #filePath
    static let preview = "HabitGrid()"
    static var compiled: any View { HabitGrid() }

// reader:begin
struct Habit: Identifiable {
    let id: Int
    let name: String
    var days: [Bool]

    var streak: Int {
        var count = 0
        for done in days.reversed() {
            if !done { break }
            count += 1
        }
        return count
    }
}

struct HabitGrid: View {
    let habits = [
        Habit(id: 1, name: "Read", days: [true, false, true, true, true]),
        Habit(id: 2, name: "Run", days: [false, false, true, false, false]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(habits) { habit in
                VStack(alignment: .leading) {
                    Text("\(habit.name) – streak \(habit.streak)")
                    HStack(spacing: 3) {
                        ForEach(0..<habit.days.count, id: \.self) { day in
                            Rectangle()
                                .foregroundColor(habit.days[day] ? .green : .gray)
                                .frame(width: 12, height: 12)
                        }
                    }
                }
            }
        }
    }
}
// reader:end
}
