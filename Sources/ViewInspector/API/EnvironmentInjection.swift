import Builders

/// ViewInspector's way to give a view its environment objects without hosting it:
/// `EnvironmentInjection.inject(environmentObject: settings, into: view)`.
public enum EnvironmentInjection {
    /// `view` with `object` in the environment its `@EnvironmentObject` and `@Environment`
    /// properties read (several calls give it several objects); the next inspection of `view`
    /// reads them. The properties keep the environment in references, so the view given sees
    /// the object too.
    public static func inject<Object: ObservableObject, V>(environmentObject object: Object, into view: V) -> V {
        for child in Mirror(reflecting: view).children {
            guard let reader = child.value as? any _EnvironmentReading else { continue }
            var values = reader._handedEnvironment ?? EnvironmentValues()
            values[EnvironmentObjectKey<Object>()] = object
            reader._setEnvironment(values)
        }
        return view
    }
}

/// ViewInspector's description of an `EnvironmentObject`'s memory layout, for tests that check
/// it or forge one: the layout is SwiftUI's at its start (`_store`, then `_seed`).
public enum EnvObject {
    /// An observable object type, to measure the layout every `EnvironmentObject` shares.
    private final class Probe: ObservableObject {}

    /// The size of an `EnvironmentObject` of any object type.
    public static let structSize = MemoryLayout<EnvironmentObject<Probe>>.size

    /// The offset of its `_seed`.
    public static let seedOffset = MemoryLayout<EnvironmentObject<Probe>>.offset(of: \EnvironmentObject<Probe>._seed) ?? MemoryLayout<AnyObject?>.size

    /// A value of an `EnvironmentObject`'s layout holding `object` in `_store`: bit-cast to the
    /// `EnvironmentObject` of the object's type, it reads that object.
    public struct Forgery {
        let _store: AnyObject?
        let _seed = 0
        let _box = EnvironmentBox()

        /// A forgery holding `object`.
        public init(object: AnyObject?) {
            _store = object
        }
    }
}
