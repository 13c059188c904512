extension Spacer: _PrimitiveView {}
