import Builders

/// Progress bars from Doubles: widths from fractions, Int(…) percentages, a ZStack overlay.
enum ProgressApp: AppFile {
    static let path = #filePath
    static let preview = "UploadList()"
    static var compiled: any View { UploadList() }

// reader:begin
struct ProgressBar: View {
    let fraction: Double
    var width: CGFloat = 120

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .foregroundColor(.gray)
                .frame(width: width, height: 6)
            Rectangle()
                .foregroundColor(fraction >= 1 ? .green : .blue)
                .frame(width: width * CGFloat(min(fraction, 1)), height: 6)
        }
    }
}

struct UploadList: View {
    let uploads: [(name: String, done: Double)] = [("photo.jpg", 0.25), ("video.mov", 1.0), ("notes.txt", 0.6)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(uploads, id: \.name) { upload in
                HStack {
                    Text(upload.name).frame(width: 90, alignment: .leading)
                    ProgressBar(fraction: upload.done)
                    Text("\(Int(upload.done * 100))%")
                }
            }
        }
    }
}
// reader:end
}
