import SwiftUI

/// Buttons drawn from a list's elements, where the view shows an element's title beside its
/// image elsewhere: each button is named by its element's title.
struct TourScreen: View {
    @State private var current = 0
    private let stops = [
        TourStop(artwork: "tour-sync", title: "Sync everywhere"),
        TourStop(artwork: "tour-share", title: "Share with anyone"),
    ]

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<stops.count, id: \.self) { index in
                    Button {
                        current = index
                    } label: {
                        Image(stops[index].artwork)
                            .resizable()
                            .frame(width: 48, height: 48)
                    }
                }
            }
            Image(stops[current].artwork)
            Text(stops[current].title)
                .font(.title)
        }
    }
}

struct TourStop {
    let artwork: String
    let title: String
}
