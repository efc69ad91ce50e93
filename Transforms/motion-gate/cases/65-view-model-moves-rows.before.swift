import Observation
import UIKit
import SwiftUI

/// A view model's change that moves rows its views lay out (`ForEach(model.rows)`), made in one
/// of its own methods: not a view, so the platform flag gates it.
@Observable
final class PlaylistModel {
    var rows: [String] = []

    func shuffle() {
        withAnimation(.spring()) {
            self.reorder()
        }
    }

    private func reorder() {
        rows.shuffle()
    }
}

struct Playlist: View {
    var model: PlaylistModel

    var body: some View {
        VStack {
            ForEach(model.rows, id: \.self) { row in
                Text(row)
            }
        }
    }
}
