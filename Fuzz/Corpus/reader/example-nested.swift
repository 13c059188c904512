import SwiftUI

// Nested ForEach, if/else and Group: the view list SwiftUI flattens.
let showArchived = false

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
    switch 2 {
    case 1:
        Text("one")
    case 2:
        Text("two").italic()
    default:
        EmptyView()
    }
}
