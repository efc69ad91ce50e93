// Signature stubs of SwiftUI's control style protocols and their built-in styles, written from
// Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {}
/// https://developer.apple.com/documentation/swiftui/buttonstyle
public protocol ButtonStyle {}

extension ButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    public typealias Configuration = ButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// https://developer.apple.com/documentation/swiftui/defaultbuttonstyle
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/togglestyle
public protocol ToggleStyle {}
/// https://developer.apple.com/documentation/swiftui/defaulttogglestyle
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/switchtogglestyle
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/buttontogglestyle
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
@available(tvOS, unavailable)
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// https://developer.apple.com/documentation/swiftui/labelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol LabelStyle {}
/// https://developer.apple.com/documentation/swiftui/icononlylabelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/titleonlylabelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// https://developer.apple.com/documentation/swiftui/liststyle
public protocol ListStyle {}
/// https://developer.apple.com/documentation/swiftui/plainliststyle
public struct PlainListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/groupedliststyle
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/textfieldstyle
public protocol TextFieldStyle {}
/// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol TabViewStyle {}
/// https://developer.apple.com/documentation/swiftui/defaulttabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    /// https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode-swift.struct
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        @available(watchOS, unavailable)
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
