import SwiftUI

struct LocationRow: View {
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "mappin.and.ellipse")
                .foregroundStyle(.red)
            Text("Cupertino, CA")
        }
    }
}
