import Foundation

/// How a view fits a proposed size while keeping its aspect ratio.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// The whole view fits inside the space.
    case fit
    /// The view fills the space; parts may lie outside it.
    case fill
}
