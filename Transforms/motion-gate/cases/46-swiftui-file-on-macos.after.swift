import SwiftUI

/// On macOS `import SwiftUI` brings AppKit: the workspace's flag gates the animation.
final class SidebarModel: ObservableObject {
    @Published var isCollapsed = false

    func collapse() {
        withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .spring()) {
            isCollapsed = true
        }
    }
}
