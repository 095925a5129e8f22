import MockSix

/// An error a service throws.
struct ServiceError: Error, Equatable {
  var code: Int
}

/// An error that `MockService`'s typed-throws methods do not throw.
struct OtherError: Error, Equatable {}

/// A mock with one method per registration overload: sync, throwing, async and async throwing.
///
/// Methods that take a default from the mock return `-1` (or `nil`); "computed" defaults double
/// the argument. It has no stored properties, so it can be `Sendable`.
final class MockService: Mock, Sendable {
  enum Methods: Int {
    case value, optionalValue, computed, optionalComputed, defaulted, void, voidReturns
    case throwingValue, throwingOptionalValue, throwingComputed, throwingOptionalComputed
    case throwingDefaulted, throwingVoid, throwingVoidReturns, typedThrowing, typedThrowingVoid
    case asyncValue, asyncOptionalValue, asyncComputed, asyncOptionalComputed, asyncDefaulted
    case asyncVoid, asyncVoidReturns
    case asyncThrowingValue, asyncThrowingOptionalValue, asyncThrowingComputed
    case asyncThrowingOptionalComputed, asyncThrowingDefaulted, asyncThrowingVoid
    case asyncThrowingVoidReturns, asyncTypedThrowing, asyncTypedThrowingVoid
    case name
  }
  typealias MockMethod = Methods

  init() {}

  // MARK: Synchronous

  func value(_ x: Int) -> Int {
    registerInvocation(for: .value, args: x, andReturn: -1)
  }

  func optionalValue(_ x: Int) -> Int? {
    registerInvocation(for: .optionalValue, args: x, andReturn: nil)
  }

  func computed(_ x: Int) -> Int {
    registerInvocation(for: .computed, args: x, returns: { args in (args[0] as? Int ?? 0) * 2 })
  }

  func optionalComputed(_ x: Int) -> Int? {
    registerInvocation(
      for: .optionalComputed, args: x, returns: { args -> Int? in (args[0] as? Int).map { $0 * 2 } }
    )
  }

  func defaulted(_ x: Int) -> Int {
    registerInvocation(for: .defaulted, args: x)
  }

  func void(_ x: Int) {
    registerInvocation(for: .void, args: x)
  }

  func voidReturns(_ x: Int, onDefault: () -> Void) {
    registerInvocation(for: .voidReturns, args: x, returns: { _ in onDefault() })
  }

  func name() -> String {
    registerInvocation(for: .name, andReturn: "default")
  }

  // MARK: Throwing

  func throwingValue(_ x: Int) throws -> Int {
    try registerThrowingInvocation(for: .throwingValue, args: x, andReturn: -1)
  }

  func throwingOptionalValue(_ x: Int) throws -> Int? {
    try registerThrowingInvocation(for: .throwingOptionalValue, args: x, andReturn: nil)
  }

  func throwingComputed(_ x: Int) throws -> Int {
    try registerThrowingInvocation(
      for: .throwingComputed, args: x,
      returns: { args in
        let number = args[0] as? Int ?? 0
        if number < 0 { throw ServiceError(code: number) }
        return number * 2
      })
  }

  func throwingOptionalComputed(_ x: Int) throws -> Int? {
    try registerThrowingInvocation(
      for: .throwingOptionalComputed, args: x,
      returns: { args -> Int? in
        let number = args[0] as? Int ?? 0
        if number < 0 { throw ServiceError(code: number) }
        return number == 0 ? nil : number * 2
      })
  }

  func throwingDefaulted(_ x: Int) throws -> String {
    try registerThrowingInvocation(for: .throwingDefaulted, args: x)
  }

  func throwingVoid(_ x: Int) throws {
    try registerThrowingInvocation(for: .throwingVoid, args: x)
  }

  func throwingVoidReturns(_ x: Int) throws {
    try registerThrowingInvocation(
      for: .throwingVoidReturns, args: x,
      returns: { args in
        if let number = args[0] as? Int, number < 0 { throw ServiceError(code: number) }
      })
  }

  func typedThrowing(_ x: Int) throws(ServiceError) -> Int {
    try registerThrowingInvocation(for: .typedThrowing, args: x, errorType: ServiceError.self)
  }

  func typedThrowingVoid(_ x: Int) throws(ServiceError) {
    try registerThrowingInvocation(for: .typedThrowingVoid, args: x, errorType: ServiceError.self)
  }

  // MARK: Async

  func asyncValue(_ x: Int) async -> Int {
    await registerAsyncInvocation(for: .asyncValue, args: x, andReturn: -1)
  }

  func asyncOptionalValue(_ x: Int) async -> Int? {
    await registerAsyncInvocation(for: .asyncOptionalValue, args: x, andReturn: nil)
  }

  func asyncComputed(_ x: Int) async -> Int {
    await registerAsyncInvocation(
      for: .asyncComputed, args: x, returns: { args in (args[0] as? Int ?? 0) * 2 })
  }

  func asyncOptionalComputed(_ x: Int) async -> Int? {
    await registerAsyncInvocation(
      for: .asyncOptionalComputed, args: x,
      returns: { args -> Int? in (args[0] as? Int).map { $0 * 2 } })
  }

  func asyncDefaulted(_ x: Int) async -> Int {
    await registerAsyncInvocation(for: .asyncDefaulted, args: x)
  }

  func asyncVoid(_ x: Int) async {
    await registerAsyncInvocation(for: .asyncVoid, args: x)
  }

  func asyncVoidReturns(_ x: Int, onDefault: () -> Void) async {
    await registerAsyncInvocation(for: .asyncVoidReturns, args: x, returns: { _ in onDefault() })
  }

  // MARK: Async throwing

  func asyncThrowingValue(_ x: Int) async throws -> Int {
    try await registerAsyncThrowingInvocation(for: .asyncThrowingValue, args: x, andReturn: -1)
  }

  func asyncThrowingOptionalValue(_ x: Int) async throws -> Int? {
    try await registerAsyncThrowingInvocation(
      for: .asyncThrowingOptionalValue, args: x, andReturn: nil)
  }

  func asyncThrowingComputed(_ x: Int) async throws -> Int {
    try await registerAsyncThrowingInvocation(
      for: .asyncThrowingComputed, args: x,
      returns: { args in
        let number = args[0] as? Int ?? 0
        if number < 0 { throw ServiceError(code: number) }
        return number * 2
      })
  }

  func asyncThrowingOptionalComputed(_ x: Int) async throws -> Int? {
    try await registerAsyncThrowingInvocation(
      for: .asyncThrowingOptionalComputed, args: x,
      returns: { args -> Int? in
        let number = args[0] as? Int ?? 0
        if number < 0 { throw ServiceError(code: number) }
        return number == 0 ? nil : number * 2
      })
  }

  func asyncThrowingDefaulted(_ x: Int) async throws -> String {
    try await registerAsyncThrowingInvocation(for: .asyncThrowingDefaulted, args: x)
  }

  func asyncThrowingVoid(_ x: Int) async throws {
    try await registerAsyncThrowingInvocation(for: .asyncThrowingVoid, args: x)
  }

  func asyncThrowingVoidReturns(_ x: Int) async throws {
    try await registerAsyncThrowingInvocation(
      for: .asyncThrowingVoidReturns, args: x,
      returns: { args in
        if let number = args[0] as? Int, number < 0 { throw ServiceError(code: number) }
      })
  }

  func asyncTypedThrowing(_ x: Int) async throws(ServiceError) -> Int {
    try await registerAsyncThrowingInvocation(
      for: .asyncTypedThrowing, args: x, errorType: ServiceError.self)
  }

  func asyncTypedThrowingVoid(_ x: Int) async throws(ServiceError) {
    try await registerAsyncThrowingInvocation(
      for: .asyncTypedThrowingVoid, args: x, errorType: ServiceError.self)
  }
}
