import SwiftUI

struct UploadButton: View {
    var upload: () -> Void

    var body: some View {
        Button(action: upload) {
            HStack {
                Image(systemName: "icloud.and.arrow.up")
                Text("Upload")
            }
        }
    }
}
