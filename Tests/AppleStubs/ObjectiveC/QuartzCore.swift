// Core Animation (QuartzCore) classes. Declared in this module rather than in QuartzCore/ because
// UIKit (`UIView.layer`) and AppKit (`NSView.layer`, `NSAnimationContext.timingFunction`) are
// compiled before QuartzCore and need them; QuartzCore/ re-exports this module, so
// `import QuartzCore` works as on Apple platforms.
import Foundation

/// https://developer.apple.com/documentation/quartzcore/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    public override init() {}
    public init(layer: Any) {}
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set {}
    }
    open var borderWidth: CGFloat {
        get { fatalError() }
        set {}
    }
    open var borderColor: CGColor? {
        get { fatalError() }
        set {}
    }
    open var backgroundColor: CGColor? {
        get { fatalError() }
        set {}
    }
    open var masksToBounds: Bool {
        get { fatalError() }
        set {}
    }
    open var opacity: Float {
        get { fatalError() }
        set {}
    }
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    open var position: CGPoint {
        get { fatalError() }
        set {}
    }
    open var shadowColor: CGColor? {
        get { fatalError() }
        set {}
    }
    open var shadowOpacity: Float {
        get { fatalError() }
        set {}
    }
    open var shadowOffset: CGSize {
        get { fatalError() }
        set {}
    }
    open var shadowRadius: CGFloat {
        get { fatalError() }
        set {}
    }
    open var speed: Float {
        get { fatalError() }
        set {}
    }
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    open func removeAnimation(forKey key: String) {}
    open func removeAllAnimations() {}
    open func animation(forKey key: String) -> CAAnimation? { fatalError() }
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
}

/// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject {
    public override init() {}
    open var duration: CFTimeInterval {
        get { fatalError() }
        set {}
    }
    open var beginTime: CFTimeInterval {
        get { fatalError() }
        set {}
    }
    open var repeatCount: Float {
        get { fatalError() }
        set {}
    }
    open var autoreverses: Bool {
        get { fatalError() }
        set {}
    }
    open var timingFunction: CAMediaTimingFunction? {
        get { fatalError() }
        set {}
    }
    open var isRemovedOnCompletion: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
    open var keyPath: String? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? {
        get { fatalError() }
        set {}
    }
    open var toValue: Any? {
        get { fatalError() }
        set {}
    }
    open var byValue: Any? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/caspringanimation
open class CASpringAnimation: CABasicAnimation {
    open var damping: CGFloat {
        get { fatalError() }
        set {}
    }
    open var settlingDuration: CFTimeInterval { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction: NSObject {
    public convenience init(name: CAMediaTimingFunctionName) { self.init(controlPoints: 0, 0, 1, 1) }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func setDisableActions(_ flag: Bool) {}
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
open class CGPath {}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        get { fatalError() }
        set {}
    }
    open var fillColor: CGColor? {
        get { fatalError() }
        set {}
    }
    open var strokeColor: CGColor? {
        get { fatalError() }
        set {}
    }
    open var lineWidth: CGFloat {
        get { fatalError() }
        set {}
    }
    open var strokeStart: CGFloat {
        get { fatalError() }
        set {}
    }
    open var strokeEnd: CGFloat {
        get { fatalError() }
        set {}
    }
}
