#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on threads with a large stack. swift-syntax walks trees recursively, and a
/// 10,000-modifier chain is about 20,000 levels deep, more than a default 8 MB stack holds in a
/// debug build (and than a 512 KB worker stack holds in any build). The stack is reserved address
/// space: only the pages a file actually needs are ever touched.
public enum DeepStackThreads {
    static let stackSize = 512 << 20

    /// Calls `body(0)` … `body(count - 1)`, each on its own thread, and waits for all of them.
    /// If a thread cannot be created, that share of the work runs on the calling thread instead.
    public static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var started: [Thread] = []
        for index in 0..<count {
            if let thread = Thread(stackSize: stackSize, body: { body(index) }) {
                started.append(thread)
            } else {
                body(index)
            }
        }
        started.forEach { $0.join() }
    }

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private struct Thread {
        #if canImport(Darwin)
        var handle: pthread_t?
        #else
        var handle = pthread_t()
        #endif

        init?(stackSize: Int, body: @escaping () -> Void) {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            let work = Unmanaged.passRetained(Work(body)).toOpaque()
            let created = pthread_create(
                &handle, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, work)
            guard created == 0 else {
                Unmanaged<Work>.fromOpaque(work).release()
                return nil
            }
        }

        func join() {
            #if canImport(Darwin)
            if let handle { pthread_join(handle, nil) }
            #else
            pthread_join(handle, nil)
            #endif
        }
    }
}
