import Foundation

/// How the meal went, and the share of the bill it earns as a tip.
enum ServiceRating: Int, CaseIterable, Identifiable {
    case okay = 10
    case good = 15
    case great = 20
    case superb = 25

    var id: Int { rawValue }

    /// The tip as a fraction of the bill.
    var rate: Double { Double(rawValue) / 100 }

    var title: String {
        switch self {
        case .okay: "Okay"
        case .good: "Good"
        case .great: "Great"
        case .superb: "Superb"
        }
    }
}

/// A bill shared by everyone at the table.
struct Bill: Equatable {
    var amount: Double = 0
    var diners = 2
    var rating: ServiceRating = .good
    /// Whether each share is rounded up to a whole unit, so nobody hunts for coins.
    var roundsUpShares = false

    var tip: Double { amount * rating.rate }

    var total: Double { amount + tip }

    var share: Double {
        let exact = total / Double(max(diners, 1))
        return roundsUpShares ? exact.rounded(.up) : exact
    }
}
