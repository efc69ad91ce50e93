import SwiftUI

/// Hovering a bar lays a value label over a `ZStack` whose shape fills all the room it is
/// offered: the label takes none and fades in where it appears, so the hover's animation is left
/// alone. The same label inserted into a `VStack` pushes the bars down, and is gated.
struct SparkBars: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let values: [Double]
    @State private var hovered: Int?
    @State private var pinned: Int?

    var body: some View {
        VStack {
            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.secondary.opacity(0.1))
                HStack(alignment: .bottom, spacing: 2) {
                    ForEach(values.indices, id: \.self) { index in
                        Rectangle()
                            .fill(hovered == index ? Color.accentColor : Color.gray)
                            .onHover { inside in
                                withAnimation { hovered = inside ? index : nil }
                            }
                            .onTapGesture {
                                withAnimation(reduceMotion ? nil : .spring()) { pinned = index }
                            }
                    }
                }
                if let hovered {
                    ValueCallout(value: values[hovered])
                        .padding(4)
                }
            }
            VStack {
                if let pinned {
                    ValueCallout(value: values[pinned])
                }
                Text("Daily totals")
            }
        }
    }
}

struct ValueCallout: View {
    let value: Double

    var body: some View {
        Text(value, format: .number)
            .padding(6)
            .background(.thinMaterial, in: Capsule())
    }
}
