/// Why a font transform leaves a font as it is: shared, since the four font transforms skip
/// fonts for the same few reasons, and one id should mean one thing in every example.
enum FontReason: String, NamedReason {
    case noDynamicType = "no-dynamic-type"
    case fixedLayout = "fixed-layout"
    case tokenSize = "token-size"
    case displaySize = "display-size"
    case pictureSize = "picture-size"
    case iconFont = "icon-font"
    case scaledSize = "scaled-size"
    case sizeFromElsewhere = "size-from-elsewhere"
    case alreadyScaled = "already-scaled"
    case measuredOrDrawn = "measured-or-drawn"
    case optsOut = "opts-out"
    case mayBeAppKit = "may-be-appkit"
    case projectFont = "project-font"
    case alreadyRelative = "already-relative"
    case nonLiteralSize = "non-literal-size"
    case bodySize = "body-size"
    case targetTooOld = "target-too-old"
    case noText = "no-text"
    case notRendered = "not-rendered"
    case notShown = "not-shown"
    case keptByComment = "kept-by-comment"
    case barChrome = "bar-chrome"
    case chartLabel = "chart-label"
    case overwrittenLater = "overwritten-later"
    case cappedOnPurpose = "capped-on-purpose"
    case shownOnlyOnMac = "shown-only-on-macos"
    case printed = "printed"
    case debugOnly = "debug-only"
    case partialSet = "partial-set"
    case userChosen = "user-chosen-size"
    case bitmapImage = "bitmap-image"
    case menuItem = "menu-item"
    case fixedBesideScaled = "fixed-beside-scaled"
    case unreachableIdiom = "unreachable-idiom"
    case macIdiomOnly = "mac-idiom-only"
    case sizedToItsBox = "sized-to-its-box"
    case deadBranch = "dead-branch"

    var explanation: String {
        switch self {
        case .noDynamicType: "the code builds only for macOS or tvOS, where text follows no size setting"
        case .sizedToItsBox:
            "its size is worked out from its view's geometry (bounds, a width, height or diameter): the text is "
                + "sized to fit its box, as an avatar's initials are, and Dynamic Type would only overflow it"
        case .macIdiomOnly:
            "every target that compiles it builds for the Mac device family alone (Mac Catalyst, TARGETED_DEVICE_FAMILY "
                + "6): no iPhone or iPad runs it, and Mac text follows no size setting"
        case .fixedLayout:
            "its layout keeps it one size (a constant frame, .position, .minimumScaleFactor, a widget, a complication, "
                + "an image render, a decorative or layered glyph): larger text would clip"
        case .tokenSize: "below 6 pt: a token standing for a size, not a text size"
        case .displaySize: "44 pt or more: a display glyph that would crowd the screen if it grew with the text"
        case .pictureSize: "an image glyph larger than the largest text style: a picture sized to its slot"
        case .iconFont: "a font for icons (named symbol, icon, glyph or image): its size is the icon's design"
        case .scaledSize: "its size scales already (@ScaledMetric, a preferred font's pointSize, UIFontMetrics)"
        case .sizeFromElsewhere:
            "its size is a parameter, a computed value or another font's size: it is decided where that is chosen"
        case .alreadyScaled: "it is wrapped in, or its variable is passed to, UIFontMetrics.scaledFont(for:) already"
        case .measuredOrDrawn:
            "the font only measures text, draws it into an image or is read for its name or its file's data, "
                + "which no one reads as text"
        case .optsOut: "adjustsFontForContentSizeCategory = false keeps the view's text one size on purpose"
        case .mayBeAppKit: "the code also builds for macOS, and this implicit font may be an NSFont there"
        case .projectFont: "a project font helper (.custom(.brandBold, size:)), which decides how its fonts scale"
        case .alreadyRelative: "it names the text style it scales like already (relativeTo:)"
        case .nonLiteralSize:
            "its size is not a literal: it scales along .body, and which style it stands for is the author's call"
        case .bodySize: "its size is the body size, whose curve it follows already"
        case .targetTooOld: "the deployment target predates relativeTo: (iOS 14, macOS 11)"
        case .noText:
            "it styles only spaces or line breaks (a spacer run), or the title of a button that shows only an "
                + "image: no text is drawn"
        case .notRendered:
            "a UIKit-scope font on an AttributedString that SwiftUI Text shows in a fixed surface (a widget, a "
                + "complication): Text ignores it, and the text there cannot grow"
        case .notShown:
            "no text is drawn in it: it styles an attributed string of which only the plain .string is read, it "
                + "is the fallback for a view's font when that is nil, which labels and text fields never are, or "
                + "its label is never added to a view (only its properties are set or read)"
        case .bitmapImage:
            "it styles an image drawn from a bitmap (Image(uiImage:), an asset), which only SF Symbols size by "
                + "the font: scaling it changes nothing"
        case .menuItem:
            "it styles an item of a Menu or context menu (a button's label, a nested menu's title), which the "
                + "system draws in its own font, following Dynamic Type, whatever .font says"
        case .keptByComment: "a comment on or just above it says the size is fixed on purpose"
        case .barChrome:
            "it styles a navigation bar, tab bar, bar button or segmented control title, or a view shown in a bar: "
                + "bars keep their height and show the Large Content Viewer instead"
        case .chartLabel:
            "it styles a chart's axis or value labels, drawn into the plot's fixed size: larger text would squeeze "
                + "or overlap the plot"
        case .cappedOnPurpose:
            "it is used only when a text-style font grows past the same size: a cap on scaling, kept on purpose"
        case .shownOnlyOnMac:
            "its view is drawn only by macOS code (inside #if os(macOS), or hosted by NSHostingController), and "
                + "macOS text follows no size setting"
        case .printed:
            "it styles text laid out for printing or a PDF (a type named for print or PDF output): paper keeps its "
                + "point sizes"
        case .userChosen:
            "its size is the user's own choice (a settings or options object, UserDefaults, @AppStorage, an editor's "
                + "or terminal's font setting): Dynamic Type does not grow a size the user picked"
        case .partialSet:
            "another branch of the same switch or if/else chain sets a font that cannot be scaled: the switch is "
                + "reported once, at its first branch that could be, and the rest keep their sizes with it"
        case .debugOnly:
            "it is shown only when a debug flag is on (an if on a name with the word debug), or its type is made "
                + "only inside #if DEBUG: developer text, not the app's"
        case .fixedBesideScaled:
            "another branch of the same switch or if/else scales its font (UIFontMetrics, a preferred font) and "
                + "this one keeps a fixed size: the project chose which case grows (a compact mode of fixed height)"
        case .unreachableIdiom:
            "it is chosen only for an interface idiom (.tv, .carPlay, .mac) that no platform this code builds for "
                + "runs: the branch never runs"
        case .overwrittenLater:
            "a later write (on every update, or later in the same block) sets the view's font or text fonts again: "
                + "that one shows"
        case .deadBranch:
            "it is set only in the else of an #available check that the deployment target always passes: the "
                + "branch never runs"
        }
    }

    /// This reason, said of one place (`valueLabel.font is set again by updateValueLabel(…) at line 49 …`).
    func reason(saying explanation: String) -> Reason { Reason(id: rawValue, explanation: explanation) }
}
