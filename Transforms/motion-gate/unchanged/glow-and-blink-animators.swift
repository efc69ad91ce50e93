import SwiftUI

/// Phase and keyframe animators that only restyle their content in place — a recording dot
/// blinking, a badge's glow — are what Reduce Motion keeps: no finding. One that scales its
/// content moves, and is reported.
struct RecordingDot: View {
    @State private var pings = 0

    var body: some View {
        HStack {
            Image(systemName: "record.circle")
                .phaseAnimator([1.0, 0.3]) { content, level in
                    content.opacity(level)
                }
            Text("New")
                .keyframeAnimator(initialValue: 0.0, trigger: pings) { content, glow in
                    content.shadow(color: .yellow, radius: glow)
                } keyframes: { _ in
                    LinearKeyframe(6.0, duration: 0.3)
                }
            Image(systemName: "bell")
                .phaseAnimator([1.0, 1.2], trigger: pings) { content, scale in
                    content.scaleEffect(scale)
                }
        }
    }
}
