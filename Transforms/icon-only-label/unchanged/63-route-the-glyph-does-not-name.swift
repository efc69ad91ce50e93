import SwiftUI

// The action opens a specific sheet; the glyph's usual meaning ("Profile") would be a guess
// against the code, so the button is reported.
struct ProfileToolbar: View {
    let router: AppRouter

    var body: some View {
        Button {
            router.sheet = .mentionComposer(handle: "@me")
        } label: {
            Image(systemName: "person.crop.circle")
        }
    }
}
