import Builders

/// A settings Form in a NavigationStack: sections, text fields, a stepper, a slider.
enum FormSettingsApp: AppFile {
    static let path = #filePath
    static let preview = "AccountForm()"
    static var compiled: any View { AccountForm() }

// reader:begin
enum Plan: String, CaseIterable, Identifiable {
    case free, pro, team
    var id: String { rawValue }
}

struct AccountForm: View {
    @State private var name = "Ada"
    @State private var email = ""
    @State private var password = ""
    @State private var age = 36
    @State private var volume = 0.4
    @State private var newsletter = true
    @State private var plan = Plan.pro

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                }
                Section {
                    Stepper("Age: \(age)", value: $age, in: 0...120)
                    Slider(value: $volume, in: 0...1)
                    Toggle("Newsletter", isOn: $newsletter)
                } header: {
                    Text("Preferences")
                } footer: {
                    Text(email.isEmpty ? "Add an email to get the newsletter" : "We write once a month")
                }
                Section("Plan") {
                    Picker("Plan", selection: $plan) {
                        ForEach(Plan.allCases) { plan in
                            Text(plan.rawValue.capitalized).tag(plan)
                        }
                    }
                }
            }
        }
    }
}
// reader:end
}
