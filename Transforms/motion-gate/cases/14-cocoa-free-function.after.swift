import Cocoa
import SwiftUI

func revealInspector(_ isVisible: Binding<Bool>) {
    withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .smooth) {
        isVisible.wrappedValue = true
    }
}
