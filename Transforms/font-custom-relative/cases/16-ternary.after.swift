import SwiftUI

struct StepTitle: View {
    let title: String
    let isCurrent: Bool

    var body: some View {
        Text(title)
            .font(isCurrent ? .custom("Futura-Bold", size: 20, relativeTo: .title3) : .custom("Futura", size: 17))
    }
}
