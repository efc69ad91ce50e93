// CoreGraphics types that Foundation on Linux lacks (it has CGFloat, CGPoint, CGSize, CGRect).
// They live in this module, not a CoreGraphics or QuartzCore one, because UIKit and AppKit are
// compiled before QuartzCore (StubModules.order) and both need them; both re-export this module,
// as Apple's re-export CoreGraphics and QuartzCore.
import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {
    private init() {}
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
    public var alpha: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public var isIdentity: Bool { self == .identity }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { (dx, dy) = (0, 0) }
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public static var zero: CGVector { CGVector() }
}
