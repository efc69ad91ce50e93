import SwiftUI
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

final class LayoutModel: ObservableObject {
    @Published var columns = 2

    func expand() {
        withAnimation(.easeOut) {
            columns = 3
        }
    }
}
