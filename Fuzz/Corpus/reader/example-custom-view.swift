import SwiftUI

// Views defined as structs and used later in the file.
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

VStack(alignment: .leading) {
    Header()
    Divider()
    ForEach([1, 2, 3], id: \.self) { n in
        Text("Message \(n)").tag(n)
    }
}
