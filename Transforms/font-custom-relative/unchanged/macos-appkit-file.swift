import AppKit
import SwiftUI

struct DocumentInfo: View {
    var body: some View {
        Form {
            Text("Untitled").font(.custom("SF Mono", size: 26))
            Text("Details").font(.custom("SF Mono", size: 17))
            Text("Created").font(.custom("SF Mono", size: 13))
            Text("Modified").font(.custom("SF Mono", size: 11))
            Text("Path").font(.custom("SF Mono", size: 10))
        }
    }
}
