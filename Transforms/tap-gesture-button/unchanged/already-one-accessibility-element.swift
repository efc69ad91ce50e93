import SwiftUI

struct StepperCard: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "figure.walk")
                Text("8,204 steps")
            }
            .accessibilityElement(children: .combine)
            .onTapGesture { showActivity() }
            Image(systemName: "heart.text.square")
                .onTapGesture { showHealth() }
                .accessibilityRepresentation {
                    Button("Health summary") { showHealth() }
                }
        }
    }

    func showActivity() {}
    func showHealth() {}
}
