// CoreGraphics' drawing context, as UIKit re-exports it.

/// https://developer.apple.com/documentation/coregraphics/cgcontext
open class CGContext {
    public func saveGState() {}
    public func restoreGState() {}
    public func rotate(by angle: CGFloat) {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
}
