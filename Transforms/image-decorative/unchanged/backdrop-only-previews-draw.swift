import SwiftUI

// A private backdrop that only the file's preview draws: no shipping build shows it, so hiding its
// image would be churn nobody meets (preview-only). The same backdrop drawn by the app is hidden.
struct EventCard: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
    }
}

private struct SampleWallpaper: View {
    var body: some View {
        Image("sample-background")
            .resizable()
            .scaledToFill()
    }
}

#if DEBUG
struct EventCard_Previews: PreviewProvider {
    static var previews: some View {
        ZStack {
            SampleWallpaper()
            EventCard(title: "Design review")
        }
    }
}
#endif
