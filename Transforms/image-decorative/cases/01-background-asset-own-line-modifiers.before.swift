import SwiftUI

struct LoginScreen: View {
    var body: some View {
        ZStack {
            Image("login-background")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
            VStack {
                Text("Sign in")
                    .font(.largeTitle)
            }
        }
    }
}
