import SwiftUI

/// A closure typed `-> Image` inside a body: its value must stay an `Image` for the caller, so
/// the image is reported with the spelling that keeps its type instead of getting a modifier.
struct StampPicker: View {
    let makeStamp: () -> Image = { () -> Image in
        Image("stamp-approved")
    }

    var body: some View {
        makeStamp()
            .resizable()
            .frame(width: 32, height: 32)
    }
}
