// Animation: NSAnimationContext (the `animator()` proxy is NSAnimatablePropertyContainer, in Views.swift).
// CAMediaTimingFunction comes from ../ObjectiveC/QuartzCore.swift (re-exported, as AppKit re-exports QuartzCore).

/// https://developer.apple.com/documentation/appkit/nsanimationcontext
open class NSAnimationContext: NSObject {
    @available(macOS 10.7, *)
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void, completionHandler: (() -> Void)? = nil) {
    }
    @available(macOS 10.12, *)
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) {}
    open class func beginGrouping() {}
    open class func endGrouping() {}
    open class var current: NSAnimationContext { fatalError() }

    open var duration: TimeInterval {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.7, *)
    open var completionHandler: (() -> Void)? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.7, *)
    open var timingFunction: CAMediaTimingFunction? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.8, *)
    open var allowsImplicitAnimation: Bool {
        get { fatalError() }
        set {}
    }
}
