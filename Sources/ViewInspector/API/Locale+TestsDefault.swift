import Foundation
import Inspect

extension Locale {
    /// The locale a Text's localized key is read in when a test names none (`string()`,
    /// `find(text:)`): English (`en`) unless set, as in ViewInspector. A test suite may set it
    /// before its tests run (`Locale.testsDefault = .current`); it is the inspector's
    /// ``Inspect/InspectableView/defaultLocale``.
    public static var testsDefault: Locale {
        get { InspectableView.defaultLocale }
        set { InspectableView.defaultLocale = newValue }
    }
}
