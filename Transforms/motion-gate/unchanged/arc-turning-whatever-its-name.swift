import SwiftUI

/// Three quarters of a ring turning one way forever, shown in place of a button's title while it
/// works: an indeterminate indicator whatever its name, which keeps turning like ProgressView().
struct TurningArc: View {
    @State private var isTurning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.75)
            .stroke(Color.secondary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            .frame(width: 16, height: 16)
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .animation(.linear(duration: 0.9).repeatForever(autoreverses: false), value: isTurning)
            .onAppear { isTurning = true }
    }
}

struct ExportButton: View {
    let isExporting: Bool
    let export: () -> Void

    var body: some View {
        Button(action: export) {
            if isExporting {
                TurningArc()
            } else {
                Text("Export")
            }
        }
    }
}
