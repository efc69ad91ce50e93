import CoreMotion
import SwiftUI

/// A card whose sheen follows the device's tilt, eased by an animation of the tilt reading.
/// Gating the easing would leave the sheen following the tilt in jerks, so it is reported: what
/// Reduce Motion should stop is the tilt offset itself.
final class TiltReader: ObservableObject {
    @Published var pitch = 0.0
    private let manager = CMMotionManager()

    func start() {
        manager.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in
            self?.pitch = data?.attitude.pitch ?? 0
        }
    }
}

struct SheenCard: View {
    @StateObject private var tilt = TiltReader()

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.blue)
            .overlay(Circle().fill(.white.opacity(0.3)).offset(y: tilt.pitch * 40))
            .animation(.easeInOut(duration: 2), value: tilt.pitch)
            .onAppear { tilt.start() }
    }
}
