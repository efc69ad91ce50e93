import SwiftUI
import UIKit

/// An icon beside its words is hidden, but one that copies when tapped is the control that does
/// it: left as it is. A placeholder view's own art (an asset) is hidden; the photo it shows once
/// loaded is the content, and stays.
struct KeyRow: View {
    let key: String

    var body: some View {
        VStack {
            HStack {
                Text("Signing key")
                Image(systemName: "key.fill")
                    .accessibilityHidden(true)
            }
            HStack {
                Text("Copy signing key")
                Image(systemName: "doc.on.doc")
                    .onTapGesture {
                        UIPasteboard.general.string = key
                    }
            }
        }
    }
}

struct PhotoPlaceholder: View {
    enum Phase {
        case loading
        case loaded(UIImage)
    }

    let phase: Phase

    var body: some View {
        switch phase {
        case .loading:
            Image(uiImage: UIImage(named: "shimmerTile")!)
                .resizable()
                .accessibilityHidden(true)
        case .loaded(let photo):
            Image(uiImage: photo)
                .resizable()
                .scaledToFit()
        }
    }
}
