extension Image: _PrimitiveView {}
