import Inspect

/// ViewInspector's names for its errors, each making the package's error that means the same, for
/// tests that build or compare them: `InspectionError.viewNotFound(parent: "Text")`.
extension InspectionError {
    /// A value of type `factual` where an `expected` was asked for.
    public static func typeMismatch(factual: String, expected: String) -> InspectionError {
        .valueTypeMismatch(found: factual, expected: expected)
    }

    /// The step at `path` found a `factual` view, not the `expected` kind.
    public static func inspection(path: String, factual: String, expected: String) -> InspectionError {
        .typeMismatch(expected: expected, found: factual, path: path)
    }

    /// A value of type `type` has no stored property `label`.
    public static func attributeNotFound(label: String, type: String) -> InspectionError {
        .attributeNotFound("'\(label)' attribute", in: type, path: "")
    }

    /// Index `index` asked of `count` views.
    public static func viewIndexOutOfBounds(index: Int, count: Int) -> InspectionError {
        .indexOutOfRange(index: index, count: count, path: "")
    }

    /// The view a `parent` would hold is absent.
    public static func viewNotFound(parent: String) -> InspectionError {
        .viewAbsent(expected: parent, path: "")
    }

    /// A text's attribute cannot be read, as `message` says.
    public static func textAttribute(_ message: String) -> InspectionError {
        .notSupported(message)
    }

    /// A search found `skipped` matches, fewer than were asked for; `blockers` name the views it
    /// could not look inside.
    public static func searchFailure(skipped: Int, blockers: [String]) -> InspectionError {
        .notFound(searched: blockers.isEmpty ? "" : "Possible blockers: \(blockers.joined(separator: ", "))", skipped: skipped, path: "")
    }

    /// The control `name` does not respond, for `reason`.
    public static func unresponsiveControl(name: String, reason: String) -> InspectionError {
        .notSupported("\(name) is unresponsive: \(reason)")
    }
}
