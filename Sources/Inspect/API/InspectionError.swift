import Foundation

/// Why an inspection could not answer: what was expected, what was found, and where.
///
/// `path` is the node's ``InspectableView/pathToRoot``, such as
/// `vStack().group().forEach(0).text(2)`.
public enum InspectionError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The step that reached `path` found a `found`, not the `expected` kind.
    case typeMismatch(expected: String, found: String, path: String)
    /// A search for `searched` below `path` matched nothing among `skipped` candidates. Made
    /// without a place, as ViewInspector's `searchFailure(skipped:blockers:)` makes it, `skipped`
    /// counts the matches found (fewer than were asked for) and `searched` says which views may
    /// have blocked the search; it is then worded as ViewInspector words it.
    case notFound(searched: String, skipped: Int, path: String)
    /// Index `index` was asked of the `count` children at `path`.
    case indexOutOfRange(index: Int, count: Int, path: String)
    /// The view at `path`, a `view`, has no `attribute` (a tag, an id, a label…).
    case attributeNotFound(String, in: String, path: String)
    /// The inspector cannot do `what` at `path`.
    case notSupported(String, path: String = "")
    /// The view at `path`, where an `expected` view was asked for, is absent: an `if`
    /// without `else` whose condition was false.
    case viewAbsent(expected: String, path: String)
    /// A custom view reads an `@EnvironmentObject` of this type that no view above placed (its
    /// body cannot be read: in SwiftUI, and in a running app, reading it stops the program).
    case missingEnvironmentObject(String, path: String)
    /// The view, a `parent`, has no `modifier` (such as `gesture(DragGesture.self)`) at `index`
    /// among those of its kind; worded as ViewInspector words it.
    case modifierNotFound(parent: String, modifier: String, index: Int)
    /// A gesture, a `parent`, has no `callback` (`updating`, `onChanged`, `onEnded`); worded as
    /// ViewInspector words it.
    case callbackNotFound(parent: String, callback: String)
    /// A value (a gesture, a callback) is a `found` where an `expected` was asked for; worded as
    /// ViewInspector words it.
    case valueTypeMismatch(found: String, expected: String)

    /// One line: the problem, then where it is (ViewInspector's wording, without a place, for
    /// the cases worded as it words them). An error made without a place (an empty path, as a
    /// test or a reader of a value outside a tree makes one) names none and is worded as
    /// ViewInspector words the same error (`Image does not have a name`, `Enclosed view index '5'
    /// is out of bounds: '0 ..< 3'`); one that is not supported is then its message alone.
    public var description: String {
        switch self {
        case let .typeMismatch(expected, found, path):
            // ViewInspector's wording: the path of the step taken, what it found, what was asked.
            path.isEmpty ? "found \(found) instead of \(expected)" : "\(path) found \(found) instead of \(expected)"
        case let .notFound(searched, skipped, ""):
            (skipped == 0 ? "Search did not find a match" : "Search did only find \(skipped) matches") + (searched.isEmpty ? "" : ". " + searched)
        case let .notFound(searched, skipped, path):
            "not found below \(path): no view \(searched) among \(skipped) candidate\(skipped == 1 ? "" : "s")"
        case let .indexOutOfRange(index, count, ""):
            "Enclosed view index '\(index)' is out of bounds: '0 ..< \(count)'"
        case let .indexOutOfRange(index, count, path):
            "index out of range at \(path): asked for child \(index), found \(count) child\(count == 1 ? "" : "ren")"
        case let .attributeNotFound(attribute, view, ""):
            "\(view) does not have \(attribute)"
        case let .attributeNotFound(attribute, view, path):
            "attribute not found at \(path): expected \(attribute), found none on \(view)"
        case let .notSupported(what, path):
            path.isEmpty ? what : "not supported at \(path): \(what)"
        case let .viewAbsent(expected, ""):
            "View for \(expected) is absent"
        case let .viewAbsent(expected, path):
            "view absent at \(path): expected \(expected), found the slot of an if whose condition was false"
        case let .missingEnvironmentObject(type, path):
            "missing environment object\(Self.place(path)): expected an object of type \(type) placed by environmentObject(_:) above, found none"
        case let .modifierNotFound(parent, modifier, index):
            "\(parent) does not have '\(modifier)' modifier" + (index == 0 ? "" : " at index \(index)")
        case let .callbackNotFound(parent, callback):
            "\(parent) does not have '\(callback)' callback"
        case let .valueTypeMismatch(found, expected):
            "Type mismatch: \(found) is not \(expected)"
        }
    }

    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }

    /// ` at PATH`, nothing for an error made without a place.
    private static func place(_ path: String) -> String {
        path.isEmpty ? "" : " at \(path)"
    }
}
