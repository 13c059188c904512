import Builders

/// A section's header or footer view declared in the options table, next to the struct
/// (``SettingsOption/header(_:content:)``, ``SettingsOption/footer(_:content:)``), as
/// AutomaticSettings' `injectHeader`/`injectFooter` functions. Two are equal when they come from
/// the same entry of the table.
public struct SettingsSectionView: Sendable, Equatable {
    /// The entry's index in the options table.
    let index: Int
    let maker: SectionViewMaker

    /// The view.
    public func view() -> AnyView {
        maker.make()
    }

    /// Whether both come from the same entry of the options table.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.index == rhs.index
    }
}

/// Makes a section's header or footer view from the `@Sendable` closure the options table was
/// given; it holds nothing else (the view's type is a metatype, which never changes), so it may
/// cross threads.
struct SectionViewMaker: @unchecked Sendable {
    let make: () -> AnyView
}
