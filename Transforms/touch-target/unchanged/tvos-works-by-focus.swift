import SwiftUI

/// tvOS works by focus, not touch: no size to check.
struct RemoteButton: View {
    var body: some View {
        Button(action: sync) {
            Image(systemName: "arrow.triangle.2.circlepath")
        }
        .frame(width: 30, height: 30)
    }

    func sync() {}
}
