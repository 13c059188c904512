import SwiftUI

struct ContentView: View {
    @AppStorage("habitLoop.habits") private var savedHabits = Data()
    @StateObject private var store = HabitStore()
    @State private var showingNewHabit = false
    @State private var newHabitName = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink(value: habit) {
                        HabitRow(habit: habit)
                    }
                    .badge(habit.remaining)
                    .contextMenu {
                        Button("Check In", systemImage: "checkmark") { store.checkIn(habit) }
                        Button("Reset Week", systemImage: "arrow.counterclockwise") { store.resetWeek(of: habit) }
                        Button("Delete", systemImage: "trash", role: .destructive) { store.delete(habit) }
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                if let index = store.habits.firstIndex(where: { $0.id == habit.id }) {
                    HabitDetailView(habit: $store.habits[index])
                }
            }
            .toolbar {
                Button("New Habit", systemImage: "plus") { showingNewHabit = true }
            }
            .alert("New Habit", isPresented: $showingNewHabit) {
                TextField("Name", text: $newHabitName)
                Button("Add") {
                    store.add(named: newHabitName)
                    newHabitName = ""
                }
                Button("Cancel", role: .cancel) { newHabitName = "" }
            }
        }
        .onAppear {
            store.habits = HabitStore(savedData: savedHabits).habits
        }
        .onChange(of: store.habits) {
            savedHabits = store.encoded
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.isMet ? "star.fill" : "star")
                .foregroundStyle(habit.isMet ? .yellow : .secondary)
            Text(habit.name)
            Spacer()
            Text("\(habit.checkIns)/\(habit.weeklyGoal)")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Habits") {
    ContentView()
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    List {
        HabitRow(habit: Habit(name: "Meditate", weeklyGoal: 7, checkIns: 7))
    }
}
