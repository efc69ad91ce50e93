import SwiftUI

// Before iOS 15 there is no Large Content Viewer modifier: the advice is a finding.
struct RecorderControls: View {
    let record: () -> Void

    var body: some View {
        Button(action: record) {
            Image(systemName: "record.circle")
                .font(.system(size: 20))
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Record")
    }
}
