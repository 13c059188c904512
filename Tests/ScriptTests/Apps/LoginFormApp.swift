import Builders

/// A sign-in form: @State strings, validation in computed properties, an optional error.
enum LoginFormApp: AppFile {
    static let path = #filePath
    static let preview = "LoginView()"
    static var compiled: any View { LoginView() }

// reader:begin
struct LoginView: View {
    @State private var email = "ada@example.com"
    @State private var password = "secret"
    @State private var remember = true
    @State private var errorMessage: String? = "Password too short"

    private var isValid: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Sign in").font(.title).bold()
            field("Email", value: email)
            field("Password", value: String(repeating: "•", count: password.count))
            Toggle("Remember me", isOn: $remember)
            if let errorMessage {
                Text(errorMessage)
                    .foregroundColor(.red)
                    .font(.footnote)
            }
            Button("Continue") {
                guard isValid else {
                    errorMessage = "Check your details"
                    return
                }
                errorMessage = nil
            }
            .disabled(!isValid)
            .frame(maxWidth: .infinity)
        }
        .padding()
    }

    private func field(_ title: String, value: String) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundColor(.secondary)
            Text(value)
                .padding(6)
                .border(.gray)
        }
    }
}
// reader:end
}
