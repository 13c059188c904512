import Builders

/// A forecast: doubles, min/max, map, sorted, a conditional symbol per day.
enum WeatherApp: AppFile {
    static let path = #filePath
    static let preview = "ForecastView()"
    static var compiled: any View { ForecastView() }

// reader:begin
struct DayForecast: Identifiable {
    var id: String { day }
    let day: String
    let high: Double
    let low: Double
    let rain: Int
}

struct ForecastView: View {
    private let days = [
        DayForecast(day: "Mon", high: 21.5, low: 12, rain: 10),
        DayForecast(day: "Tue", high: 18, low: 11.2, rain: 80),
        DayForecast(day: "Wed", high: 24.25, low: 15, rain: 0),
    ]

    private var warmest: String {
        days.sorted { $0.high > $1.high }.first?.day ?? "-"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("This week").font(.headline)
            ForEach(days) { day in
                HStack {
                    Text(day.day).frame(width: 40, alignment: .leading)
                    Image(systemName: symbol(for: day.rain))
                    Text("\(day.low, specifier: "%.0f")° – \(day.high, specifier: "%.0f")°")
                    if day.rain > 50 {
                        Text("\(day.rain)%").foregroundColor(.blue)
                    }
                }
            }
            Text("Warmest: \(warmest)")
            Text("Range \(days.map(\.low).min() ?? 0, specifier: "%.1f") to \(days.map(\.high).max() ?? 0, specifier: "%.1f")")
                .font(.footnote)
        }
    }

    func symbol(for rain: Int) -> String {
        switch rain {
        case 0..<20: return "sun.max"
        case 20..<60: return "cloud.sun"
        default: return "cloud.rain"
        }
    }
}
// reader:end
}
