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
    get { registerGetter(for: .name_get) }
    set { registerSetter(for: .name_set, newValue) }
  }

  var token: String {
    get throws { try registerThrowingGetter(for: .token_get, andReturn: "none") }
  }

  var typedToken: String {
    get throws(TokenError) {
      try registerThrowingGetter(for: .typedToken_get, errorType: TokenError.self)
    }
  }

  var status: Int {
    get async { await registerAsyncGetter(for: .status_get, andReturn: -1) }
  }

  var avatar: [UInt8] {
    get async throws { try await registerAsyncThrowingGetter(for: .avatar_get) }
  }

  subscript(field: String) -> String {
    get async throws {
      try await registerAsyncThrowingGetter(for: .subscript_get, args: field, andReturn: "?")
    }
  }
}
