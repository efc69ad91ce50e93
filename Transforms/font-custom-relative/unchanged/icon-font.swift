import SwiftUI

enum WeatherGlyphs {
    static let familyName = "WeatherIcons-Regular"
}

// Icon fonts draw glyphs, not text: their sizes are the icons' design.
struct ConditionBadge: View {
    let glyph: String

    var body: some View {
        HStack {
            Text(glyph)
                .font(.custom(WeatherGlyphs.familyName, size: 24))
            Text("\u{f101}")
                .font(.custom("FontAwesome", fixedSize: 14))
        }
    }
}
