import Builders
import Inspect
import Pickers
import Script
import Testing
import Expectations

// Each example, compiled: the same code as Examples/*.swift with `import Builders`.

@ViewBuilder func classicCompiled() -> some View {
    SegmentedPicker(selection: .constant(0)) {
        Text("First").tag(0)
        Text("Second").tag(1)
        Text("Third").tag(2)
    }
}

@ViewBuilder func settingsCompiled() -> some View {
    let version = "2.4.1"
    VStack(alignment: .leading, spacing: 8) {
        Text("Settings").font(.largeTitle)
        VStack(alignment: .leading) {
            Text("Network").font(.headline)
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Airplane Mode", isOn: .constant(false))
                .disabled(true)
        }
        .padding()
        .border(.gray)
        VStack(alignment: .leading) {
            Text("Appearance").font(.headline)
            Picker("Theme", selection: .constant("system")) {
                Text("Light").tag("light")
                Text("Dark").tag("dark")
                Text("System").tag("system")
            }
            .pickerStyle(.segmented)
        }
        .padding()
        .border(.gray)
        HStack {
            Text("Version \(version)").foregroundColor(.secondary)
            Spacer()
            Button("Reset") {}
                .accessibilityIdentifier("reset")
        }
    }
}

@ViewBuilder func nestedCompiled() -> some View {
    let showArchived = false
    let selector = 2
    VStack {
        Group {
            ForEach(0..<3) { section in
                if section % 2 == 0 {
                    Text("Section \(section)").bold().tag(section)
                } else {
                    Image(systemName: "star").tag(section)
                }
            }
        }
        ForEach(["inbox", "drafts", "sent"], id: \.self) { folder in
            Text(folder).id(folder)
        }
        if showArchived {
            Text("Archive")
        }
        switch selector {
        case 1:
            Text("one")
        case 2:
            Text("two").italic()
        default:
            EmptyView()
        }
    }
}

struct Badge: View {
    var body: some View {
        Text("NEW").bold().padding(4).background(Color.yellow)
    }
}

struct Header: View {
    var body: some View {
        HStack {
            Text("Inbox").font(.title)
            Badge()
        }
    }
}

@ViewBuilder func customCompiled() -> some View {
    VStack(alignment: .leading) {
        Header()
        Divider()
        ForEach([1, 2, 3], id: \.self) { n in
            Text("Message \(n)").tag(n)
        }
    }
}

@MainActor @Suite struct ExampleEquivalenceTests {
    @Test(arguments: ["classic-picker.swift", "settings.swift", "nested.swift"])
    func readerBuildsTheCompiledTypeAndMirror(file: String) throws {
        let compiled: any View = switch file {
        case "classic-picker.swift": classicCompiled()
        case "settings.swift": settingsCompiled()
        default: nestedCompiled()
        }
        let built = try read(try example(file), file: file)
        let (compiledType, compiledDump) = (typeName(compiled), standardDump(compiled))
        expectEqual(typeName(built), compiledType)
        expectEqual(standardDump(built), compiledDump)
        expectEqual(MirrorDump.string(of: built), compiledDump)
    }

    @Test func customViewStructsBecomeNamedStandInsWithTheSameTree() throws {
        let built = try read(try example("custom-view.swift"))
        // A struct cannot become a Swift type at run time: its stand-in keeps its name.
        #expect(typeName(built).hasPrefix("VStack<TupleView<(DefinedView<HStack<TupleView<(Text, DefinedView<"))
        #expect(try inspect(built).treeDump() == inspect(customCompiled()).treeDump())
        #expect(try inspect(built).taggedItems(of: Int.self).map(\.description) == inspect(customCompiled()).taggedItems(of: Int.self).map(\.description))
    }
}
