// The node types hold and the property wrappers follow Combine's types (`ObservableObject`,
// `@Published`, the publishers `onReceive(_:perform:)` subscribes to), declared in CombineCore,
// below the view layer; every module above sees them through this one.
@_exported import CombineCore
