import Foundation

/// UIKit's view, as SwiftUI code wrapping one names it (a `UIViewRepresentable`'s view).
///
/// On Linux there is no UIKit: a view keeps what code sets on it (its frame, background colour,
/// opacity, whether it is hidden, its subviews) so that such code compiles and runs; nothing
/// draws it.
@MainActor
open class UIView {
    /// The frame in its superview's coordinates.
    open var frame: CGRect
    /// The background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The opacity, 0...1.
    open var alpha: CGFloat = 1
    /// The views inside, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with an empty frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Puts `view` in front of the views inside, moving it from its superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// UIKit's view controller, as SwiftUI code wrapping one names it (a
/// `UIViewControllerRepresentable`'s controller): its view is made by `loadView()` when first
/// asked for, then `viewDidLoad()` runs, as in UIKit.
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    /// The controller's title.
    open var title: String?

    /// A controller whose view is made when first asked for.
    public init() {}

    /// The controller's view, made by `loadView()` when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let made = loadedView ?? UIView()
            loadedView = made
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the controller's view: an empty one, unless overridden.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is made.
    open func viewDidLoad() {}
}
