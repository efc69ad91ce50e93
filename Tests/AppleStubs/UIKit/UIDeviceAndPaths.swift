// Signature stubs of UIDevice and UIBezierPath, written from Apple's documentation.
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uidevice
open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError() }
    open var name: String { fatalError() }
    open var systemVersion: String { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uidevice/playinputclick()
    open func playInputClick() {}
}

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
    public override init() {}
    public init(rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ovalIn rect: CGRect) {}
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open var cgPath: CGPath { fatalError() }
    open var lineWidth: CGFloat {
        get { fatalError() }
        set {}
    }
}
