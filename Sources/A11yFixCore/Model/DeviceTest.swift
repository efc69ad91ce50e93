/// The nine "Must Test on Device" checks, in the order the summary lists them.
public enum DeviceTest: Int, Sendable, CaseIterable, Comparable {
    case voiceOver, voiceControl, switchControl, fullKeyboardAccess, dynamicType, reduceMotion, grayscale, darkContrast,
        captions

    public static func < (lhs: DeviceTest, rhs: DeviceTest) -> Bool { lhs.rawValue < rhs.rawValue }

    public var text: String {
        switch self {
        case .voiceOver: "VoiceOver: navigation order, reading flow, focus after push/modal"
        case .voiceControl: "Voice Control: \"Show numbers\" coverage, \"Tap [name]\" activation"
        case .switchControl: "Switch Control: scanning path, custom actions reachable"
        case .fullKeyboardAccess: "Full Keyboard Access: Tab order, Escape dismissal"
        case .dynamicType: "Dynamic Type: layout at max size — no clipping or overlap"
        case .reduceMotion: "Reduce Motion: all animations verified"
        case .grayscale: "Grayscale filter: information comprehensible without color"
        case .darkContrast: "Dark + Increase Contrast: contrast in both modes"
        case .captions: "Captions and Audio Descriptions: auto-enable"
        }
    }
}
