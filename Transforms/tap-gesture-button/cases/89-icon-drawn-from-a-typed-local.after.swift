import SwiftUI

enum Flavor: String {
    case classic, night
}

/// The tapped view draws a local declared as an `Image`: it shows a picture and nothing to
/// operate, so it becomes a button, keeping its label.
struct FlavorIcon: View {
    @State private var flavor: Flavor?

    var body: some View {
        ZStack {
            icon(for: flavor)
        }
        .onTapGesture {
            flavor = flavor == .classic ? .night : .classic
        }
        .accessibilityLabel("App icon")
        .accessibilityHint("Switches the icon's look")
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }

    @ViewBuilder
    private func icon(for flavor: Flavor?) -> some View {
        let picture: Image =
            switch flavor {
            case let flavor?: Image(flavor.rawValue)
            case nil: Image(systemName: "app")
            }

        picture
            .resizable()
            .frame(width: 96, height: 96)
    }
}
