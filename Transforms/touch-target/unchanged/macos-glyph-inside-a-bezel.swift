import SwiftUI

/// A macOS push button's bezel is its target: a 10 pt glyph inside a default or bordered button is
/// not a 10 pt control. The same glyph in a plain or borderless button, or in a mini bordered one,
/// is all there is to hit, and is reported.
struct QueueRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Button(action: retry) {
                Image(systemName: "arrow.clockwise")
                    .resizable()
                    .frame(width: 10, height: 10)
            }
            Button(action: remove) {
                Image(systemName: "trash")
                    .resizable()
                    .frame(width: 10, height: 10)
            }
            .buttonStyle(.bordered)
            Button(action: remove) {
                Image(systemName: "minus.circle")
                    .resizable()
                    .frame(width: 10, height: 10)
            }
            .buttonStyle(.plain)
            Button(action: retry) {
                Image(systemName: "play.fill")
                    .resizable()
                    .frame(width: 10, height: 10)
            }
            .controlSize(.mini)
        }
    }

    func retry() {}
    func remove() {}
}
