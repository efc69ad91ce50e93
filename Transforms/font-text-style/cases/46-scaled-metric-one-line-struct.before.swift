import SwiftUI

struct Dot: View { var body: some View { Text("•").font(.system(size: 13)) } }
