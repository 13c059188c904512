extension EmptyModifier: _PrimitiveModifier {}
