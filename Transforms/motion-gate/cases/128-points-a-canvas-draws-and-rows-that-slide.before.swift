import SwiftUI

struct Marks: View {
    let points: [CGPoint]
    let strength: Double

    var body: some View {
        Canvas { context, _ in
            for point in points {
                context.fill(Path(ellipseIn: CGRect(x: point.x, y: point.y, width: 4, height: 4)), with: .color(.red))
            }
        }
        .opacity(strength)
    }
}

/// Each tap adds a point that a `Canvas` paints where it was tapped, and dims the pad as the taps
/// count up: a canvas paints each state anew, nothing is carried from one place to another, so the
/// animation moves nothing and is left alone. The log's rows, which the same kind of change
/// inserts in a `ForEach`, slide the rows below them: gated.
struct TapPad: View {
    @State private var taps: [CGPoint] = []
    @State private var count = 0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Marks(points: taps, strength: Double(count) / 10)
                .onTapGesture {
                    withAnimation(.spring()) {
                        taps.append(CGPoint(x: 10, y: 10))
                        count += 1
                    }
                }
            ForEach(log, id: \.self) { line in
                Text(line)
            }
            Button("Log") {
                withAnimation(.spring()) {
                    log.append("Tapped")
                }
            }
        }
    }
}
