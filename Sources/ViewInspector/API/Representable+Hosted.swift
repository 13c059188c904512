import Builders
import Inspect

extension UIViewRepresentable {
    /// The UIKit view a hosted representable made, as ViewInspector's `uiView()`. No UIKit view is
    /// made here (the package draws the representable as a placeholder), so this always throws,
    /// naming the representable, as ViewInspector does for one that is not hosted.
    public func uiView() throws -> UIViewType {
        throw InspectionError.notSupported("View for \(Self.self) is absent: no UIKit view is made outside UIKit")
    }
}

extension UIViewControllerRepresentable {
    /// The view controller a hosted representable made, as ViewInspector's `viewController()`. No
    /// UIKit view controller is made here, so this always throws, naming the representable.
    public func viewController() throws -> UIViewControllerType {
        throw InspectionError.notSupported("View for \(Self.self) is absent: no UIKit view controller is made outside UIKit")
    }
}
