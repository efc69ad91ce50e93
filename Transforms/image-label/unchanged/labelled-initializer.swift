import SwiftUI

/// `Image(_:label:)` names the image itself: VoiceOver reads "Movie poster", not the asset name.
struct PosterHeader: View {
    var body: some View {
        VStack {
            Image("poster-2041", label: Text("Movie poster"))
                .resizable()
                .scaledToFit()
        }
    }
}
