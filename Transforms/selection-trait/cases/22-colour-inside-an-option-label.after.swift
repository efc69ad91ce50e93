import SwiftUI

struct MicrophoneList: View {
    let microphones: [String]
    @State private var activeMicrophone = ""

    var body: some View {
        VStack {
            ForEach(microphones.indices, id: \.self) { position in
                Button {
                    activeMicrophone = microphones[position]
                } label: {
                    HStack {
                        Circle()
                            .frame(width: 20)
                            .foregroundStyle(activeMicrophone == microphones[position] ? .green : .gray)
                        Text(microphones[position])
                    }
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(activeMicrophone == microphones[position] ? .isSelected : [])
            }
        }
    }
}

struct LayoutRow: View {
    let layout: String
    @Binding var chosenLayout: String
    @State private var favourites: Set<String> = []

    var body: some View {
        Button {
            chosenLayout = layout
        } label: {
            HStack {
                Text(layout)
                Spacer()
                Button("Favourite", systemImage: "star") {
                    favourites.insert(layout)
                }
                .labelStyle(.iconOnly)
                .foregroundStyle(layout == chosenLayout ? Color.white : Color.orange)
            }
            .background(layout == chosenLayout ? Color.orange : Color.clear)
        }
        .accessibilityAddTraits(layout == chosenLayout ? .isSelected : [])
    }
}
