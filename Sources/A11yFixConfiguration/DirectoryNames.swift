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
        var names: [String] = []
        while let entry = readdir(stream) {
            let matched = withUnsafeBytes(of: entry.pointee.d_name) { name -> String? in
                let length = name.firstIndex(of: 0) ?? name.count
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
