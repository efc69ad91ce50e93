import A11yFixSyntax
import SwiftSyntax

/// A value read from the device's attitude (`motion.pitch`, `manager.deviceMotion?.gravity.x`):
/// an animation of it only smooths a parallax that follows the tilt. Gating that easing leaves the
/// parallax moving, now in jerks (judged on real apps); what Reduce Motion removes is the tilt
/// offset itself, a design call.
enum DeviceTilt {
    /// Names Core Motion gives a device's attitude and movement.
    static let readings: Set<String> = [
        "pitch", "roll", "yaw", "attitude", "gravity", "rotationRate", "userAcceleration", "quaternion",
    ]

    /// Whether `value` reads the device's tilt, in a file that uses Core Motion or a motion manager.
    static func isTilt(_ value: ExprSyntax, in file: SourceFile) -> Bool {
        guard file.containsAny("CoreMotion", "CMMotionManager", "MotionManager") else { return false }
        let names = value.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        return names.contains(where: readings.contains)
    }
}
