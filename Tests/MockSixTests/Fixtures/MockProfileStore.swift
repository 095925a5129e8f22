import MockSix

/// An error a typed-throws getter throws.
struct TokenError: Error, Equatable {
  var code: Int
}

/// A protocol whose properties and subscript have every effect a getter can have.
protocol ProfileStore: AnyObject, Sendable {
  var name: String { get set }
  var token: String { get throws }
  var typedToken: String { get throws(TokenError) }
  var status: Int { get async }
  var avatar: [UInt8] { get async throws }
  subscript(field: String) -> String { get async throws }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A mock of `ProfileStore` written with the getter and setter registrations.
final class MockProfileStore: ProfileStore, Mock, Sendable {
  enum Methods: Int {
    case name_get, name_set, token_get, typedToken_get, status_get, avatar_get, subscript_get
  }
  typealias MockMethod = Methods

  var name: String {
    get { registerInvocation(for: .name_get, function: #function + ".get") }
    set { registerInvocation(for: .name_set, function: #function + ".set", args: newValue) }
  }

  var token: String {
    get throws {
      try registerThrowingInvocation(
        for: .token_get, function: #function + ".get", andReturn: "none")
    }
  }

  var typedToken: String {
    get throws(TokenError) {
      try registerThrowingInvocation(
        for: .typedToken_get, function: #function + ".get", errorType: TokenError.self)
    }
  }

  var status: Int {
    get async {
      await registerAsyncInvocation(for: .status_get, function: #function + ".get", andReturn: -1)
    }
  }

  var avatar: [UInt8] {
    get async throws {
      try await registerAsyncThrowingInvocation(for: .avatar_get, function: #function + ".get")
    }
  }

  subscript(field: String) -> String {
    get async throws {
      try await registerAsyncThrowingInvocation(
        for: .subscript_get, function: #function + ".get", args: field, andReturn: "?")
    }
  }
}
