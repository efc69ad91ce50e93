import SwiftUI

#if canImport(UIKit)
import UIKit
#endif

/// UIKit is imported in an `#if` that closes before the code: the code itself builds everywhere
/// the file does, where UIKit may be missing, so the animation is reported, not gated.
final class DrawerModel: ObservableObject {
    @Published var isOpen = false

    func toggle() {
        withAnimation(.snappy) {
            isOpen.toggle()
        }
    }
}
