import SwiftUI

struct ContentView: View {
    @AppStorage("fromUnit") private var fromUnit = LengthUnit.kilometers
    @AppStorage("toUnit") private var toUnit = LengthUnit.miles
    @AppStorage("showsFormula") private var showsFormula = false
    @State private var input = ""
    @FocusState private var inputFocused: Bool

    private var value: Double? {
        Double(input.replacingOccurrences(of: ",", with: "."))
    }

    private var result: String {
        guard let value else { return "—" }
        let converted = fromUnit.convert(value, to: toUnit)
        return converted.formatted(.number.precision(.fractionLength(0...3))) + " " + toUnit.symbol
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Length") {
                    TextField("Enter a length", text: $input)
                        .keyboardType(.decimalPad)
                        .autocorrectionDisabled()
                        .focused($inputFocused)
                }

                Section("Units") {
                    Picker("From", selection: $fromUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.symbol).tag(unit)
                        }
                    }
                    Picker("To", selection: $toUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.symbol).tag(unit)
                        }
                    }
                    Button("Swap units", action: swapUnits)
                }

                Section("Result") {
                    Text(result)
                        .font(.title2)
                    Toggle("Show formula", isOn: $showsFormula.animation())
                    if showsFormula {
                        Text("1 \(fromUnit.symbol) = \(fromUnit.convert(1, to: toUnit).formatted()) \(toUnit.symbol)")
                            .foregroundStyle(.secondary)
                            .transition(.opacity)
                    }
                }
            }
            .navigationTitle("UnitSwap")
        }
    }

    private func swapUnits() {
        withAnimation(.spring()) {
            let previous = fromUnit
            fromUnit = toUnit
            toUnit = previous
        }
    }
}

#Preview {
    ContentView()
}
