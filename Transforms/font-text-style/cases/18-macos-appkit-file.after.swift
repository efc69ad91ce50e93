import AppKit
import SwiftUI

struct InspectorPanel: View {
    var body: some View {
        Form {
            Text("Document").font(.largeTitle.weight(.bold))
            Text("Layout").font(.title)
            Text("Size").font(.title2)
            Text("Position").font(.title3)
            Text("Name").font(.headline)
            Text("Kind").font(.headline.weight(.semibold))
            Text("Value").font(.body)
            Text("Hint").font(.callout)
            Text("Unit").font(.subheadline)
            Text("Path").font(.footnote)
        }
    }
}
