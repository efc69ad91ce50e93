import SwiftUI

struct PlanCard: View {
    var body: some View {
        ZStack {
            Image("card-gradient")
                .resizable()
                .accessibility(hidden: true)
            HStack {
                Image(systemName: "checkmark.seal")
                    .accessibility(hidden: true)
                Text("Pro plan")
            }
        }
    }
}
