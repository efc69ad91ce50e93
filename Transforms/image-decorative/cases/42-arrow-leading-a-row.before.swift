import SwiftUI

/// An arrow leading a row's only text is the row's bullet: hidden. Between two texts an arrow says
/// "to": left as it is.
struct DeviceList: View {
    let devices: [String]
    let route: (from: String, to: String)

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(devices, id: \.self) { device in
                HStack {
                    Image(systemName: "arrow.right")
                    Text(device)
                        .bold()
                    Spacer()
                }
            }
            HStack {
                Text(route.from)
                Image(systemName: "arrow.right")
                Text(route.to)
            }
        }
    }
}
