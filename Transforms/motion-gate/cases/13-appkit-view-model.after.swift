import AppKit
import SwiftUI

final class SidebarModel: ObservableObject {
    @Published var isCollapsed = false

    func toggle() {
        withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .easeInOut(duration: 0.2)) {
            isCollapsed.toggle()
        }
    }
}
