import SwiftUI

// The project's own icon wrapper draws the SF Symbol its case maps to: the label comes from that
// symbol, as for `Image(systemName:)`. A case that maps to no symbol the table knows is reported.
enum Icon {
    case share, archive, brand

    var symbolName: String {
        switch self {
        case .share: "square.and.arrow.up"
        case .archive: "archivebox"
        case .brand: "seal"
        }
    }
}

enum Badge: String {
    case pinned = "pin.fill"
}

extension Image {
    init(badge: Badge) {
        self.init(systemName: badge.rawValue)
    }
}

extension Image {
    init(icon: Icon) {
        self.init(systemName: icon.symbolName)
    }
}

struct PostActions: View {
    let handler: () -> Void

    var body: some View {
        HStack {
            Button(action: handler) {
                Image(icon: .share)
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
            Button(action: handler) {
                Image(icon: .archive)
            }
            .accessibilityLabel("Archive") // [VERIFY] confirm label matches intent
            Button(action: handler) {
                Image(icon: .brand)
            }
            Button(action: handler) {
                Image(badge: .pinned)
            }
            .accessibilityLabel("Pin") // [VERIFY] confirm label matches intent
        }
    }
}
