import SwiftUI

struct MoodPicker: View {
    let emoji: String
    let caption: String

    var body: some View {
        VStack {
            Text(emoji)
                .font(.system(size: 40))
            Text(caption)
                .font(.system(size: 13))
        }
    }
}
