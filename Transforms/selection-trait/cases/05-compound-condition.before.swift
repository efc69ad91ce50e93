import SwiftUI

/// `&&` binds tighter than `?:`: the condition is written as it stands.
struct ServerRow: View {
    let name: String
    let isActive: Bool
    let isReachable: Bool
    let activate: () -> Void

    var body: some View {
        Button(action: activate) {
            HStack {
                Text(name)
                if isActive && isReachable {
                    Image(systemName: "checkmark.circle.fill")
                }
            }
        }
    }
}
