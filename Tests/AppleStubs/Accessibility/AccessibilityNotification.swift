// Signature stubs of Apple's Accessibility framework (iOS 14 / macOS 11), written from Apple's
// documentation. SwiftUI, UIKit and AppKit re-export it.
@_exported import Foundation

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    public struct Announcement {
        public init(_ announcement: String) {}
        public init(_ announcement: AttributedString) {}
        public init(_ announcement: NSAttributedString) {}
        public func post() {}
    }
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/layoutchanged
    public struct LayoutChanged {
        public init(_ element: Any? = nil) {}
        public func post() {}
    }
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged
    public struct ScreenChanged {
        public init(_ element: Any? = nil) {}
        public func post() {}
    }
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/pagescrolled
    public struct PageScrolled {
        public init(_ text: String) {}
        public init(_ text: AttributedString) {}
        public init(_ text: NSAttributedString) {}
        public func post() {}
    }
}
