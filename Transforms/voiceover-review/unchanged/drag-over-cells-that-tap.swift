import SwiftUI

/// A drag across a grid picks the cell under the finger; each cell's own tap picks it too, so
/// VoiceOver users pick by the cells and no value moves. A drag that sets a value no tap sets (a
/// brightness scrubbed across the same grid) is still a control VoiceOver cannot adjust.
struct StreakGrid: View {
    let days: [Int]
    @State private var pickedDay: Int?
    @State private var isScrubbing = false
    @State private var brightness = 0.5

    var body: some View {
        VStack {
            GeometryReader { geometry in
                HStack(spacing: 2) {
                    ForEach(days, id: \.self) { day in
                        Rectangle()
                            .fill(Color.green.opacity(Double(day) / 10))
                            .onTapGesture {
                                pick(day)
                            }
                    }
                }
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            isScrubbing = true
                            scrub(to: value.location, width: geometry.size.width)
                        }
                        .onEnded { _ in isScrubbing = false }
                )
            }
            .frame(height: 20)
            Rectangle()
                .fill(Color.yellow.opacity(brightness))
                .frame(height: 20)
                .gesture(
                    DragGesture()
                        .onChanged { value in brightness = min(1, max(0, value.location.x / 300)) }
                )
        }
    }

    private func pick(_ day: Int) {
        pickedDay = day
    }

    private func scrub(to point: CGPoint, width: CGFloat) {
        guard !days.isEmpty, width > 0 else { return }
        let column = min(days.count - 1, max(0, Int(point.x / (width / CGFloat(days.count)))))
        pickedDay = days[column]
    }
}
