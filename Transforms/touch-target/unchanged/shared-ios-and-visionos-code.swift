import SwiftUI

/// Code built for iOS and visionOS is measured for iOS, its primary platform, outside any
/// `#if`; only inside `#if os(visionOS)` does visionOS's 60 pt apply.
struct ComposerAccessories: View {
    var body: some View {
        HStack {
            Button(action: attach) {
                Image(systemName: "paperclip")
                    .frame(width: 25, height: 25)
            }
            #if os(visionOS)
            Button(action: attach) {
                Image(systemName: "photo")
                    .frame(width: 50, height: 50)
            }
            #endif
        }
    }

    func attach() {}
}
