// Signature stubs of SwiftUI's shapes, written from Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/path
@frozen public struct Path: Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> Void) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func closeSubpath() {}
}

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    public func stroke(style: StrokeStyle) -> some View { self }
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// https://developer.apple.com/documentation/swiftui/strokestyle
@frozen public struct StrokeStyle: Equatable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)
    { self.lineWidth = lineWidth }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

/// https://developer.apple.com/documentation/swiftui/rectangle
@frozen public struct Rectangle: Shape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/circle
@frozen public struct Circle: Shape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/ellipse
@frozen public struct Ellipse: Shape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/capsule
@frozen public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/contentshapekinds
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    @available(iOS 15.0, tvOS 17.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
