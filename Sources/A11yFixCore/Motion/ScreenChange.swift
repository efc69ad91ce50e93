/// What a change of state does on screen: the one scale the Reduce Motion decisions are made on.
/// Ordered from nothing drawn to things that travel; a change does the most of what its reads do.
enum ScreenChange: Int, Comparable {
    /// Nothing drawn reads it: an action, a trigger (`onChange(of:)`), an accessibility value.
    case silent
    /// How views look: their text, symbol, colour or opacity, or views that fade in and out.
    case appearance
    /// A progress value fills: a ring's `trim`, a `ProgressView(value:)`, a `Gauge`.
    case progress
    /// Read where the tool cannot tell what it does (a view of another file, a computed value
    /// handed on): no evidence of motion. Only geometry or insertion seen is motion.
    case unknown
    /// Views come, go or swap without a fade of their own.
    case insertion
    /// Views are placed, sized, turned or reordered: a frame, an offset, a scale, `ForEach` rows.
    case geometry

    static func < (lhs: ScreenChange, rhs: ScreenChange) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Nothing travels: Reduce Motion keeps a cross-fade, a recolour or a bar filling in place.
    var staysInPlace: Bool { self <= .progress }

    /// Something is seen to move: views placed, sized or inserted. Gates need this evidence; a
    /// change that is at most `unknown` is left alone (judged on real apps: a third of the gates
    /// on values the tool could not follow only recoloured, restyled or faded).
    var movesSeen: Bool { self >= .insertion }

    /// Calls whose arguments are a progress value.
    static let progressCalls: Set<String> = ["trim", "ProgressView", "Gauge"]
}

extension ScreenChange {
    /// What animating a UIKit, AppKit or Core Animation property does on screen: the same scale the
    /// SwiftUI reads are judged on, so an `UIView.animate` block, an `NSAnimationContext` group
    /// and a `withAnimation` agree on what moves. A property not listed may move (a frame, a
    /// centre, a transform, a constraint's constant, a scroll offset): geometry.
    static func ofProperty(_ name: String) -> ScreenChange {
        if settingProperties.contains(name) { return .silent }
        if appearanceProperties.contains(name) { return .appearance }
        if progressProperties.contains(name) { return .progress }
        return .geometry
    }

    /// What a UIKit or AppKit call inside an animation block does: `setProgress(_:animated:)`
    /// fills, `setTitle(_:for:)` retitles; a layout pass or a scroll moves (nil: not known here).
    static func ofCall(_ name: String) -> ScreenChange? {
        if progressCallNames.contains(name) { return .progress }
        if appearanceCallNames.contains(name) { return .appearance }
        if movingCallPrefixes.contains(where: name.hasPrefix) { return .geometry }
        // `setAlpha(_:)`, `setBackgroundColor(_:)`: a setter of a property that stays in place.
        if name.hasPrefix("set"), name.count > 3 {
            let property = name.dropFirst(3)
            let lowered = property.prefix(1).lowercased() + property.dropFirst()
            let change = ofProperty(lowered)
            if change.staysInPlace { return change }
            // `setShadow(radius:opacity:offset:color:)`, `setBorder(width:color:)`: a setter named for a
            // family of properties that all stay in place (`shadowRadius`, `shadowOpacity`, …).
            if appearanceFamilies.contains(lowered) { return .appearance }
        }
        // `applyTheme()`, `themeDidChange()`: a theme recolours what draws with it, as a theme
        // property does (`OwnMembers.isTheme`).
        if name.lowercased().contains("theme") { return .appearance }
        return nil
    }

    /// The first word of appearance properties that every property it starts stays in place:
    /// `shadow` (`shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowPath`),
    /// `border` (`borderColor`, `borderWidth`), `corner` (`cornerRadius`).
    static let appearanceFamilies: Set<String> = ["shadow", "border", "corner"]

    /// Opacity, colour, border, corner, shadow, blur and text: drawn where the view stands.
    static let appearanceProperties: Set<String> = [
        "alpha", "alphaValue", "opacity", "isHidden", "backgroundColor", "tintColor", "textColor", "contentTintColor",
        "borderColor", "borderWidth", "cornerRadius", "maskedCorners", "shadowOpacity", "shadowColor", "shadowRadius",
        "shadowOffset",
        "shadowPath", "fillColor", "strokeColor", "layerBackgroundColor", "effect", "filters", "backgroundFilters",
        "compositingFilter", "text", "attributedText", "title", "attributedTitle", "stringValue",
        "attributedStringValue", "image", "placeholder", "attributedPlaceholder", "placeholderString",
        "titleColor", "onTintColor", "thumbTintColor", "trackTintColor", "progressTintColor", "barTintColor",
        "isHighlighted", "isSelected",
        // A disabled control dims where it stands.
        "isEnabled",
        // A cell's background drawn behind its content, where the cell stands.
        "backgroundView", "selectedBackgroundView",
        // A table's separators, drawn where its rows stand.
        "separatorStyle", "separatorColor",
        // Not animatable: a label's new font shows at once, and its new size is laid out after the block.
        "font",
    ]
    /// Settings no animation interpolates and that draw nothing in the block: they apply at once
    /// (`contentInsetAdjustmentBehavior` takes effect at the next layout, after the block).
    static let settingProperties: Set<String> = [
        "contentInsetAdjustmentBehavior", "isUserInteractionEnabled", "isScrollEnabled", "keyboardDismissMode",
        "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "isAccessibilityElement",
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityElementsHidden",
    ]
    /// A progress value: a ring's `strokeEnd`, a `UIProgressView`'s `progress`, an indicator's value.
    static let progressProperties: Set<String> = [
        "strokeEnd", "strokeStart", "progress", "doubleValue", "integerValue", "floatValue",
    ]
    static let progressCallNames: Set<String> = ["setProgress", "incrementBy"]
    static let appearanceCallNames: Set<String> = [
        "setTitle", "setAttributedTitle", "setImage", "setTitleColor", "setBackgroundImage", "setNeedsDisplay",
        "setNeedsStatusBarAppearanceUpdate",
        // A row's or item's highlight fading out where it stands.
        "deselectRow", "deselectItem",
    ]
    /// Calls that move views: a layout pass makes constraint changes animate; a scroll travels.
    static let movingCallPrefixes = [
        "layout", "setFrame", "setBounds", "scroll", "setPosition", "setContentOffset", "collapse", "expand",
    ]
}
