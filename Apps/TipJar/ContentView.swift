import SwiftUI

struct ContentView: View {
    @State private var bill = Bill()
    @FocusState private var amountFocused: Bool

    private let currency = FloatingPointFormatStyle<Double>.Currency(code: Locale.current.currency?.identifier ?? "USD")

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $bill.amount, format: currency)
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                    Stepper("Split \(bill.diners) ways", value: $bill.diners, in: 1...20)
                }

                Section {
                    Picker("Service", selection: $bill.rating) {
                        ForEach(ServiceRating.allCases) { rating in
                            Text("\(rating.rawValue)%").tag(rating)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Round up each share", isOn: $bill.roundsUpShares)
                } header: {
                    Text("Service")
                } footer: {
                    Text("\(bill.rating.title) service")
                }

                Section("Summary") {
                    SummaryRow(title: "Tip", amount: bill.tip, format: currency)
                    SummaryRow(title: "Total", amount: bill.total, format: currency)
                    SummaryRow(title: "Each pays", amount: bill.share, format: currency)
                        .fontWeight(.bold)
                }
            }
            .navigationTitle("Tip Jar")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

/// A label on the left and an amount of money on the right.
struct SummaryRow: View {
    let title: String
    let amount: Double
    let format: FloatingPointFormatStyle<Double>.Currency

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: format)
                .monospacedDigit()
        }
    }
}

#Preview("Empty bill") {
    ContentView()
}

#Preview("Summary row", traits: .sizeThatFitsLayout) {
    SummaryRow(title: "Total", amount: 42.5, format: .currency(code: "EUR"))
        .padding()
}
