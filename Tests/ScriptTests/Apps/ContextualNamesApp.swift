import Builders

/// Every Swift contextual keyword (`open`, `final`, `lazy`, `some`, `get`…) as a `@State`
/// property, read in a Text and bound to Steppers; only reserved words need backticks.
enum ContextualNamesApp: AppFile {
    static let path = #filePath
    static let preview = "ContextualNames()"
    static var compiled: any View { ContextualNames() }

// reader:begin
struct ContextualNames: View {
    @State private var open = 0
    @State private var final = 1
    @State private var required = 2
    @State private var lazy = 3
    @State private var convenience = 4
    @State private var override = 5
    @State private var mutating = 6
    @State private var nonmutating = 7
    @State private var dynamic = 8
    @State private var nonisolated = 9
    @State private var indirect = 10
    @State private var weak = 11
    @State private var unowned = 12
    @State private var optional = 13
    @State private var some = 14
    @State private var any = 15
    @State private var get = 16
    @State private var set = 17
    @State private var willSet = 18
    @State private var didSet = 19
    @State private var prefix = 20
    @State private var postfix = 21
    @State private var infix = 22
    @State private var package = 23
    @State private var isolated = 24
    @State private var consuming = 25
    @State private var borrowing = 26
    @State private var async = 27
    @State private var actor = 28
    @State private var distributed = 29
    var body: some View {
        VStack {
            Text("\(open) \(final) \(required) \(lazy) \(convenience) \(override) \(mutating) \(nonmutating) \(dynamic) \(nonisolated) \(indirect) \(weak) \(unowned) \(optional) \(some) \(any) \(get) \(set) \(willSet) \(didSet) \(prefix) \(postfix) \(infix) \(package) \(isolated) \(consuming) \(borrowing) \(async) \(actor) \(distributed)")
            Stepper("open", value: $open)
            Stepper("final", value: $final)
        }
    }
}
// reader:end
}
