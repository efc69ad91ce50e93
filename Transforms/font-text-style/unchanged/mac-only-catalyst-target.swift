import SwiftUI

/// A Mac Catalyst app whose only device family is the Mac: its SwiftUI runs on no iPhone or iPad,
/// and Mac text follows no size setting.
struct ShelfRow: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.system(size: 13))
    }
}
