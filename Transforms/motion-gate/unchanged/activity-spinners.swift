import SwiftUI

/// A project's own activity spinners (a trimmed, stroked circle turning forever) stand in for
/// ProgressView(), which keeps spinning under Reduce Motion: not reported. A decorative image
/// turning forever, started and stopped by a tap, is.
struct UploadSpinner: View {
    @State private var isTurning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isTurning)
            .frame(width: 20, height: 20)
            .onAppear { isTurning = true }
    }
}

struct SyncLoadingIndicator: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Circle()
                .trim(from: 0, to: 0.25)
                .stroke(Color.blue, lineWidth: 3)
                .rotationEffect(.degrees(timeline.date.timeIntervalSinceReferenceDate * 180))
                .frame(width: 24, height: 24)
        }
    }
}

struct SearchingBadge: View {
    @State private var isTurning = false

    var body: some View {
        Image("radar")
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .animation(.linear(duration: 4).repeatForever(autoreverses: false), value: isTurning)
            .onTapGesture { isTurning.toggle() }
    }
}

/// A gear that turns only while a reset runs is a busy indicator: left alone. The arrow beside it
/// bobs up and down while the same reset runs: that travels, so the loop is still reported.
struct ResetControls: View {
    @Binding var isResetting: Bool

    var body: some View {
        HStack {
            Image(systemName: "gearshape")
                .frame(width: 20)
                .rotationEffect(isResetting ? .degrees(360) : .zero)
                .animation(isResetting ? .linear(duration: 1).repeatForever(autoreverses: false) : .default,
                           value: isResetting)
            Image(systemName: "arrow.down")
                .offset(y: isResetting ? 6 : 0)
                .animation(isResetting ? .easeInOut(duration: 0.5).repeatForever(autoreverses: false) : .default,
                           value: isResetting)
        }
    }
}

/// A spinner that keeps its loop in a property and starts it when it appears.
struct PendingProgressRing: View {
    @State private var angle = 0.0

    private var turning: Animation {
        .linear(duration: 1.2).repeatForever(autoreverses: false)
    }

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.8)
            .stroke(Color.accentColor, lineWidth: 3)
            .rotationEffect(.degrees(angle))
            .onAppear {
                withAnimation(turning) { angle = 360 }
            }
    }
}
