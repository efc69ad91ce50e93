// Signature stubs of SwiftUI's progress view styles and the older presentation mode, written
// from Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/progressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol ProgressViewStyle {}

/// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

/// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/presentationmode
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
public struct PresentationMode {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/presentationmode
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }
}

/// The sheet of `actionSheet(isPresented:content:)`, the API before iOS 15 (iOS, tvOS and watchOS
/// only; the availability check here is name-based, so it is not marked unavailable on macOS).
public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

extension View {
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
}

/// The alert of `alert(isPresented:content:)`, the API before iOS 15.
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}
