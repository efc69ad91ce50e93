import SwiftUI

struct SortPicker: View {
    enum Order: String, CaseIterable { case newest, oldest }
    @Binding var order: Order

    var body: some View {
        VStack {
            ForEach(Order.allCases, id: \.self) { option in
                Button {
                    order = option
                } label: {
                    HStack {
                        Text(option.rawValue.capitalized)
                        Spacer()
                        if order == option {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
    }
}
