import SwiftUI
#if os(iOS)
import UIKit
#endif

final class BannerModel: ObservableObject {
    @Published var isVisible = false

    func show() {
        withAnimation(.spring) {
            isVisible = true
        }
    }
}
