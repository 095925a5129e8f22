// Moving typed arguments into the type-erased log and back out of it.

/// Erases one argument as `args: Any?...` erases it: a `nil` optional becomes `nil`, a present
/// optional its wrapped value.
@inlinable
@inline(__always)
func _mockSixErase<T>(_ value: T) -> Any? {
  // NB: `_isOptional` spares a non-optional argument the dynamic cast, but on Swift 6.3 it is
  //     not folded at compile time: it calls `swift_isOptionalType` (about 6 instructions).
  guard _isOptional(T.self), let optional = value as? any _MockSixOptional else { return value }
  return optional._mockSixFlattened
}

/// An optional, flattened to `Any?` without knowing its wrapped type.
@usableFromInline
protocol _MockSixOptional {
  var _mockSixFlattened: Any? { get }
}

extension Optional: _MockSixOptional {
  @usableFromInline
  var _mockSixFlattened: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}

/// The arguments of a typed call as the log's `[Any?]`, each erased by `_mockSixErase(_:)`.
@inlinable
@inline(__always)
func _mockSixArguments<each A>(_ args: repeat each A) -> [Any?] {
  var count = 0
  for _ in repeat (each A).self {
    count += 1
  }
  var array: [Any?] = []
  array.reserveCapacity(count)
  for arg in repeat each args {
    array.append(_mockSixErase(arg))
  }
  return array
}

/// The logged `[Any?]` of a call as a member's `Arguments`: `Void` for none, the argument's type
/// for one, a tuple for more; `nil` when the arguments do not fit.
///
/// A member of one argument whose type is a tuple logs that tuple as its one argument, so a
/// single argument is tried as the whole `Arguments` first.
func castArguments<Arguments>(_ args: [Any?], to type: Arguments.Type) -> Arguments? {
  if args.count == 1, let whole = castResult(args[0], to: Arguments.self) { return whole }
  if args.isEmpty { return () as? Arguments }
  guard let elements = TupleValue.elementTypes(of: Arguments.self), elements.count == args.count
  else { return nil }
  var index = 0
  let made = TupleValue.make(Arguments.self) { element -> Result<Any, ArgumentMismatch> in
    defer { index += 1 }
    func cast<E>(_ type: E.Type) -> Any? { castResult(args[index], to: E.self).map { $0 } }
    guard let value = cast(element) else { return .failure(ArgumentMismatch()) }
    return .success(value)
  }
  guard case .success(let arguments) = made else { return nil }
  return arguments
}

/// The types of a member's `Arguments`, as messages name them: `(String, Int)`.
func describeArguments<Arguments>(_ type: Arguments.Type) -> String {
  let name = describeType(Arguments.self)
  return name.hasPrefix("(") ? name : "(\(name))"
}

/// The types of a call's logged arguments, as messages name them.
func describeArgumentTypes(_ args: [Any?]) -> String {
  "(" + args.map { isNil($0) ? "nil" : describeType(type(of: $0!)) }.joined(separator: ", ") + ")"
}

/// The arguments of a call did not fit the types a closure stub takes.
struct ArgumentMismatch: Error {}

/// A stub declined a call whose arguments did not fit it, and reported why.
struct DeclinedCall: Error {}

extension Mock where MockMethod.RawValue == Int {
  /// A stub block over the logged `[Any?]` that calls `body` with the arguments as `Arguments`,
  /// and reports a call whose arguments do not fit.
  func typedBlock<Arguments, R>(
    _ method: MockMethod, _ body: @escaping (Arguments) throws -> R,
    at location: FailureLocation
  ) -> ([Any?]) throws -> R {
    { args in
      guard let values = castArguments(args, to: Arguments.self) else {
        reportArgumentMismatch(method, args, expected: Arguments.self, at: location)
        throw DeclinedCall()
      }
      return try body(values)
    }
  }

  /// The async form of `typedBlock`, which runs `body` on the caller's actor.
  func typedAsyncBlock<Arguments, R>(
    _ method: MockMethod, _ body: @escaping (Arguments) async throws -> R,
    at location: FailureLocation
  ) -> nonisolated(nonsending) ([Any?]) async throws -> R {
    { args in
      guard let result = try await callHandingOver(body, with: args) else {
        reportArgumentMismatch(method, args, expected: Arguments.self, at: location)
        throw DeclinedCall()
      }
      return result
    }
  }

  /// A predicate over the logged `[Any?]` that asks `predicate` with the arguments as
  /// `Arguments`; arguments that do not fit do not pass.
  func typedPredicate<Arguments>(_ predicate: ((Arguments) -> Bool)?) -> (([Any?]) -> Bool)? {
    guard let predicate else { return nil }
    return { args in
      guard let values = castArguments(args, to: Arguments.self) else { return false }
      return predicate(values)
    }
  }

  func reportArgumentMismatch<Arguments>(
    _ method: MockMethod, _ args: [Any?], expected: Arguments.Type, at location: FailureLocation
  ) {
    reportFailure(
      "expected the arguments of \(Self.self).\(method) to fit a closure stub taking "
        + "\(describeArguments(expected)), got \(describeArgumentTypes(args)); "
        + "the call returned the mock's default instead",
      at: location)
  }
}
