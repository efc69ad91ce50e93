import SwiftUI

/// A bordered iOS button draws its bezel around the label at the system's own control size: the
/// bezel is the target, not the 20 pt glyph framed inside it, also when the style is set on a
/// stack around it. A small bordered button is not drawn at that size, and is reported.
struct PlaybackKeys: View {
    @Binding var rate: Double

    var body: some View {
        VStack {
            HStack {
                Button(action: slower) {
                    Image(systemName: "tortoise")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(.bordered)
                Button(action: faster) {
                    Image(systemName: "hare")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(.borderedProminent)
            }
            HStack {
                Button(action: slower) {
                    Image(systemName: "backward")
                        .frame(width: 20, height: 20)
                }
                Button(action: faster) {
                    Image(systemName: "forward")
                        .frame(width: 20, height: 20)
                }
            }
            .buttonStyle(.bordered)
            Button(action: reset) {
                Image(systemName: "arrow.counterclockwise")
                    .frame(width: 20, height: 20)
            }
            .buttonStyle(.bordered)
            .controlSize(.small)
        }
    }

    func slower() { rate /= 2 }
    func faster() { rate *= 2 }
    func reset() { rate = 1 }
}
