import Builders
import Inspect
import ReflectionUI
import Testing
import Expectations

/// MirrorUI's README, with the imports changed: a main-actor singleton, its bounds and didSet.
@MainActor final class ReadmeSettings {
    static let shared = ReadmeSettings()
    @MirrorUI var blurEnabled = true
    @MirrorUI var lives = 4
    @MirrorUI var startingHealth = 12.5
    @MirrorUI(range: 0...20) var damage = 5.3
    @MirrorUI var greeting = "Welcome"
    let log = ReadmeLog()

    init() {
        let log = log
        $blurEnabled.didSet = { newValue in log.append("blur \(newValue)") }
        $lives.min = 0
        $lives.max = 99
    }
}

enum ReadmeSize: Int {
    case small, medium, large
}

final class ReadmeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    var lines: [String] { lock.withLock { _lines } }
    func append(_ line: String) { lock.withLock { _lines.append(line) } }
}

final class Shirt {
    @MirrorUI var size = ReadmeSize.medium
}

@Suite @MainActor struct ReadmeExampleTests {
    @Test func theReadmesSettingsAreEditedThroughTheView() throws {
        let settings = ReadmeSettings.shared
        let view = MirrorView(object: settings).body
        expectThrows(Never.self) { try view.inspect().find(text: "Starting Health") }
        settings.$blurEnabled.value = false
        expectEqual(settings.blurEnabled, false)
        expectEqual(settings.log.lines, ["blur false"])
    }

    @Test func theReadmesSizeMappingShowsAPickerOverABinding() throws {
        let mapper = ViewMapper()
        let sizeMapping = ViewMapping(for: ReadmeSize.self) { ref, context -> AnyView in
            let binding = Binding(get: { ref.value.rawValue },
                                  set: { ref.value = ReadmeSize(rawValue: $0) ?? ref.value })
            let view = VStack {
                Text(verbatim: context.propertyName)
                Picker(context.propertyName, selection: binding) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
            }
            return AnyView(view)
        }
        mapper.add(mapping: sizeMapping)
        let shirt = Shirt()
        let view = try MirrorView(object: shirt, mapper: mapper).body.inspect()
        let pickers = try view.findAll(where: { $0.kind == .picker })
        expectEqual(pickers.count, 1)
        expectEqual(try view.find(text: "Size").string(), "Size")
        try pickers.first?.select(value: 2)
        expectEqual(shirt.size, .large)
    }
}
