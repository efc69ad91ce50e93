import Cocoa
import SwiftUI

func revealInspector(_ isVisible: Binding<Bool>) {
    withAnimation(.smooth) {
        isVisible.wrappedValue = true
    }
}
