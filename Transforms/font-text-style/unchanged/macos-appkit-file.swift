import AppKit
import SwiftUI

struct InspectorPanel: View {
    var body: some View {
        Form {
            Text("Document").font(.system(size: 26, weight: .bold))
            Text("Layout").font(.system(size: 22))
            Text("Size").font(.system(size: 17))
            Text("Position").font(.system(size: 15))
            Text("Name").font(.system(size: 13, weight: .bold))
            Text("Kind").font(.system(size: 13, weight: .semibold))
            Text("Value").font(.system(size: 13))
            Text("Hint").font(.system(size: 12))
            Text("Unit").font(.system(size: 11))
            Text("Path").font(.system(size: 10))
        }
    }
}
