/// A typed mock of one function, to pass where code under test takes a closure.
///
/// A function mock is a `Mock` like any other: its calls go to the same log, so `receive`,
/// `expectInOrder`, strict mode and `haveUsedAllStubs` work on it, and its one method is `.call`:
///
/// ```swift
/// let fetch = FunctionMock<Int, User>("fetch")
/// fetch.stub(.call) { id in User(id: id) }
/// let client = UserClient(fetch: fetch.asyncThrowingFunction)
///
/// _ = try await client.fetch(42)
/// expect(fetch).to(receive(.call, with: theValue(42)))
/// ```
///
/// Take the closure with the effects the dependency declares: `function`, `throwingFunction`,
/// `asyncFunction`, `asyncThrowingFunction`, or a typed-throws form. Every closure is
/// `@Sendable`. An unstubbed call returns a default MockSix makes up for the result type.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class FunctionMock<each A, R>: _FunctionMocking, Sendable {
  /// The ID of the function's one method, `.call`.
  public typealias MockMethod = FunctionMockMethod
  /// The function's arguments as one type.
  public typealias _Arguments = (repeat each A)
  /// The function's result type.
  public typealias _Result = R

  /// The name the log and failure messages give the function's calls.
  public let name: String

  /// Creates a function mock whose calls the log names after the given name.
  ///
  /// - Parameter name: The name of the function in the log and in failure messages.
  public init(_ name: String = "function") {
    self.name = name
  }

  /// Calls the function synchronously, as `function` does.
  ///
  /// - Parameter args: The arguments of the call.
  /// - Returns: The stubbed result, or a default.
  public func callAsFunction(_ args: repeat each A) -> R {
    registerInvocation(._call, function: name, args: repeat each args)
  }

  /// The function as a synchronous closure.
  public var function: @Sendable (repeat each A) -> R {
    { (args: repeat each A) in
      self.registerInvocation(._call, function: self.name, args: repeat each args)
    }
  }

  /// The function as a throwing closure, which throws a stubbed error.
  public var throwingFunction: @Sendable (repeat each A) throws -> R {
    throwingFunction((any Error).self)
  }

  /// Returns the function as a closure that throws only errors of the given type.
  ///
  /// ```swift
  /// let save = FunctionMock<Account, Void>("save")
  /// let service = AccountService(save: save.throwingFunction(AccountError.self))
  /// ```
  ///
  /// - Parameter errorType: The only error type the closure throws.
  /// - Returns: A closure that throws `errorType`.
  public func throwingFunction<E: Error>(
    _ errorType: E.Type
  ) -> @Sendable (repeat each A) throws(E) -> R {
    { (args: repeat each A) throws(E) in
      try self.registerThrowingInvocation(
        ._call, function: self.name, args: repeat each args, errorType: E.self)
    }
  }

  /// The function as an async closure.
  public var asyncFunction: @Sendable (repeat each A) async -> R {
    { (args: repeat each A) async in
      await self.registerAsyncInvocation(._call, function: self.name, args: repeat each args)
    }
  }

  /// The function as an async throwing closure, which throws a stubbed error.
  public var asyncThrowingFunction: @Sendable (repeat each A) async throws -> R {
    asyncThrowingFunction((any Error).self)
  }

  /// Returns the function as an async closure that throws only errors of the given type.
  ///
  /// - Parameter errorType: The only error type the closure throws.
  /// - Returns: An async closure that throws `errorType`.
  public func asyncThrowingFunction<E: Error>(
    _ errorType: E.Type
  ) -> @Sendable (repeat each A) async throws(E) -> R {
    { (args: repeat each A) async throws(E) in
      try await self.registerAsyncThrowingInvocation(
        ._call, function: self.name, args: repeat each args, errorType: E.self)
    }
  }
}

/// What a function mock's typed ID needs of it: its arguments and result as two types.
///
/// ``FunctionMock`` is the one conformer; the protocol lets the ID of its one member, `.call`,
/// be declared for every function mock at once.
public protocol _FunctionMocking: Mock where MockMethod == FunctionMockMethod {
  /// The function's arguments as one type: `Void`, the argument's type, or a tuple.
  associatedtype _Arguments
  /// The function's result type.
  associatedtype _Result
}

extension TypedMember
where M: _FunctionMocking, Failure == any Error, Arguments == M._Arguments, R == M._Result {
  /// The typed ID of a function mock's one member: the function itself.
  ///
  /// ```swift
  /// fetch.stub(.call) { id in id == 42 ? "Ada" : "Bob" }
  /// expect(fetch).to(receive(.call, with: theValue(42)))
  /// ```
  public static var call: Self { .init(._call) }
}
