// Moving typed arguments into the type-erased log and back out of it.

/// Erases one argument the way `args: Any?...` does, so that a `nil` optional logs as `nil`.
@inlinable
@inline(__always)
func _mockSixErase<T>(_ value: T) -> Any? {
  // NB: `_isOptional` spares a non-optional argument the dynamic cast, but on Swift 6.3 it is
  //     not folded at compile time: it calls `swift_isOptionalType` (about 6 instructions).
  guard _isOptional(T.self), let optional = value as? any _MockSixOptional else { return value }
  return optional._mockSixFlattened
}

/// An optional, whose value the log keeps without the extra level of `Any?`.
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

/// The log's type-erased form of a pack of arguments.
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

/// The arguments of a logged call as the types of a pack, or `nil` when they do not fit.
func castArguments<each A>(_ args: [Any?], to types: (repeat each A).Type) -> (repeat each A)? {
  var index = 0
  func next<T>(_ type: T.Type) throws(ArgumentMismatch) -> T {
    defer { index += 1 }
    guard index < args.count, let value = castResult(args[index], to: T.self) else {
      throw ArgumentMismatch()
    }
    return value
  }
  do throws(ArgumentMismatch) {
    let values = (repeat try next((each A).self))
    return index == args.count ? values : nil
  } catch {
    return nil
  }
}

/// The types of a pack as a list for messages, such as `(String, Int)`.
func describeTypes<each A>(_ types: (repeat each A).Type) -> String {
  var names: [String] = []
  for type in repeat (each A).self {
    names.append(describeType(type))
  }
  return "(" + names.joined(separator: ", ") + ")"
}

/// The types of logged arguments as a list for messages, `nil` where an argument is `nil`.
func describeArgumentTypes(_ args: [Any?]) -> String {
  "(" + args.map { isNil($0) ? "nil" : describeType(type(of: $0!)) }.joined(separator: ", ") + ")"
}

/// Thrown where arguments do not fit the types a closure takes.
struct ArgumentMismatch: Error {}

/// Thrown by a typed stub closure whose call's arguments do not fit it, after reporting that.
struct DeclinedCall: Error {}

extension Mock where MockMethod.RawValue == Int {
  /// A stub block over the log's arguments that casts them to a closure's types and calls it.
  ///
  /// Arguments that do not fit are reported at the stub's line, and the call returns the
  /// mock's default.
  func typedBlock<each A, R>(
    _ method: MockMethod, _ body: @escaping (repeat each A) throws -> R,
    at location: FailureLocation
  ) -> ([Any?]) throws -> R {
    { args in
      guard let values = castArguments(args, to: (repeat each A).self) else {
        reportArgumentMismatch(method, args, expected: (repeat each A).self, at: location)
        throw DeclinedCall()
      }
      return try body(repeat each values)
    }
  }

  /// The async form of `typedBlock(_:_:at:)`.
  func typedAsyncBlock<each A, R>(
    _ method: MockMethod, _ body: @escaping (repeat each A) async throws -> R,
    at location: FailureLocation
  ) -> nonisolated(nonsending) ([Any?]) async throws -> R {
    { args in
      guard let result = try await callHandingOver(body, with: args) else {
        reportArgumentMismatch(method, args, expected: (repeat each A).self, at: location)
        throw DeclinedCall()
      }
      return result
    }
  }

  /// A condition over the log's arguments from a predicate over typed ones; misfits never pass.
  func typedPredicate<each A>(_ predicate: ((repeat each A) -> Bool)?) -> (([Any?]) -> Bool)? {
    guard let predicate else { return nil }
    return { args in
      guard let values = castArguments(args, to: (repeat each A).self) else { return false }
      return predicate(repeat each values)
    }
  }

  func reportArgumentMismatch<each A>(
    _ method: MockMethod, _ args: [Any?], expected: (repeat each A).Type,
    at location: FailureLocation
  ) {
    reportFailure(
      "expected the arguments of \(Self.self).\(method) to fit a closure stub taking "
        + "\(describeTypes(expected)), got \(describeArgumentTypes(args)); "
        + "the call returned the mock's default instead",
      at: location)
  }
}
