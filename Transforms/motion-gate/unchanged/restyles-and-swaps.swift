import SwiftUI

/// A selection that only restyles its buttons, and a spinner giving way to its content: both
/// cross-fade in place, which Reduce Motion keeps.
struct TipPicker: View {
    @State private var selected = 5
    @State private var isLoading = true
    @State private var unit = 0

    var body: some View {
        VStack {
            if isLoading {
                ProgressView()
            } else {
                List(0..<3, id: \.self) { row in
                    Text("Row \(row)")
                }
            }
            ForEach([5, 10, 20], id: \.self) { amount in
                Button("\(amount)") {
                    withAnimation { selected = amount }
                }
                .modifier(TipStyle(isSelected: amount == selected))
            }
            Button("Unit") {
                withAnimation(.easeInOut) { unit = 1 - unit }
            }
            .buttonStyle(unit == 0 ? .borderedProminent : .bordered)
        }
        .task {
            withAnimation { isLoading = false }
        }
    }
}

private struct TipStyle: ViewModifier {
    let isSelected: Bool

    func body(content: Content) -> some View {
        if isSelected {
            content
                .buttonStyle(.borderedProminent)
        } else {
            content
                .buttonStyle(.bordered)
                .tint(.secondary)
        }
    }
}

/// A press that only picks a colour in a helper (`if pressed { return … }`): nothing moves.
struct DimmingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(color(configuration))
            .padding(8)
            .animation(.snappy, value: configuration.isPressed)
    }

    private func color(_ configuration: Configuration) -> Color {
        if configuration.isPressed {
            return .primary.opacity(0.5)
        } else {
            return .primary
        }
    }
}
