import SwiftUI

struct PlanCard: View {
    let name: String
    let price: String
    let isChosen: Bool

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(price)
            Image(systemName: isChosen ? "largecircle.fill.circle" : "circle")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

struct Plan: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: String
}

// The card combines itself and is a button already: the tap that chooses it adds only the choice,
// and a tap that only opens it adds nothing.
struct PlanPicker: View {
    let plans: [Plan]
    @State private var plan: Plan?
    @State private var showsDetails = false

    var body: some View {
        VStack {
            ForEach(plans) { option in
                PlanCard(name: option.name, price: option.price, isChosen: plan == option)
                    .onTapGesture {
                        plan = option
                    }
            }
            PlanCard(name: "Family", price: "9", isChosen: false)
                .onTapGesture {
                    showsDetails = true
                }
        }
    }
}
