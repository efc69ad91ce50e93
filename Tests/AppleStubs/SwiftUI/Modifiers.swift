// Signature stubs of SwiftUI's view modifiers (layout, style, presentation, events), written from
// Apple's documentation.
import Foundation

extension View {
    // MARK: Text and font
    public func font(_ font: Font?) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool = true) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool = true) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    public func lineLimit(_ number: Int?) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    // MARK: Color and style
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func tint(_ tint: Color?) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }

    // MARK: Layout
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func offset(_ offset: CGSize) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func position(_ position: CGPoint) -> some View { self }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func hidden() -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    // MARK: Graphics
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/border(_:width:)
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    public func clipped(antialiased: Bool = false) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    // MARK: Background and overlay
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { self }

    // MARK: Lifecycle and events
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        macOS, introduced: 11.0, deprecated: 14.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 10.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    { self }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    // MARK: Presentation
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
    @available(iOS 13.0, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 8.0, *)
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 8.0, *)
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    // MARK: Navigation and search
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ title: Text) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // MARK: Control styles
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    @available(iOS 13.4, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/help(_:)-6nxbw
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// https://developer.apple.com/documentation/swiftui/horizontaledge
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }

/// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
}

/// https://developer.apple.com/documentation/swiftui/hovereffect
@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral: Character) {}
    public static let delete = KeyEquivalent("\u{8}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
}

/// https://developer.apple.com/documentation/swiftui/eventmodifiers
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/swiftui/keyboardshortcut
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
public struct KeyboardShortcut: Sendable {
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
    public static let defaultAction = KeyboardShortcut("\r", modifiers: [])
    public static let cancelAction = KeyboardShortcut("\u{1B}", modifiers: [])
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/symbolvariants
@available(iOS 15.0, macOS 12.0, *)
public struct SymbolVariants: Hashable {
    public static let none = SymbolVariants()
    public static let slash = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let circle = SymbolVariants()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
    @available(iOS 15.0, macOS 12.0, *)
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}
