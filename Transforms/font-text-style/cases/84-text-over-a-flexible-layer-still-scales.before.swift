import SwiftUI

/// A caption over a picture whose size is not constant, and a glyph in a column as wide as a
/// list row's leading area: both can grow.
struct PhotoCaption: View {
    var caption: String

    var body: some View {
        ZStack(alignment: .bottom) {
            Image("beach")
                .resizable()
                .frame(maxWidth: .infinity)
            Text(caption)
                .font(.system(size: 15))
        }
    }
}

struct SettingsColumn: View {
    var body: some View {
        VStack {
            Image(systemName: "gear")
                .font(.system(size: 17))
            Text("Settings")
        }
        .frame(width: 120)
    }
}
