import SwiftUI

/// The project builds for iOS and tvOS: the `#else` of `#if os(tvOS)` is its iOS code, which
/// reads UIKit's flag (not "every other platform", which would include watchOS).
@MainActor
final class GalleryRouter: ObservableObject {
    @Published var fullScreenPhoto: String?

    func open(_ photo: String) {
        #if os(tvOS)
        fullScreenPhoto = photo
        #else
        withAnimation {
            fullScreenPhoto = photo
        }
        #endif
    }
}
