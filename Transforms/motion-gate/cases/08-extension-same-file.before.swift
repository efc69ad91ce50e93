import SwiftUI

struct ProfileHeader: View {
    @State private var isEditing = false
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .font(.title)
                .padding(.leading, isEditing ? 16 : 0)
            editButton
        }
    }
}

extension ProfileHeader {
    var editButton: some View {
        Button(isEditing ? "Done" : "Edit") {
            withAnimation(.easeInOut) {
                isEditing.toggle()
            }
        }
    }
}
