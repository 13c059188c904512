import Builders
import Foundation

/// Fields of values shown through Foundation formatters made in the file: a
/// `NumberFormatter` set up in a closure called at once, one made in the call, and a
/// `DateFormatter` returned by a computed property (also asked for a string).
enum FormattersApp: AppFile {
    static let path = #filePath
    static let preview = "PriceView()"
    static var compiled: any View { PriceView() }

// reader:begin
struct PriceView: View {
    @State private var price = 1234.56
    @State private var count = 3
    @State private var day = Date(timeIntervalSince1970: 86_400)

    private let decimal: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    private var dates: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    var body: some View {
        Form {
            TextField("Price", value: $price, formatter: decimal)
            TextField("Count", value: $count, formatter: NumberFormatter())
            TextField("Day", value: $day, formatter: dates)
            Text(dates.string(from: day))
        }
    }
}
// reader:end
}
