import SwiftUI

struct TrashIcon: View {
    var body: some View {
        VStack {
            Image(systemName: "trash")
        }
    }
}
