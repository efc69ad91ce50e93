import SwiftUI

struct PhysicsLesson: View {
    var body: some View {
        VStack {
            Image("wavelength")
                .resizable()
                .scaledToFit()
            Image("PattersonLogo")
            Image("decorum-award")
        }
    }
}
