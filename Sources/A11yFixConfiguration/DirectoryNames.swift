import Foundation

/// The names in one folder that a caller looks for, read with `readdir` and compared as bytes:
/// the resolver asks every folder up to `/` for its Xcode projects, and a folder such as `/tmp`
/// can hold a hundred thousand entries, each of which `contentsOfDirectory` made a `String` of.
public enum DirectoryNames {
    /// Names in `directory` whose bytes end in one of `suffixes` or equal one of `exact`, in no
    /// order; empty when the folder cannot be read (as `contentsOfDirectory` failing gave).
    public static func matching(in directory: String, suffixes: [String], exact: [String] = []) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        let suffixBytes = suffixes.map { Array($0.utf8) }
        let exactBytes = exact.map { Array($0.utf8) }
        // The last bytes a match can end in: most names end in none, and are passed over on that one byte.
        var lastBytes = [Bool](repeating: false, count: 256)
        for name in suffixBytes + exactBytes { if let last = name.last { lastBytes[Int(last)] = true } }
        if suffixBytes.contains(where: \.isEmpty) { lastBytes = [Bool](repeating: true, count: 256) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let matched = withUnsafeBytes(of: entry.pointee.d_name) { name -> String? in
                guard let base = name.baseAddress else { return nil }
                let length = strnlen(base.assumingMemoryBound(to: CChar.self), name.count)
                guard length > 0, lastBytes[Int(name[length - 1])] else { return nil }
                let bytes = UnsafeRawBufferPointer(rebasing: name[..<length])
                let isMatch =
                    suffixBytes.contains { length >= $0.count && bytes.suffix($0.count).elementsEqual($0) }
                    || exactBytes.contains { bytes.elementsEqual($0) }
                return isMatch ? String(decoding: bytes, as: UTF8.self) : nil
            }
            if let matched { names.append(matched) }
        }
        return names
    }
}
