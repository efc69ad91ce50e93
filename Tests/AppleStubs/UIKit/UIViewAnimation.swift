// View animation: UIView's block-based class methods, option sets, UIViewPropertyAnimator.

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var layoutSubviews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 0) }
        public static var allowUserInteraction: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 1) }
        public static var beginFromCurrentState: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 2) }
        public static var `repeat`: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 3) }
        public static var autoreverse: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 4) }
        public static var overrideInheritedDuration: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 5) }
        public static var overrideInheritedCurve: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 6) }
        public static var allowAnimatedContent: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 7) }
        public static var showHideTransitionViews: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 8) }
        public static var overrideInheritedOptions: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 9) }
        public static var curveEaseInOut: UIView.AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
        public static var curveEaseIn: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
        public static var curveEaseOut: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
        public static var curveLinear: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
        public static var transitionFlipFromLeft: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 20) }
        public static var transitionFlipFromRight: UIView.AnimationOptions { AnimationOptions(rawValue: 2 << 20) }
        public static var transitionCurlUp: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 20) }
        public static var transitionCurlDown: UIView.AnimationOptions { AnimationOptions(rawValue: 4 << 20) }
        public static var transitionCrossDissolve: UIView.AnimationOptions { AnimationOptions(rawValue: 5 << 20) }
        public static var transitionFlipFromTop: UIView.AnimationOptions { AnimationOptions(rawValue: 6 << 20) }
        public static var transitionFlipFromBottom: UIView.AnimationOptions { AnimationOptions(rawValue: 7 << 20) }
        @available(iOS 10.3, *)
        public static var preferredFramesPerSecond60: UIView.AnimationOptions { AnimationOptions(rawValue: 3 << 24) }
        @available(iOS 10.3, *)
        public static var preferredFramesPerSecond30: UIView.AnimationOptions { AnimationOptions(rawValue: 7 << 24) }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    public struct KeyframeAnimationOptions: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var layoutSubviews: UIView.KeyframeAnimationOptions { KeyframeAnimationOptions(rawValue: 1 << 0) }
        public static var allowUserInteraction: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 1 << 1)
        }
        public static var beginFromCurrentState: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 1 << 2)
        }
        public static var `repeat`: UIView.KeyframeAnimationOptions { KeyframeAnimationOptions(rawValue: 1 << 3) }
        public static var autoreverse: UIView.KeyframeAnimationOptions { KeyframeAnimationOptions(rawValue: 1 << 4) }
        public static var overrideInheritedDuration: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 1 << 5)
        }
        public static var overrideInheritedOptions: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 1 << 9)
        }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 0 << 10)
        }
        public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 1 << 10)
        }
        public static var calculationModePaced: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 2 << 10)
        }
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 3 << 10)
        }
        public static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions {
            KeyframeAnimationOptions(rawValue: 4 << 10)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
    @available(iOS 17.0, tvOS 17.0, *)
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
    /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    public class var areAnimationsEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    public class func setAnimationsEnabled(_ enabled: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
@available(iOS 10.0, *)
public enum UIViewAnimatingPosition: Int {
    case end = 0, start, current
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
@available(iOS 10.0, *)
public enum UIViewAnimatingState: Int {
    case inactive = 0, active, stopped
}

/// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
@available(iOS 10.0, *)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: AnyObject {
    func startAnimation()
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@available(iOS 10.0, *)
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public override init() {}
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init()
    }
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) { self.init() }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init()
    }
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init()
    }
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self { fatalError() }
    open var duration: TimeInterval { fatalError() }
    open var delay: TimeInterval { fatalError() }
    open var state: UIViewAnimatingState { fatalError() }
    open var isRunning: Bool { fatalError() }
    open var isReversed: Bool {
        get { fatalError() }
        set {}
    }
    open var fractionComplete: CGFloat {
        get { fatalError() }
        set {}
    }
    open var isInterruptible: Bool {
        get { fatalError() }
        set {}
    }
    open var pausesOnCompletion: Bool {
        get { fatalError() }
        set {}
    }
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
public protocol UITimingCurveProvider: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uispringtimingparameters
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public convenience init(dampingRatio ratio: CGFloat) { self.init() }
    public convenience init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { self.init() }
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init()
    }
}
