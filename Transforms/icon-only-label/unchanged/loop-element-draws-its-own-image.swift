import SwiftUI

/// Each button draws its element's own picture (`theme.thumbnail`): one fixed "Apply theme" from
/// the shared action would name every one alike. Reported, to be labelled from the element.
struct ThemePicker: View {
    let themes: [Theme]
    let model: ThemeModel

    var body: some View {
        ScrollView {
            ForEach(themes) { theme in
                Button {
                    model.applyTheme(theme)
                } label: {
                    Image(theme.thumbnail)
                }
            }
        }
    }
}

struct Theme: Identifiable {
    let id: Int
    let thumbnail: String
}

final class ThemeModel {
    func applyTheme(_ theme: Theme) {}
}
