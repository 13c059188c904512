import SwiftUI

struct HabitDetailView: View {
    @Binding var habit: Habit
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("This week") {
                LabeledContent("Checked in", value: "\(habit.checkIns) times")
                Button("Check In") { habit.checkIns += 1 }
                    .disabled(habit.isMet)
                if habit.isMet {
                    Text("Goal met. Nice work!")
                }
            }
            Section("Goal") {
                Stepper("\(habit.weeklyGoal) times a week", value: $habit.weeklyGoal, in: 1...7)
            }
        }
        .navigationTitle(habit.name)
        .toolbar {
            // Pushed from the list, the detail offers its own way back; as a preview it has none.
            if isPresented {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    @Previewable @State var habit = Habit(name: "Read", weeklyGoal: 5, checkIns: 4)
    NavigationStack {
        HabitDetailView(habit: $habit)
    }
}
