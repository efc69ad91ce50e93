// Stand-ins for SwiftUI's Picker, its styles and `tag(_:)`, for the type-check test.

/// https://developer.apple.com/documentation/swiftui/picker
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
@available(iOS 14.0, macOS 11.0, *)
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
@available(iOS 14.0, macOS 11.0, *)
public struct InlinePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
@available(iOS 14.0, macOS 11.0, *)
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { .init() }
}
@available(iOS 14.0, macOS 11.0, *)
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, unavailable)
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
    public func labelsHidden() -> some View { self }
}
