import Builders

/// Progress views, labels and labelled content over a model of downloads.
enum DownloadsApp: AppFile {
    static let path = #filePath
    static let preview = "DownloadsView()"
    static var compiled: any View { DownloadsView() }

// reader:begin
struct Download: Identifiable {
    let id: Int
    let name: String
    let received: Double
    let size: Double

    var fraction: Double { received / size }
    var isDone: Bool { received >= size }
}

struct DownloadsView: View {
    let downloads = [
        Download(id: 1, name: "swift.tar.gz", received: 120, size: 480),
        Download(id: 2, name: "notes.pdf", received: 2, size: 2),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Downloads", systemImage: "arrow.down.circle")
                .font(.headline)
            ForEach(downloads) { download in
                VStack(alignment: .leading) {
                    LabeledContent(download.name, value: download.isDone ? "Done" : "\(Int(download.fraction * 100))%")
                    if !download.isDone {
                        ProgressView(value: download.fraction)
                    }
                }
            }
            GroupBox("Total") {
                Text("\(downloads.map(\.received).reduce(0, +), specifier: "%.0f") MB")
            }
        }
    }
}
// reader:end
}
