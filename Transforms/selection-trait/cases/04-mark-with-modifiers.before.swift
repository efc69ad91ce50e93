import SwiftUI

/// The mark may carry its own modifiers; the condition is still the one that draws it.
struct ThemeRow: View {
    let theme: String
    @Binding var current: String

    var body: some View {
        Button {
            current = theme
        } label: {
            HStack {
                Text(theme)
                Spacer()
                if current == theme {
                    Image(systemName: "checkmark")
                        .font(.body.weight(.semibold))
                        .foregroundColor(.accentColor)
                }
            }
        }
    }
}
