import SwiftUI

/// A touch target is the button its style draws, not the icon inside: a style that pads its
/// label over a filled background, or gives it a minimum frame, makes a 20 pt icon a 44 pt
/// button. Padding with nothing behind it is not tappable, and a style that pads too little
/// still leaves a small target, reported at the size the style gives it.
struct PaddedCircleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(Circle().fill(Color.accentColor))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct MinimumSizeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
    }
}

struct SnugStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .background(Capsule().fill(.thinMaterial))
    }
}

struct HollowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12)
    }
}

extension ButtonStyle where Self == PaddedCircleStyle {
    static var paddedCircle: PaddedCircleStyle { PaddedCircleStyle() }
}

struct PlayerControls: View {
    var body: some View {
        VStack {
            Button(action: rewind) {
                Image(systemName: "gobackward.15")
                    .frame(width: 20, height: 20)
            }
            .buttonStyle(PaddedCircleStyle())
            Button(action: skip) {
                Image(systemName: "goforward.15")
                    .frame(width: 20, height: 20)
            }
            .buttonStyle(.paddedCircle)
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
                    .frame(width: 18, height: 18)
            }
            .buttonStyle(SnugStyle())
            Button(action: share) {
                Image(systemName: "ellipsis")
                    .frame(width: 18, height: 18)
            }
            .buttonStyle(HollowStyle())
            HStack {
                Button(action: like) {
                    Image(systemName: "heart")
                        .frame(width: 16, height: 16)
                }
                Button(action: rewind) {
                    Image(systemName: "backward")
                        .frame(width: 16, height: 16)
                }
            }
            .buttonStyle(MinimumSizeStyle())
        }
    }

    func rewind() {}
    func skip() {}
    func share() {}
    func like() {}
}
