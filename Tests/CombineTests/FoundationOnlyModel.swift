import Foundation

/// A model written as on Apple platforms, where `import Foundation` brings Combine: this file
/// imports nothing else (the module's `Exports.swift` has the line that makes it compile on Linux).
final class FoundationOnlyModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var lastSearch = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] in self?.lastSearch = $0 }
            .store(in: &cancellables)
    }
}
