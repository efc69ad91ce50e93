/// Every API a transform can introduce into code, with the OS versions where it appeared.
///
/// When a file's deployment target is older, the transform uses the fallback its documentation
/// names (an older modifier, an older text style, an `if #available` … `else` branch) or, when
/// there is none, reports the place instead of fixing it. APIs older than every supported
/// deployment target (`UIFontMetrics`, iOS 11; `@Environment(\.accessibilityReduceMotion)`,
/// iOS 13) are listed too, so the table is the whole story.
public enum IntroducedAPI: String, CaseIterable, Sendable {
    case accessibilityLabelModifier = ".accessibilityLabel(_:)"
    case accessibilityHiddenModifier = ".accessibilityHidden(_:)"
    case accessibilityAddTraitsModifier = ".accessibilityAddTraits(_:)"
    case accessibilityElementModifier = ".accessibilityElement(children:)"
    case accessibilityActionNamedModifier = ".accessibilityAction(named:_:)"
    case accessibilityHintModifier = ".accessibilityHint(_:)"
    case accessibilityValueModifier = ".accessibilityValue(_:)"
    case accessibilityRemoveTraitsModifier = ".accessibilityRemoveTraits(_:)"
    case accessibilityIdentifierModifier = ".accessibilityIdentifier(_:)"
    case accessibilitySortPriorityModifier = ".accessibilitySortPriority(_:)"
    case fontTitle2 = "Font.title2"
    case fontTitle3 = "Font.title3"
    case fontCaption2 = "Font.caption2"
    case fontSystemStyleDesign = "Font.system(_:design:)"
    case fontWeight = "Font.weight(_:)"
    case customFontRelativeTo = "Font.custom(_:size:relativeTo:)"
    case scaledMetric = "@ScaledMetric(relativeTo:)"
    case reduceMotionEnvironment = "@Environment(\\.accessibilityReduceMotion)"
    case uiFontMetrics = "UIFontMetrics.scaledFont(for:)"
    case adjustsFontForContentSizeCategory = "adjustsFontForContentSizeCategory"
    case uiAccessibilityReduceMotion = "UIAccessibility.isReduceMotionEnabled"
    case nsWorkspaceReduceMotion = "NSWorkspace.accessibilityDisplayShouldReduceMotion"
    case nsFontPreferredFont = "NSFont.preferredFont(forTextStyle:)"
    case accessibilityNotification = "AccessibilityNotification"
    case performAccessibilityAudit = "XCUIApplication.performAccessibilityAudit"
    case nsImageSymbolName = "NSImage(systemSymbolName:accessibilityDescription:)"
    case stringLocalized = "String(localized:comment:)"
    case stringLocalizedDefaultValue = "String(localized:defaultValue:comment:)"
    case showsLargeContentViewer = ".accessibilityShowsLargeContentViewer()"

    /// Introduction versions; a platform missing here does not have the API.
    public var introduced: [ApplePlatform: OSVersion] {
        switch self {
        case .accessibilityLabelModifier, .accessibilityHiddenModifier, .accessibilityAddTraitsModifier,
            .accessibilityActionNamedModifier, .accessibilityHintModifier,
            .accessibilityValueModifier, .accessibilityRemoveTraitsModifier, .accessibilityIdentifierModifier,
            .accessibilitySortPriorityModifier, .fontTitle2, .fontTitle3, .fontCaption2, .customFontRelativeTo,
            .scaledMetric:
            return [
                .iOS: OSVersion(14), .macOS: OSVersion(11), .tvOS: OSVersion(14), .watchOS: OSVersion(7),
                .visionOS: OSVersion(1),
            ]
        case .fontSystemStyleDesign, .fontWeight, .reduceMotionEnvironment, .accessibilityElementModifier:
            return [
                .iOS: OSVersion(13), .macOS: OSVersion(10, 15), .tvOS: OSVersion(13), .watchOS: OSVersion(6),
                .visionOS: OSVersion(1),
            ]
        case .uiFontMetrics:
            return [.iOS: OSVersion(11), .tvOS: OSVersion(11), .visionOS: OSVersion(1)]
        case .adjustsFontForContentSizeCategory:
            return [.iOS: OSVersion(10), .tvOS: OSVersion(10), .visionOS: OSVersion(1)]
        case .uiAccessibilityReduceMotion:
            return [.iOS: OSVersion(8), .tvOS: OSVersion(9), .visionOS: OSVersion(1)]
        case .nsWorkspaceReduceMotion:
            return [.macOS: OSVersion(10, 12)]
        case .nsFontPreferredFont:
            return [.macOS: OSVersion(11)]
        case .accessibilityNotification:
            return [
                .iOS: OSVersion(17), .macOS: OSVersion(14), .tvOS: OSVersion(17), .watchOS: OSVersion(10),
                .visionOS: OSVersion(1),
            ]
        case .performAccessibilityAudit:
            return [.iOS: OSVersion(17), .macOS: OSVersion(14), .tvOS: OSVersion(17), .visionOS: OSVersion(1)]
        case .nsImageSymbolName:
            return [.macOS: OSVersion(11)]
        case .stringLocalizedDefaultValue:
            return [
                .iOS: OSVersion(16), .macOS: OSVersion(13), .tvOS: OSVersion(16), .watchOS: OSVersion(9),
                .visionOS: OSVersion(1),
            ]
        case .stringLocalized, .showsLargeContentViewer:
            return [
                .iOS: OSVersion(15), .macOS: OSVersion(12), .tvOS: OSVersion(15), .watchOS: OSVersion(8),
                .visionOS: OSVersion(1),
            ]
        }
    }
}
