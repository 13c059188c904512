import Builders
import Foundation

/// A `NavigationPath` changed by actions (`append`, `removeLast()`, `removeLast(k)`)
/// and read (`count`, `isEmpty`), and a `Gradient` held in a property, passed to a gradient view
/// and unlabelled to ShapeStyle's `.linearGradient`.
enum NavigationPathApp: AppFile {
    static let path = #filePath
    static let preview = "StackView()"
    static var compiled: any View { StackView() }

// reader:begin
struct StackView: View {
    @State private var path = NavigationPath()
    private let fade = Gradient(colors: [.blue, .green])

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text(path.isEmpty ? "at the root" : "\(path.count) deep")
                Button("Push") {
                    path.append(path.count + 1)
                }
                Button("Pop") {
                    if !path.isEmpty {
                        path.removeLast()
                    }
                }
                Button("Pop two") {
                    path.removeLast(2)
                }
                Rectangle()
                    .fill(.linearGradient(fade, startPoint: .leading, endPoint: .trailing))
                    .frame(height: 1)
                LinearGradient(gradient: fade, startPoint: .top, endPoint: .bottom)
                    .frame(height: 1)
            }
        }
    }
}
// reader:end
}
