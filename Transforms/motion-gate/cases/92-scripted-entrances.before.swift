import SwiftUI

/// An entrance scripted as steps from a starting pose, in a `task` or an async function, is
/// skipped whole under Reduce Motion, setting where its last step leaves the view: gating one step
/// would jump while the others still spring. A tour with no starting pose walks on: each step is
/// gated and jumps to where it ends.
struct Pose {
    var offset: CGSize = .zero
    var scale: Double = 1
    var tilted = false
}

struct KiteArrival: View {
    @State private var pose = Pose()

    var body: some View {
        Image(systemName: "wind")
            .scaleEffect(pose.scale)
            .offset(pose.offset)
            .rotationEffect(pose.tilted ? .degrees(20) : .zero)
            .task {
                pose = Pose(offset: CGSize(width: 400, height: -80), scale: 0.2)
                try? await Task.sleep(for: .seconds(0.3))
                withAnimation(.spring(duration: 1.5, bounce: 0.3)) {
                    pose = Pose(offset: CGSize(width: 40, height: -20), scale: 1.3)
                }
                try? await Task.sleep(for: .seconds(1.5))
                withAnimation(.spring(duration: 0.3)) {
                    pose.tilted = true
                }
                try? await Task.sleep(for: .seconds(0.3))
                withAnimation(.spring(duration: 1.5, bounce: 0.4)) {
                    pose = Pose(offset: CGSize(width: 8, height: 0), scale: 1)
                }
            }
    }
}

struct BalloonRise: View {
    @State private var height: CGFloat = 0

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(y: -height)
            .task { await rise() }
    }

    func rise() async {
        height = -200
        try? await Task.sleep(for: .seconds(0.2))
        withAnimation(.spring(duration: 1.2)) {
            height = 60
        }
        try? await Task.sleep(for: .seconds(1.2))
        withAnimation(.easeOut(duration: 0.6)) {
            height = 40
        }
    }
}

struct TipsTour: View {
    @State private var page = 0

    var body: some View {
        Text("Tip \(page)")
            .offset(x: CGFloat(page) * -20)
            .task { await walk() }
    }

    func walk() async {
        try? await Task.sleep(for: .seconds(2))
        withAnimation(.easeInOut) {
            page = 1
        }
        try? await Task.sleep(for: .seconds(2))
        withAnimation(.easeInOut) {
            page = 2
        }
    }
}
