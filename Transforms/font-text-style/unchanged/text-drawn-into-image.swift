import SwiftUI

@MainActor
func monogramImage(for initials: String) -> Image? {
    let renderer = ImageRenderer(content: Text(initials).font(.system(size: 40, weight: .bold)))
    return renderer.uiImage.map { Image(uiImage: $0) }
}
