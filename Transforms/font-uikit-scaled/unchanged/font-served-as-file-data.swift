import UIKit
import WebKit

final class FontSchemeHandler: NSObject, WKURLSchemeHandler {
    // The web view asks for a font's file by name: the size only picks a face to read.
    func webView(_ webView: WKWebView, start task: WKURLSchemeTask) {
        let name = task.request.url?.host ?? ""
        if let font = UIFont(name: name, size: 12), let bytes = UIFont.data(from: font) {
            task.didReceive(URLResponse(url: task.request.url!, mimeType: "font/ttf", expectedContentLength: bytes.count, textEncodingName: nil))
            task.didReceive(bytes)
        }
        task.didFinish()
    }

    func webView(_ webView: WKWebView, stop task: WKURLSchemeTask) {}

    // Only the face's name goes to the page's CSS.
    func cssFamily(for name: String) -> String {
        let font = UIFont(name: name, size: 14)
        return font?.familyName ?? "system-ui"
    }
}
// Elsewhere in the project:
// extension UIFont { static func data(from font: UIFont) -> Data? { nil } }
