import SwiftUI

// A grid of cards: each a rounded rectangle behind an image, a title and a caption.
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
