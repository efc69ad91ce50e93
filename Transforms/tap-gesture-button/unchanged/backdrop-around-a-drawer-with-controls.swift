import SwiftUI

/// A tapped stack that holds a project view whose body, through other project views, holds a
/// control (a drawer with an Install button) is never folded into one button: that would hide
/// the drawer's controls. It is reported.
struct DetailsOverlay: View {
    let onClose: () -> Void

    var body: some View {
        HStack(spacing: 0) {
            Spacer()
            DetailsDrawer(onClose: onClose)
                .frame(width: 300)
        }
        .background(.black.opacity(0.0001))
        .onTapGesture {
            onClose()
        }
    }
}

struct DetailsDrawer: View {
    let onClose: () -> Void
    @State private var details: String?

    var body: some View {
        VStack {
            if let details {
                switch details.isEmpty {
                case true:
                    Text("No details")
                case false:
                    PackageDetails(summary: details)
                }
            } else {
                ProgressView()
            }
        }
    }
}

struct PackageDetails: View {
    let summary: String

    var body: some View {
        VStack {
            Text(summary)
            InstallSection()
        }
    }
}

struct InstallSection: View {
    var body: some View {
        Button("Install") {}
    }
}
