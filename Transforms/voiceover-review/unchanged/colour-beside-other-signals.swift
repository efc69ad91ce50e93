import SwiftUI

/// Colour that is not the only signal stays quiet: the same flag also picks a glyph view or a
/// control in the element, a style's stored variant (set once, not a state), a hidden shape, a
/// view every place hides (also through a view that is itself hidden everywhere), materials
/// instead of colours, and the label of a `.contain` group.
struct ShippingOptionRow: View {
    let isChosen: Bool
    let isEditable: Bool

    var body: some View {
        VStack {
            HStack {
                ChoiceMark(isChosen: isChosen)
                Text("Express")
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(isChosen ? Color.blue : Color.clear))

            HStack {
                if isEditable {
                    TextField("Note", text: .constant(""))
                } else {
                    Text("Note")
                }
            }
            .background(Capsule().fill(isEditable ? Color.gray : Color.blue))

            Circle()
                .fill(isChosen ? Color.green : Color.gray)
                .accessibilityHidden(true)

            RoundedRectangle(cornerRadius: 8)
                .fill(isChosen ? Material.thick : Material.regular)

            VStack {
                Text("Options")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(isChosen ? "Selected options" : "Options")

            StatusDot(isOnline: isChosen)
                .accessibilityHidden(true)

            PresenceBadge(isTyping: isChosen)
                .accessibilityHidden(true)
        }
    }
}

struct ChoiceMark: View {
    let isChosen: Bool

    var body: some View {
        Image(systemName: isChosen ? "largecircle.fill.circle" : "circle")
    }
}

struct StatusDot: View {
    let isOnline: Bool

    var body: some View {
        Circle().fill(isOnline ? Color.green : Color.gray)
    }
}

struct PresenceBadge: View {
    let isTyping: Bool

    var body: some View {
        ZStack {
            Image(systemName: "person.crop.circle")
            TypingDot(isTyping: isTyping)
        }
    }
}

struct TypingDot: View {
    let isTyping: Bool

    var body: some View {
        Capsule().fill(isTyping ? Color.blue : Color.gray)
    }
}

struct KeyButtonStyle: ButtonStyle {
    var isFilled = true

    func makeBody(configuration: Configuration) -> some View {
        Circle()
            .fill(isFilled ? Color.gray : Color.clear)
            .overlay { configuration.label }
    }
}
