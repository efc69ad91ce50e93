// Signature stubs of SwiftUI's gestures and gesture modifiers, written from Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/gesture
public protocol Gesture<Value> {
    associatedtype Value
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

public struct _EndedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
public struct _ChangedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }

/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace { case global, local, named(AnyHashable) }

/// https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/taggesture
public struct TapGesture: Gesture {
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public typealias Value = Void
}

/// https://developer.apple.com/documentation/swiftui/longpressgesture
@available(tvOS 14.0, *)
public struct LongPressGesture: Gesture {
    public var minimumDuration: Double
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
    public typealias Value = Bool
}

/// https://developer.apple.com/documentation/swiftui/draggesture
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { .zero }
        public var predictedEndLocation: CGPoint { .zero }
        public var predictedEndTranslation: CGSize { .zero }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
    @available(tvOS, unavailable)
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
    )
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }
}
