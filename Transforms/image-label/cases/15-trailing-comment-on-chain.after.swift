import SwiftUI

struct ArchiveHeader: View {
    var body: some View {
        VStack {
            Image(systemName: "archivebox") // shown when the list is archived
                .accessibilityLabel("Archive") // [VERIFY] confirm label matches intent
            Image("archive-illustration")
                .resizable()
                .scaledToFit() // keep aspect ratio
        }
    }
}
