import AppKit
import SwiftUI

struct DocumentInfo: View {
    var body: some View {
        Form {
            Text("Untitled").font(.custom("SF Mono", size: 26, relativeTo: .largeTitle))
            Text("Details").font(.custom("SF Mono", size: 17, relativeTo: .title2))
            Text("Created").font(.custom("SF Mono", size: 13, relativeTo: .body))
            Text("Modified").font(.custom("SF Mono", size: 11, relativeTo: .subheadline))
            Text("Path").font(.custom("SF Mono", size: 10, relativeTo: .footnote))
        }
    }
}
