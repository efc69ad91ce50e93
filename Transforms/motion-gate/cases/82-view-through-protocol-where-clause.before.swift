import SwiftUI
import UIKit

/// A type conforming to a project protocol that is a View by its `where` clause is a view: it
/// reads the environment value, which follows the setting as it changes, not the UIKit flag.
protocol SettingsPane where Self: View {
    var title: String { get }
}

struct NotificationsPane: SettingsPane {
    let title = "Notifications"
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button(title) {
                withAnimation(.spring()) {
                    isExpanded.toggle()
                }
            }
            Rectangle()
                .frame(height: isExpanded ? 240 : 0)
        }
    }
}
