import Builders

/// Style structs of the file (a ButtonStyle, a PrimitiveButtonStyle, ToggleStyles that read and toggle `isOn`,
/// LabelStyles) beside the package's styles by type name and by implicit member.
enum StyledControlsApp: AppFile {
    static let path = #filePath
    static let preview = "StyledControlsView()"
    static var compiled: any View { StyledControlsView() }

// reader:begin
struct PillButtonStyle: ButtonStyle {
    var edge = "|"

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(edge)
            configuration.label
                .padding(.horizontal, 1)
            Text(edge)
        }
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct TapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture {
                configuration.trigger()
            }
    }
}

struct OnOffToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Text(configuration.isOn ? "ON" : "off")
        }
    }
}

struct TapToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }
}

struct FramedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .padding(.leading, 2)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct StyledControlsView: View {
    @State private var count = 0
    @State private var wifi = true
    @State private var dark = false
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add \(count)") {
                count += 1
            }
            .buttonStyle(PillButtonStyle(edge: "#"))
            Button("Reset") {
                count = 0
            }
            .buttonStyle(BorderedButtonStyle())
            Button("Double") {
                count *= 2
            }
            .buttonStyle(TapOnlyButtonStyle())
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(OnOffToggleStyle())
            Toggle("Dark", isOn: $dark)
                .toggleStyle(TapToggleStyle())
            Text(dark ? "dark on" : "dark off")
            Label("Snow", systemImage: "snowflake")
                .labelStyle(FramedLabelStyle())
            Label("Rain", systemImage: "cloud.rain")
                .labelStyle(TrailingIconLabelStyle())
            Label("Sun", systemImage: "sun.max")
                .labelStyle(.titleOnly)
            List(items, id: \.self) { item in
                Text(item)
            }
            .listStyle(PlainListStyle())
        }
    }
}
// reader:end
}
