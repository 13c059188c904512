import Combine
import Foundation

/// The dashboard's state: the latest readings, the filter typed over them, and what the last
/// fetch did.
@MainActor
final class DashboardModel: ObservableObject {
    enum Status: Equatable {
        case idle
        case loading
        case loaded(count: Int)
    }

    @Published var query = ""
    @Published private(set) var visibleMetrics: [Metric] = []
    @Published private(set) var statusText = "Not loaded yet"
    @Published private(set) var refreshCount = 0

    /// What the last fetch did; the status line follows it.
    let status = CurrentValueSubject<Status, Never>(.idle)
    /// Each reading fetched, as it arrives.
    let readings = PassthroughSubject<[Metric], Never>()

    private var metrics: [Metric] = []
    private let feed: MetricsFeed
    private var cancellables = Set<AnyCancellable>()

    init(feed: MetricsFeed = MetricsFeed()) {
        self.feed = feed

        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.applyFilter(query)
            }
            .store(in: &cancellables)

        status
            .removeDuplicates()
            .map { status in
                switch status {
                case .idle: "Not loaded yet"
                case .loading: "Refreshing…"
                case .loaded(let count): "\(count) metrics up to date"
                }
            }
            .sink { [weak self] text in
                self?.statusText = text
            }
            .store(in: &cancellables)

        readings
            .sink { [weak self] metrics in
                guard let self else { return }
                self.metrics = metrics
                self.refreshCount += 1
                self.applyFilter(self.query)
                self.status.send(.loaded(count: metrics.count))
            }
            .store(in: &cancellables)
    }

    func refresh() async {
        status.send(.loading)
        let fresh = await feed.readings(round: refreshCount)
        readings.send(fresh)
    }

    private func applyFilter(_ query: String) {
        visibleMetrics = query.isEmpty ? metrics : metrics.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }
}
