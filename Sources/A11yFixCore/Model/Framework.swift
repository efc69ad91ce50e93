public enum Framework: String, Sendable, CaseIterable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
}
