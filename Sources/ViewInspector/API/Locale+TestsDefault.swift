import Foundation
import Inspect

extension Locale {
    /// The locale a Text's localized key is read in when a test names none (`string()`,
    /// `find(text:)`): the process's `Locale.current` unless set (ViewInspector's is English: a
    /// suite that relies on it sets `Locale.testsDefault = Locale(identifier: "en")`); it is the inspector's
    /// ``Inspect/InspectableView/defaultLocale``.
    public static var testsDefault: Locale {
        get { InspectableView.defaultLocale }
        set { InspectableView.defaultLocale = newValue }
    }
}
