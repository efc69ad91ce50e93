import SwiftUI

/// A method whose name ends in a preposition says where it goes only with its argument:
/// "Navigate to" is no label, so the icon is reported for a person to name.
struct ProfileGlyph: View {
    let router: Router
    let handle: String

    var body: some View {
        Image(systemName: "photo.artframe")
            .onTapGesture {
                router.navigateTo(.profile(handle))
            }
    }
}

final class Router {
    enum Destination { case profile(String) }
    func navigateTo(_ destination: Destination) {}
}
