import Builders

/// A shopping cart over a class model: totals with reduce, String(format:), methods.
enum CartApp: AppFile {
    static let path = #filePath
    static let preview = "CartView(cart: Cart.sample())"
    static var compiled: any View { CartView(cart: Cart.sample()) }

// reader:begin
struct CartLine: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Double
    var quantity: Int

    var subtotal: Double { price * Double(quantity) }
}

final class Cart {
    var lines: [CartLine]
    var coupon: String?

    init(lines: [CartLine], coupon: String? = nil) {
        self.lines = lines
        self.coupon = coupon
    }

    var total: Double {
        lines.reduce(0) { $0 + $1.subtotal }
    }

    func discounted() -> Double {
        coupon == nil ? total : total * 0.9
    }

    static func sample() -> Cart {
        Cart(lines: [
            CartLine(id: 1, name: "Coffee", price: 4.5, quantity: 2),
            CartLine(id: 2, name: "Bagel", price: 2.25, quantity: 1),
        ], coupon: "SAVE10")
    }
}

struct CartView: View {
    let cart: Cart

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(cart.lines) { line in
                HStack {
                    Text(line.name)
                    Text("×\(line.quantity)").foregroundColor(.secondary)
                    Spacer()
                    Text(String(format: "$%.2f", line.subtotal))
                }
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer()
                Text(String(format: "$%.2f", cart.discounted()))
                    .bold()
            }
            if let coupon = cart.coupon {
                Text("Coupon \(coupon) applied")
                    .font(.caption)
                    .foregroundColor(.green)
            }
        }
        .padding()
    }
}
// reader:end
}
