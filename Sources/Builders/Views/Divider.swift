extension Divider: _PrimitiveView {}
