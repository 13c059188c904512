import Builders

/// A card with shapes, an image, an overlay badge and @ViewBuilder helpers.
enum ProfileCardApp: AppFile {
    static let path = #filePath
    static let preview = #"ProfileCard(name: "Ada Lovelace", role: "Engineer", followers: 1_204)"#
    static var compiled: any View { ProfileCard(name: "Ada Lovelace", role: "Engineer", followers: 1_204) }

// reader:begin
struct ProfileCard: View {
    let name: String
    let role: String
    let followers: Int
    var isVerified = true

    private var initials: String {
        name.split(separator: " ").map { String($0.prefix(1)) }.joined()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            Divider()
            stats
        }
        .padding()
        .background(Color.white)
        .border(.gray, width: 1)
        .frame(width: 280)
    }

    @ViewBuilder
    private var header: some View {
        HStack {
            ZStack {
                Rectangle()
                    .foregroundColor(.blue)
                    .frame(width: 48, height: 48)
                Text(initials)
                    .font(.headline)
                    .foregroundColor(.white)
            }
            .overlay(alignment: .bottomTrailing) {
                if isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundColor(.green)
                }
            }
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundColor(.secondary)
            }
        }
    }

    private var stats: some View {
        HStack {
            StatLabel(value: "\(followers)", caption: "Followers")
            Spacer()
            StatLabel(value: followers > 1000 ? "Top" : "New", caption: "Rank")
        }
    }
}

struct StatLabel: View {
    let value: String
    let caption: String

    var body: some View {
        VStack {
            Text(value).bold()
            Text(caption).font(.caption)
        }
    }
}
// reader:end
}
