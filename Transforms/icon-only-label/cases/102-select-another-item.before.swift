import SwiftUI

/// On the row of one version, a button that selects another one (`latestStable`): a bare "Select"
/// would say it selects this row's version, so it is reported. The row's own version is selected
/// with "Select" (`select(version: version)`).
struct VersionRow: View {
    let version: Version
    let latestStable: Version
    let store: VersionStore

    var body: some View {
        HStack {
            Text(version.name)
            if version.isPrerelease {
                Button(action: { store.select(version: latestStable) }) {
                    Image(systemName: "checkmark.circle.fill")
                }
            } else {
                Button(action: { store.select(version: version) }) {
                    Image(systemName: "checkmark.circle")
                }
            }
        }
    }
}

// Elsewhere in the project:
// struct Version { var name = ""; var isPrerelease = false }
// final class VersionStore { func select(version: Version) {} }
