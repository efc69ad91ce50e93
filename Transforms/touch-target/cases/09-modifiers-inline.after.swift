import SwiftUI

struct TagChip: View {
    let title: String
    let remove: () -> Void

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
            Button(action: remove) { Image(systemName: "xmark")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
            }.frame(width: 16, height: 16)
        }
    }
}
