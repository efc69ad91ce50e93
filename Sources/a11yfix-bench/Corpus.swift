import Foundation

/// The folder being measured and its size.
struct Corpus {
    var path: String
    var files = 0
    var lines = 0
    var bytes = 0

    var megabytes: Double { Double(bytes) / 1_000_000 }

    static func scan(_ path: String) throws -> Corpus {
        var corpus = Corpus(path: path)
        for file in try swiftFiles(in: path) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            corpus.files += 1
            corpus.bytes += data.count
            corpus.lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        guard corpus.files > 0 else { throw CorpusError(description: "no .swift files under \(path)") }
        return corpus
    }

    /// Every `.swift` file under `path`, sorted, skipping hidden and build folders as the tool does.
    static func swiftFiles(in path: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw CorpusError(description: "cannot list \(path)")
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
        return files.sorted()
    }
}

struct CorpusError: Error, CustomStringConvertible {
    var description: String
}

/// Realistic SwiftUI, UIKit and AppKit code at any size: copies of the snapshot inputs (which need
/// fixes) and of their golden outputs (already fixed, as most of a real repository is), each copy's
/// type renamed so no two files are identical.
struct CorpusGenerator {
    var root: String

    /// At least `lines` lines, or exactly `files` files when that is given.
    func generate(into folder: String, lines target: Int, files: Int? = nil, changedShare: Double) throws -> Corpus {
        let needsFixes = try templates(in: root + "/Snapshots/inputs")
        let alreadyFixed = try templates(in: root + "/Snapshots/fix")
        guard !needsFixes.isEmpty, !alreadyFixed.isEmpty else {
            throw CorpusError(description: "no templates under \(root)/Snapshots; pass a folder instead")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var corpus = Corpus(path: folder)
        var copy = 0
        while files.map({ corpus.files < $0 }) ?? (corpus.lines < target) {
            // Spread the files that need fixes evenly: file N needs fixes when the running count
            // of N × share steps up.
            let changed = Int(Double(corpus.files + 1) * changedShare) > Int(Double(corpus.files) * changedShare)
            let pool = changed ? needsFixes : alreadyFixed
            let template = pool[corpus.files % pool.count]
            copy += 1
            let name = "\(template.name)\(copy)"
            let text = template.text.replacingOccurrences(of: template.name, with: name)
            try text.write(toFile: "\(folder)/\(name).swift", atomically: false, encoding: .utf8)
            corpus.files += 1
            corpus.bytes += text.utf8.count
            corpus.lines += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return corpus
    }

    private func templates(in folder: String) throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map {
            file in
            (String(file.dropLast(".swift".count)), try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
        }
    }
}

/// The package this benchmark was built from, for its snapshot templates.
enum PackageRoot {
    static var path: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Sources/a11yfix-bench/Corpus.swift
        return url.path
    }
}
