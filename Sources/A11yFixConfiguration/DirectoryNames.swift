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
            let bytes = name(of: entry)
            let length = bytes.count
            guard length > 0, lastBytes[Int(bytes[length - 1])] else { continue }
            let isMatch =
                suffixBytes.contains { length >= $0.count && equal(bytes, from: length - $0.count, $0) }
                || exactBytes.contains { length == $0.count && equal(bytes, from: 0, $0) }
            if isMatch { names.append(String(decoding: bytes, as: UTF8.self)) }
        }
        return names
    }

    /// Whether `name` holds `bytes` from `offset` on (`offset + bytes.count` within it), by `memcmp`:
    /// a folder such as `/tmp` puts thousands of names through this, and the generic slice
    /// comparison cost some ten thousand instructions each in a debug build.
    private static func equal(_ name: UnsafeRawBufferPointer, from offset: Int, _ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        guard let base = name.baseAddress else { return false }
        return bytes.withUnsafeBytes { memcmp(base + offset, $0.baseAddress!, bytes.count) == 0 }
    }

    /// An entry's name, read in place: `readdir` packs entries only as long as their names, so
    /// copying a whole `dirent` (`entry.pointee`, or its 256-byte `d_name`) can read past the last
    /// one into an unmapped page.
    public static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        let base = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
        return UnsafeRawBufferPointer(start: base, count: strlen(base.assumingMemoryBound(to: CChar.self)))
    }

    /// An entry's type (`DT_DIR`, `DT_REG`, …), read in place as its name is.
    public static func type(of entry: UnsafeMutablePointer<dirent>) -> Int32 {
        Int32(
            UnsafeRawPointer(entry).load(
                fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self))
    }
}
