extension View {
    /// Presses the button (or switches the toggle) when `key` is typed with `modifiers`, as
    /// `Button("New") { … }.keyboardShortcut("n")` (Command-N). Kept for the inspector: a
    /// terminal has no Command key, and keys reach the focused control.
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// The same, following the keyboard layout as `localization` says.
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization)))
    }

    /// Presses the button on `shortcut`, as `.keyboardShortcut(.defaultAction)`.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Presses the button on `shortcut`, or on none when it is nil.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}

extension KeyboardShortcutModifier: ViewModifier, _PrimitiveModifier {}
