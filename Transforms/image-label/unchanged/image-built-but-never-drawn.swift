import SwiftUI
import UIKit

/// A receipt view builds a preview image in its init but draws the scanned page instead: the image
/// is never drawn, so there is nothing to label. The card below draws its stored image: reported.
struct ReceiptPage: View {
    let scan: ScannedPage
    private var preview: Image?

    init(scan: ScannedPage) {
        self.scan = scan
        preview = UIImage(data: scan.jpegData)
            .map { Image(uiImage: $0) }
    }

    var body: some View {
        ScannedPageView(page: scan)
    }
}

struct ReceiptCard: View {
    private var photo: Image?

    init(data: Data) {
        photo = UIImage(data: data).map { Image(uiImage: $0) }
    }

    var body: some View {
        photo?
            .resizable()
            .scaledToFit()
    }
}

// Elsewhere in the project:
// struct ScannedPage { var jpegData = Data() }
// struct ScannedPageView: View { let page: ScannedPage; var body: some View { EmptyView() } }
