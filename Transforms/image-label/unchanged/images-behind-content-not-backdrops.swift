import SwiftUI

/// Images behind content that are not a backdrop keep image-label's report: a badge drawn at its
/// own size in a background, a fitted picture in one, and the bottom layer of a `ZStack` that
/// stays inside the safe area (a picture the stack composes).
struct StreakBadge: View {
    var body: some View {
        Text("7")
            .padding()
            .background(Image("flameBadge"))
    }
}

struct RouteCard: View {
    var body: some View {
        Text("Coastal loop")
            .background {
                Image("routeMap")
                    .resizable()
                    .scaledToFit()
            }
    }
}

struct TrophyView: View {
    var body: some View {
        ZStack {
            Image("trophyCup")
                .resizable()
                .scaledToFill()
            Color.clear
        }
    }
}
