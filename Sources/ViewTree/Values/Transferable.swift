import Foundation

/// A type whose values can be shared or dragged out of an app, as CoreTransferable's
/// `Transferable`. On Linux nothing leaves the app, so the protocol asks for nothing: it marks the
/// types a view that shares values accepts (strings, URLs, data, images, and the types that
/// declare it), so that code written for SwiftUI compiles and keeps the same constraints.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

/// No value: the type of a preview's image or icon that is not given.
extension Never: Transferable {}
