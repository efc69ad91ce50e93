import SwiftUI

struct PlanCard: View {
    var body: some View {
        ZStack {
            Image("card-gradient")
                .resizable()
            HStack {
                Image(systemName: "checkmark.seal")
                Text("Pro plan")
            }
        }
    }
}
