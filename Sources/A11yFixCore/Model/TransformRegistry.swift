/// Every transform, sorted by id. A test keeps this list and the `Transforms/` folders in step.
public enum TransformRegistry {
    public static let all: [any Transform.Type] = [
        AnnouncementAvailability.self,
        AnnouncementModernize.self,
        AppKitButtonLabel.self,
        AuditAvailability.self,
        FontAppKitTextStyle.self,
        FontCustomRelative.self,
        FontTextStyle.self,
        FontUIKitScaled.self,
        IconOnlyLabel.self,
        ImageDecorative.self,
        ImageLabel.self,
        LongPressAction.self,
        ModernizeAccessibilityModifiers.self,
        MotionGate.self,
        MotionGateAppKit.self,
        MotionGateUIKit.self,
        SelectionTrait.self,
        TapGestureButton.self,
        TouchTarget.self,
        UIKitButtonLabel.self,
        UIKitGestureElement.self,
        VoiceOverReview.self,
    ]

    public static let ids = Set(all.map { $0.descriptor.id })

    /// Each transform's descriptor by id, for reports that hold only a finding's `transformID`.
    public static let descriptors = Dictionary(uniqueKeysWithValues: all.map { ($0.descriptor.id, $0.descriptor) })

    public static func transform(withID id: String) -> (any Transform.Type)? {
        all.first { $0.descriptor.id == id }
    }

    /// The transforms that run when the user selects none explicitly.
    public static var defaults: [any Transform.Type] { all.filter { !$0.descriptor.isOptIn } }
}
