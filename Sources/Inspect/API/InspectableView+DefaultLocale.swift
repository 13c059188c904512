import Foundation

extension InspectableView {
    /// The locale `string()`, `find(text:)` and `attributes()` read a Text's localized key in
    /// when none is given: English (`en`) unless set. ViewInspector's `Locale.testsDefault` reads
    /// and sets it; reading and setting are safe from any thread.
    public static var defaultLocale: Locale {
        get { DefaultLocaleStore.shared.locale }
        set { DefaultLocaleStore.shared.locale = newValue }
    }
}

/// The one default locale, behind a lock.
private final class DefaultLocaleStore: @unchecked Sendable {
    static let shared = DefaultLocaleStore()

    private let lock = NSLock()
    private var stored = Locale(identifier: "en")

    var locale: Locale {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
