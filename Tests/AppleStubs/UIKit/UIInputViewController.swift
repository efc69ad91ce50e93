import Foundation

/// A keyboard extension's main view controller; its input-mode key switches to the next keyboard.
open class UIInputViewController: UIViewController {
    open var needsInputModeSwitchKey: Bool { fatalError() }
    // `AnyObject` parameters: the stubs' UIView and UIEvent are not Objective-C classes on Linux.
    @objc open func handleInputModeList(from view: AnyObject, with event: AnyObject?) {}
}
