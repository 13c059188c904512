import SwiftUI

struct ContentView: View {
    @StateObject private var model = DashboardModel()
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        AsyncImage(url: URL(string: "https://example.com/avatars/robin.png")) { phase in
                            switch phase {
                            case .success(let image):
                                image.resizable().scaledToFill()
                            case .failure:
                                Image(systemName: "person.crop.circle.badge.exclamationmark")
                            case .empty:
                                ProgressView()
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .frame(width: 44, height: 44)
                        .clipShape(Circle())
                        VStack(alignment: .leading) {
                            Text("Hello, Robin")
                                .font(.headline)
                            Text(model.statusText)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }

                Section("Today") {
                    ForEach(model.visibleMetrics) { metric in
                        MetricRow(metric: metric)
                    }
                }

                Section {
                    AsyncImage(url: URL(string: "https://example.com/charts/week.png")) { image in
                        image.resizable().aspectRatio(contentMode: .fit)
                    } placeholder: {
                        Text("Chart loading…")
                            .foregroundStyle(.secondary)
                    }
                    Button("Open status page") {
                        if let url = URL(string: "https://status.example.com") {
                            openURL(url)
                        }
                    }
                }
            }
            .navigationTitle("PulseBoard")
            .searchable(text: $model.query, prompt: "Filter metrics")
            .refreshable {
                await model.refresh()
            }
            .task {
                await model.refresh()
            }
        }
    }
}

struct MetricRow: View {
    let metric: Metric

    var body: some View {
        HStack {
            Text(metric.title)
            Spacer()
            Text("\(metric.value)")
                .monospacedDigit()
            Text(metric.trend)
                .foregroundStyle(metric.change > 0 ? .green : metric.change < 0 ? .red : .secondary)
        }
    }
}

#Preview {
    ContentView()
}

struct MetricRow_Previews: PreviewProvider {
    static var previews: some View {
        MetricRow(metric: Metric(id: "visitors", title: "Visitors", value: 1240, change: 40))
            .previewLayout(.sizeThatFits)
            .padding()
    }
}
