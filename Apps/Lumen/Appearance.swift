import SwiftUI

/// Whether the app follows the system's light or dark appearance or picks its own.
enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: String { rawValue.capitalized }

    /// The scheme the window asks for; nil follows the system.
    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }

    static let textSizes = 10...24
}
