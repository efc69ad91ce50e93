// Gesture recognizers.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) {}
    public convenience override init() { self.init(target: nil, action: nil) }
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open var state: UIGestureRecognizer.State {
        get { fatalError() }
        set {}
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var view: UIView? { fatalError() }
    open var cancelsTouchesInView: Bool {
        get { fatalError() }
        set {}
    }
    open var delaysTouchesBegan: Bool {
        get { fatalError() }
        set {}
    }
    open var numberOfTouches: Int { fatalError() }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: UIGestureRecognizer.State { .ended }
    }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int {
        get { fatalError() }
        set {}
    }
    open var numberOfTouchesRequired: Int {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval {
        get { fatalError() }
        set {}
    }
    open var numberOfTapsRequired: Int {
        get { fatalError() }
        set {}
    }
    open var numberOfTouchesRequired: Int {
        get { fatalError() }
        set {}
    }
    open var allowableMovement: CGFloat {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction: UISwipeGestureRecognizer.Direction {
        get { fatalError() }
        set {}
    }
    open var numberOfTouchesRequired: Int {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct
    public struct Direction: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var right: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 0) }
        public static var left: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 1) }
        public static var up: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 2) }
        public static var down: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 3) }
    }
}
