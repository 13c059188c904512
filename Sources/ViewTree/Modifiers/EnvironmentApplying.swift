/// A modifier that writes the environment of the views below it: a running app applies it,
/// from the root down, to find the environment a view is in.
package protocol _EnvironmentApplying {
    /// Writes this modifier's change into `values`.
    func _apply(to values: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: _EnvironmentApplying {
    package func _apply(to values: inout EnvironmentValues) {
        values[keyPath: keyPath] = value
    }
}

extension _EnvironmentKeyTransformModifier: _EnvironmentApplying {
    package func _apply(to values: inout EnvironmentValues) {
        transform(&values[keyPath: keyPath])
    }
}
