import SwiftUI
import UIKit

/// A picture painted behind the content, filling it, is a backdrop also when a condition may
/// leave the layer out (`.background(off ? nil : GeometryReader { … })`). A picture drawn blurred
/// that lets every touch through (a snapshot behind a switcher) is an effect, not content.
struct ThemedBackdrop: ViewModifier {
    let art: UIImage?
    let off: Bool

    func body(content: Content) -> some View {
        content
            .background(
                off || art == nil
                    ? nil
                    : GeometryReader { geometry in
                        Image(uiImage: art!)
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                            .frame(width: geometry.size.width, height: geometry.size.height)
                            .accessibilityHidden(true)
                    }
                    .edgesIgnoringSafeArea(.all)
            )
    }
}

struct SwitcherLayer: View {
    let snapshot: UIImage

    var body: some View {
        Image(uiImage: snapshot)
            .resizable()
            .blur(radius: 12)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }
}
