/// The placeholder a custom modifier's `body(content:)` receives for the view it modifies.
///
/// SwiftUI fills it in while rendering; here an inspector that expands a custom
/// modifier puts the modified view into `content` so the body can be walked.
public struct _ViewModifier_Content<Modifier> {
    package var content: AnyView?

    package init(content: AnyView?) {
        self.content = content
    }
}
