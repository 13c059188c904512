import Foundation

extension InspectableView {
    /// The locale `string()`, `find(text:)` and `attributes()` read a Text's localized key in
    /// when none is given: the process's `Locale.current` unless set, as a running app shows its
    /// texts. ViewInspector's `Locale.testsDefault` reads and sets it (a test suite that wants
    /// ViewInspector's English sets `Locale.testsDefault = Locale(identifier: "en")`); reading and
    /// setting are safe from any thread.
    public static var defaultLocale: Locale {
        get { DefaultLocaleStore.shared.locale }
        set { DefaultLocaleStore.shared.locale = newValue }
    }
}

/// The one default locale, behind a lock.
private final class DefaultLocaleStore: @unchecked Sendable {
    static let shared = DefaultLocaleStore()

    private let lock = NSLock()
    private var stored = Locale.current

    var locale: Locale {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
