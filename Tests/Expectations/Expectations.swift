import Testing

// The suite's expectations as functions. A `#expect` is a macro: every use is expanded and the
// expansion type-checked on its own, several times the compile time of a call to a function
// (measured: a test module of a thousand `#expect(a == b)` compiles in about 26 s, one of a
// thousand `expectEqual(a, b)` in about 8 s). With thousands of them the tests' build was most of
// CI's time, so the plain equalities, containments and expected errors call these functions,
// which show the values compared when they differ, as the macro does. A `#expect` with a comment,
// or a condition whose parts are worth showing in the failure, stays a macro.

/// Records an issue at the caller's line unless `actual == expected`, showing both values.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `text` contains `part`, showing both.
public func expectContains(_ text: String, _ part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text.contains(part), sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line if `text` contains `part`, showing both.
public func expectNotContains(_ text: String, _ part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.contains(part), sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `body` throws an error equal to `expected`.
public func expectThrows<E: Error & Equatable, R>(
    _ expected: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) {
    #expect(throws: expected, sourceLocation: sourceLocation) { _ = try body() }
}

/// Records an issue at the caller's line unless `body` throws an error of type `type`.
public func expectThrows<E: Error, R>(
    _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) {
    #expect(throws: type, sourceLocation: sourceLocation) { _ = try body() }
}
