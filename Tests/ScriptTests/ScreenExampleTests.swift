import Builders
import Inspect
import Render
import Testing
import Expectations

// The three example screens, compiled: the same code as Examples/settings-form.swift,
// Examples/mail-list.swift and Examples/card-grid.swift, with only the import changed.

@ViewBuilder func settingsFormCompiled() -> some View {
    NavigationStack {
        Form {
            Section("Account") {
                TextField("Name", text: .constant("Ada Lovelace"))
                SecureField("Password", text: .constant("analytical"))
                Toggle("Sign in automatically", isOn: .constant(true))
            }
            Section {
                Picker("Theme", selection: .constant("system")) {
                    Text("Light").tag("light")
                    Text("Dark").tag("dark")
                    Text("System").tag("system")
                }
                .pickerStyle(.segmented)
                Stepper("Font size: 14", value: .constant(14), in: 8...32)
                Slider(value: .constant(0.6), in: 0...1) {
                    Text("Volume")
                }
                ProgressView("Syncing", value: 0.4)
            } header: {
                Text("Appearance")
            } footer: {
                Text("Changes apply to every window.")
            }
            Section("About") {
                LabeledContent("Version", value: "2.4.1")
                Button("Reset All Settings", role: .destructive) {}
            }
        }
        .navigationTitle("Settings")
    }
}

@ViewBuilder func mailListCompiled() -> some View {
    NavigationStack {
        List {
            Section("Mailboxes") {
                NavigationLink(destination: Text("All messages")) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(destination: Text("Sent messages")) {
                    Label("Sent", systemImage: "paperplane")
                }
            }
            Section("Folders") {
                ForEach(["Receipts", "Travel", "Family"], id: \.self) { folder in
                    NavigationLink(folder, destination: Text(folder))
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Mail")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Compose") {}
            }
        }
    }
}

@ViewBuilder func cardGridCompiled() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
            ForEach(["Mountains", "Lakes", "Forests", "Deserts"], id: \.self) { place in
                VStack(alignment: .leading, spacing: 4) {
                    Image(systemName: "photo")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(height: 32)
                    Text(place).font(.headline)
                    Text("12 photos").font(.caption).foregroundColor(.secondary)
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
                .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1))
            }
        }
        .padding()
    }
}

/// A newcomer's SwiftUI screens — a settings form, a list with navigation, a card grid — compile
/// with the import changed, read from view code to the same tree, and are drawn.
@MainActor @Suite struct ScreenExampleTests {
    @Test(arguments: ["settings-form.swift", "mail-list.swift", "card-grid.swift"])
    func theReaderBuildsTheCompiledScreen(file: String) throws {
        let compiled: any View = switch file {
        case "settings-form.swift": settingsFormCompiled()
        case "mail-list.swift": mailListCompiled()
        default: cardGridCompiled()
        }
        let built = try read(try example(file), file: file)
        let (compiledType, compiledDump) = (typeName(compiled), try inspect(compiled).treeDump())
        expectEqual(typeName(built), compiledType)
        expectEqual(try inspect(built).treeDump(), compiledDump)
    }

    @Test func theSettingsFormIsDrawnWithItsSectionsAndControls() throws {
        let text = try Renderer.render(inspect(settingsFormCompiled()), width: 60).canvas.plainText
        // The title first, each section's header in capitals, every control on a row of its own.
        let lines = text.split(separator: "\n").map { String($0) }
        expectEqual(lines.first, "Settings")
        for expected in ["ACCOUNT", "Name: [Ada Lovelace]", "[x] Sign in automatically", "APPEARANCE", "│ Light │ Dark │[System]│",
                         "Syncing [████░░░░░░] 40%", "Changes apply to every window.", "ABOUT", "Reset All Settings"] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }
    }

    @Test func theMailListIsDrawnWithItsTitleToolbarAndLinks() throws {
        let text = try Renderer.render(inspect(mailListCompiled()), width: 40).canvas.plainText
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The navigation bar (the Compose button at its trailing end), the large title, the first section.
        expectEqual(Array(lines.prefix(3)), ["Compose", "Mail", "MAILBOXES"])
        #expect(lines.contains("Receipts ›"))
        #expect(lines.contains("▣ Inbox ›"))
    }

    @Test func theCardGridIsDrawnAsTwoColumnsOfOutlinedCards() throws {
        let text = try Renderer.render(inspect(cardGridCompiled()), width: 60).canvas.plainText
        let lines = text.split(separator: "\n").map { String($0) }
        // Two flexible columns: the first row of cards holds Mountains and Lakes side by side.
        let titles = try #require(lines.first { $0.contains("Mountains") })
        expectContains(titles, "Lakes")
        expectEqual(lines.filter { $0.contains("╭") }.count, 2)
        expectEqual(text.components(separatedBy: "╭").count - 1, 4)
    }
}
