// Signature stubs of SwiftUI's state, binding and environment property wrappers, written from
// Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var transaction: Transaction
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "" }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityEnabled: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilitySwitchControlEnabled: Bool { false }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityShowButtonShapes: Bool { false }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityDimFlashingLights: Bool { false }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityPlayAnimatedImages: Bool { false }
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var font: Font? {
        get { nil }
        set {}
    }
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }
    public var locale: Locale {
        get { Locale(identifier: "") }
        set {}
    }
    public var displayScale: CGFloat {
        get { 1 }
        set {}
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { DismissAction() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: { _ in .handled }) }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable { case standard, increased }

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { false }
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/openurlaction
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OpenURLAction {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
    /// https://developer.apple.com/documentation/swiftui/openurlaction/result
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct Result {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace: DynamicProperty {
    public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/namespace/id
    @frozen public struct ID: Hashable {}
}

/// https://developer.apple.com/documentation/swiftui/appstorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    private let _placeholder: Never
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { fatalError() }
}

/// https://developer.apple.com/documentation/combine/observableobject (re-exported by SwiftUI)
public protocol ObservableObject: AnyObject {}

/// https://developer.apple.com/documentation/combine/published (re-exported by SwiftUI)
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public var wrappedValue: Value
}

/// https://developer.apple.com/documentation/swiftui/observedobject
@propertyWrapper @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > { fatalError() }
    }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentobject
@frozen @propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environmentobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > { fatalError() }
    }
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    public init() {}
    @frozen @propertyWrapper public struct Binding {
        public init() {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}

/// https://developer.apple.com/documentation/foundation/undomanager (Foundation on Apple platforms;
/// swift-corelibs-foundation has none).
open class UndoManager {
    public init() {}
    open var canUndo: Bool { false }
    open var canRedo: Bool { false }
    open func undo() {}
    open func redo() {}
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/undomanager
    public var undoManager: UndoManager? { nil }
}
