extension EditButton: View, _PrimitiveView {}
