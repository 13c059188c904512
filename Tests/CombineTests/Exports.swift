// The one line a Linux app adds so that its files with only `import Foundation` (on Apple
// platforms, Foundation brings Combine) find `ObservableObject`, `@Published` and the
// operators: `FoundationOnlyModel.swift` compiles because of it.
@_exported import Combine
