import SwiftUI

struct StepperCard: View {
    var body: some View {
        VStack {
            Image(systemName: "heart.text.square")
                .onTapGesture { showHealth() }
                .accessibilityRepresentation {
                    Button("Health summary") { showHealth() }
                }
        }
    }

    func showHealth() {}
}
