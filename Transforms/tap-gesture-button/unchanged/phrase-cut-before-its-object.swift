import SwiftUI

/// A method whose name ends in a preposition says where it goes only with its argument:
/// "Navigate to" is no label, so the avatar is reported for a person to name.
struct ProfileGlyph: View {
    let router: Router
    let handle: String

    var body: some View {
        Circle()
            .frame(width: 28, height: 28)
            .onTapGesture {
                router.navigateTo(.profile(handle))
            }
    }
}

final class Router {
    enum Destination { case profile(String) }
    func navigateTo(_ destination: Destination) {}
}
