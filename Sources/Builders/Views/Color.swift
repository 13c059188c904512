extension Color: _PrimitiveView {}
