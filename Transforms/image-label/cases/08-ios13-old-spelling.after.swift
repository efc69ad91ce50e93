import SwiftUI

struct ConnectionState: View {
    var body: some View {
        VStack {
            Image(systemName: "wifi.slash")
                .font(.title)
                .accessibility(label: Text("Wi-Fi off")) // [VERIFY] confirm label matches intent
            Image("server-rack")
                .resizable()
                .frame(width: 80, height: 80)
        }
    }
}
