import SwiftUI

struct VenueHeader: View {
    var body: some View {
        HStack {
            Image("seatingChart")
                .resizable()
                .frame(width: 64, height: 64)
                .clipShape(Circle())
        }
    }
}
