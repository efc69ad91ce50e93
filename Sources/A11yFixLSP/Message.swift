import Foundation

/// A request id: JSON-RPC allows numbers and strings.
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            // 7.0 is the integer 7; 1.5 or 2^63 is no id LSP allows.
            let number = try container.decode(Double.self)
            guard number.rounded() == number, let integer = Int(exactly: number) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "request id \(number) is not an integer")
            }
            self = .number(integer)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(number): try container.encode(number)
        case let .string(string): try container.encode(string)
        }
    }

    public var description: String {
        switch self {
        case let .number(number): return String(number)
        case let .string(string): return string
        }
    }
}

/// One JSON-RPC 2.0 message as it arrives: a request (id and method), a notification (method
/// only) or a response (id and result or error).
public struct IncomingMessage: Decodable, Sendable {
    public var id: RequestID?
    public var method: String?
    public var params: JSONValue?
    public var result: JSONValue?
    public var error: ResponseError?

    public var isRequest: Bool { id != nil && method != nil }
    public var isNotification: Bool { id == nil && method != nil }
}

public struct ResponseError: Codable, Error, Sendable, Equatable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let contentModified = -32801
}

/// What the server sends: responses, notifications and its own requests to the client.
public enum OutgoingMessage: Encodable, Sendable {
    case response(id: RequestID?, result: JSONValue)
    case error(id: RequestID?, ResponseError)
    case notification(method: String, params: JSONValue)
    case request(id: RequestID, method: String, params: JSONValue)

    private enum Keys: String, CodingKey { case jsonrpc, id, result, error, method, params }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        switch self {
        case let .response(id, result):
            try encodeID(id, in: &container)
            try container.encode(result, forKey: .result)
        case let .error(id, error):
            try encodeID(id, in: &container)
            try container.encode(error, forKey: .error)
        case let .notification(method, params):
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        case let .request(id, method, params):
            try container.encode(id, forKey: .id)
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }

    /// A response to a message whose id could not be read carries `"id": null`, as JSON-RPC asks.
    private func encodeID(_ id: RequestID?, in container: inout KeyedEncodingContainer<Keys>) throws {
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
    }
}
