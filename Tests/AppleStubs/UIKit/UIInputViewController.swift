import Foundation

/// A keyboard extension's main view controller; its input-mode key switches to the next keyboard.
open class UIInputViewController: UIViewController {
    open var needsInputModeSwitchKey: Bool { fatalError() }
    @objc open func handleInputModeList(from view: UIView, with event: UIEvent) {}
}
