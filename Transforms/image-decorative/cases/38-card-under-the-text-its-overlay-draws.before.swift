import SwiftUI

/// A card or badge picture with its words drawn in an overlay: the words say what it shows, so
/// the picture is hidden, before the overlay so the words stay readable.
struct BoardingPass: View {
    var flight: String
    var seat: String

    var body: some View {
        Image("pass-card")
            .resizable()
            .scaledToFit()
            .overlay(alignment: .topLeading) {
                VStack(alignment: .leading) {
                    Text(flight).font(.headline)
                    Text("Seat \(seat)")
                }
                .padding()
            }
    }
}

struct LevelBadge: View {
    var level: Int

    var body: some View {
        Image("shield")
            .overlay(Text("\(level)").bold())
    }
}

/// An overlay without words adds no text to read: the picture is image-label's to report.
struct PinnedMap: View {
    var body: some View {
        Image("city-map")
            .resizable()
            .overlay { Circle().fill(.red).frame(width: 8, height: 8) }
    }
}
