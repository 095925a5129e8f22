/// One answer a stub or a default hands to calls, made once so that calls allocate nothing.
@usableFromInline
class _Answer {
  @usableFromInline
  enum Kind {
    case value(Any?)
    case block(([Any?]) throws -> Any?)
    case asyncBlock(AsyncBlock)
    case error(any Error)
  }

  /// A block that an async call awaits on its own actor.
  @usableFromInline
  typealias AsyncBlock = nonisolated(nonsending) ([Any?]) async throws -> Any?

  @usableFromInline
  let kind: Kind

  /// The stub that gave the answer, for failure messages; `nil` for a default.
  @usableFromInline
  let stub: StubInfo?

  /// The static type of a value answer's value (`_ValueAnswer`); `nil` for any other answer.
  // NB: So that a debug build tells a value of exactly the call's result type from its answer
  //     without asking the runtime for `_ValueAnswer<T>`'s metadata or for `T?`'s.
  @usableFromInline
  let valueType: ObjectIdentifier?

  init(_ kind: Kind, stub: StubInfo?, valueType: ObjectIdentifier? = nil) {
    self.kind = kind
    self.stub = stub
    self.valueType = valueType
  }

  /// Whether the answer reads the call's arguments: a block's does.
  var readsArguments: Bool {
    switch kind {
    case .block, .asyncBlock: true
    case .value, .error: false
    }
  }

  /// The answer as a generated mock's call reads it under the store's lock.
  final var callAnswer: _CallAnswer {
    _CallAnswer(answer: self)
  }
}

/// A value answer that also keeps the value's static type, read without a dynamic cast.
@usableFromInline
final class _ValueAnswer<Value>: _Answer {
  @usableFromInline
  let value: Value

  init(_ value: Value, stub: StubInfo?) {
    self.value = value
    super.init(.value(value), stub: stub, valueType: ObjectIdentifier(Value.self))
  }
}
