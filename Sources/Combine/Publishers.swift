/// Combine's namespace of the publishers operators make: `map` makes a ``Map``, `debounce` a
/// ``Debounce``, `autoconnect()` an ``Autoconnect``.
public enum Publishers {}
