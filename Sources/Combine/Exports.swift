// `import Combine` on Linux: Combine's names. The protocols and the types views, models and the
// running app hold (publishers, subscribers, subjects, `@Published`, `ObservableObject`) are
// declared in CombineCore, below the view layer, so that `onReceive(_:perform:)` and the runtime
// can use them; this module brings them, and adds the operators, the schedulers and the
// Foundation publishers (`Timer.publish`). See Package.swift for why the module exists only on Linux.
@_exported import CombineCore
