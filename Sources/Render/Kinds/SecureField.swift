import Inspect

// `SecureField`: `Password: [•••▁▁▁▁▁▁▁]`, a text field's box with its characters hidden.

extension KindDrawing {
    /// `SecureField`: a text field whose text is drawn as `•`.
    static let secureField = KindDrawing { builder, view, depth in
        try builder.textFieldNode(view, depth: depth, masked: true)
    }
}
