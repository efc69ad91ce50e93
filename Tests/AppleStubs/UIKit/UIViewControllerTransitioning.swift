/// Custom view controller transitions: an animator and the context UIKit hands it.
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
}

public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var transitionWasCancelled: Bool { get }
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func completeTransition(_ didComplete: Bool)
}

public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}
