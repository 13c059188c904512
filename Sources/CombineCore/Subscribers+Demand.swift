extension Subscribers {
    /// How many values a subscriber asks for: a number, or ``unlimited``.
    ///
    /// Arithmetic saturates: the unlimited demand stays unlimited, and a demand never goes below
    /// ``none`` (Combine stops the program on a negative demand; here it is read as none).
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The number asked for; nil when unlimited.
        public let max: Int?

        private init(_ max: Int?) {
            self.max = max
        }

        /// Every value, for as long as the subscription lasts.
        public static let unlimited = Demand(nil)
        /// No more values.
        public static let none = Demand(0)

        /// Up to `value` values (a negative number asks for none).
        public static func max(_ value: Int) -> Demand {
            Demand(Swift.max(0, value))
        }

        /// `max(n)`, or `unlimited`.
        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }

        /// The sum: unlimited when either is.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : .max(sum)
        }

        /// The demand with `rhs` more values.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            lhs + .max(rhs)
        }

        /// Adds `rhs` to the demand.
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Adds `rhs` values to the demand.
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// The difference: unlimited stays unlimited, less than none is none.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return .max(left - right)
        }

        /// The demand with `rhs` fewer values.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            lhs - .max(rhs)
        }

        /// Takes `rhs` from the demand.
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Takes `rhs` values from the demand.
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Whether `lhs` asks for fewer values; unlimited is the greatest demand.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case let (left?, right?): left < right
            }
        }

        /// Whether the demand asks for more than `rhs` values.
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs > .max(rhs)
        }

        /// Whether the demand asks for at least `rhs` values.
        public static func >= (lhs: Demand, rhs: Int) -> Bool {
            lhs >= .max(rhs)
        }

        /// Whether the demand asks for fewer than `rhs` values.
        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs < .max(rhs)
        }

        /// Whether the demand asks for at most `rhs` values.
        public static func <= (lhs: Demand, rhs: Int) -> Bool {
            lhs <= .max(rhs)
        }

        /// Whether the demand is exactly `rhs` values.
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs == .max(rhs)
        }

        /// Whether the demand is other than `rhs` values.
        public static func != (lhs: Demand, rhs: Int) -> Bool {
            lhs != .max(rhs)
        }
    }
}
