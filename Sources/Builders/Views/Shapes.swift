extension Rectangle: _PrimitiveView {}

extension _ShapeView: _PrimitiveView {}
