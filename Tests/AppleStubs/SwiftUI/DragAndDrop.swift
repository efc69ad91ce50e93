// Signature stubs of SwiftUI's drag and drop modifiers, written from Apple's documentation.
import Foundation
import UniformTypeIdentifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/ondrop(of:istargeted:perform:)-f15m
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ondrag(_:)
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
}
