/// SwiftUI and Foundation calls by what they do to the screen. The syntax model of state changes
/// (Motion's `StateRead`, `ActionClosures`, `FadingBranches`) and the project index's token
/// readers (`MemberReads`, `AnimatedChanges`) judge code by these same lists.
package enum ViewCallNames {
    /// Views and modifiers whose arguments only change what is drawn in place.
    package static let appearanceCalls: Set<String> = [
        "Text", "Label", "Image", "Button", "Color", "ProgressView", "Gauge", "LabeledContent",
        "opacity", "foregroundStyle", "foregroundColor", "tint", "accentColor", "fill", "stroke", "strokeBorder",
        "trim",
        "fontWeight", "bold", "italic", "shadow", "blur", "border", "saturation", "brightness", "contrast", "grayscale",
        "colorMultiply", "hueRotation", "contentTransition", "symbolVariant", "symbolRenderingMode", "badge",
        "navigationTitle",
        // Gradients and masks shade what is drawn in place (judged on real apps:
        // a background gradient shifting colour, a gradient mask easing in, gated as motion).
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Gradient", "mask",
    ]

    /// Modifiers whose arguments trigger or describe something but draw nothing.
    package static let silentCalls: Set<String> = [
        "onChange", "onReceive", "animation", "task", "sensoryFeedback", "disabled", "allowsHitTesting", "help",
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden",
        "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityIdentifier", "keyboardShortcut",
    ]

    /// Calls that pass a value on unchanged in kind: a number or string conversion, arithmetic.
    package static let conversions: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "String", "LocalizedStringKey", "min", "max", "abs", "round", "floor",
        "ceil",
    ]

    /// Methods that change the value they are called on.
    package static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion", "subtract",
    ]

    /// Calls whose closures are actions.
    package static let actionHandlers: Set<String> = [
        "Task", "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
        "task",
        "refreshable", "asyncAfter", "async", "sink", "onEnded", "onChanged", "withAnimation", "withTransaction",
        "onHover",
        "onOpenURL", "onDrop", "onMove", "onDelete", "onPreferenceChange", "onContinuousHover", "onKeyPress",
        "scheduledTimer",
    ]

    /// Argument labels of action closures.
    package static let actionHandlerLabels: Set<String> = [
        "action", "perform", "completion", "onCommit", "onEditingChanged", "handler",
    ]

    /// Modifiers whose content is a layer over or under the view: it takes no room in the layout.
    package static let layerModifiers: Set<String> = ["overlay", "background"]

    /// Words of a transition that only fades, and of an animation attached to it.
    package static let fadeWords: Set<String> = [
        "opacity", "identity", "AnyTransition", "asymmetric", "insertion", "removal", "combined", "with", "animation",
        "default", "linear", "easeIn", "easeOut", "easeInOut", "duration", "delay", "speed",
    ]
}
