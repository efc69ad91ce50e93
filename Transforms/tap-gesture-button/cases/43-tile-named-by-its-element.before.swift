import SwiftUI

/// A `ForEach` tile that shows its element's own picture is named by the element, when the one
/// project type that declares that picture (by a name no other type uses) names its instances
/// (`accessibilityName`): each tile reads its own name, never one phrase for all, and the one
/// whose ring marks it chosen says so.
struct ThemePicker: View {
    let choices: [ThemeChoice]

    var body: some View {
        HStack {
            ForEach(choices, id: \.id) { choice in
                Image(uiImage: choice.theme.previewImage)
                    .overlay {
                        ring(isSelected: choice.isSelected)
                    }
                    .onTapGesture {
                        apply(choice.theme)
                    }
            }
        }
    }

    func apply(_ theme: AppTheme) {}

    @ViewBuilder
    private func ring(isSelected: Bool) -> some View {
        if isSelected {
            Circle().stroke(.blue, lineWidth: 3)
        }
    }
}

struct ThemeChoice {
    let id: Int
    let theme: AppTheme
    let isSelected: Bool
}

enum AppTheme {
    case light, dark

    var previewImage: UIImage { UIImage() }

    var accessibilityName: String { self == .light ? "Light" : "Dark" }
}
