import SwiftUI

// A button style that draws one choice of a picker: the value its binding holds compared with the
// value it stands for. Its fill shows the chosen segment, and that comparison is the selection, so
// the segment says it with the selected trait. A style compared with anything else keeps the report.
struct SegmentStyle<Value: Equatable>: ButtonStyle {
    @Binding var selection: Value
    var value: Value

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .background(
                RoundedRectangle(cornerRadius: 6)
                    .fill(selection == value ? Color.accentColor : Color.gray)
            )
    }
}

enum Density {
    case compact, roomy
}

struct DensityPicker: View {
    @State private var density = Density.compact

    var body: some View {
        HStack {
            Button("Compact") { density = .compact }
                .buttonStyle(SegmentStyle(selection: $density, value: .compact))
            Button("Roomy") { density = .roomy }
                .buttonStyle(SegmentStyle(selection: $density, value: .roomy))
        }
    }
}
