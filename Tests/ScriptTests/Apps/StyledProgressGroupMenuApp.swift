import Builders

/// Progress view, group box and menu style structs of the file, beside the package's styles by
/// type name and by implicit member.
enum StyledProgressGroupMenuApp: AppFile {
    static let path = #filePath
    static let preview = "StyledProgressGroupMenuView()"
    static var compiled: any View { StyledProgressGroupMenuView() }

// reader:begin
struct PercentProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            configuration.currentValueLabel
        }
    }
}

struct MarkedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("> ")
            ProgressView(configuration)
        }
    }
}

struct HeadedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

struct PointedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("→")
            Menu(configuration)
        }
    }
}

struct StyledProgressGroupMenuView: View {
    var body: some View {
        VStack(alignment: .leading) {
            ProgressView(value: 0.4) {
                Text("Upload")
            } currentValueLabel: {
                Text("4 of 10")
            }
            .progressViewStyle(PercentProgressViewStyle())
            ProgressView("Copy", value: 0.5)
                .progressViewStyle(MarkedProgressViewStyle())
            ProgressView("Sync", value: 0.75)
                .progressViewStyle(.circular)
            ProgressView("Load", value: 0.25)
                .progressViewStyle(LinearProgressViewStyle(tint: .orange))
            GroupBox("Box") {
                Text("inside")
            }
            .groupBoxStyle(HeadedGroupBoxStyle())
            GroupBox("Plain") {
                Text("boxed")
            }
            .groupBoxStyle(.automatic)
            Menu("Actions") {
                Button("Copy") {}
            }
            .menuStyle(PointedMenuStyle())
            Menu("More") {
                Button("Paste") {}
            }
            .menuStyle(.borderlessButton)
        }
    }
}
// reader:end
}
