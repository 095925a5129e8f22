/// A value that the generator writes as a mock member's default, which the writer spells.
///
/// The finder decides what makes a value of a type (a case, a static property, an initializer,
/// a new mock, a closure); ``DefaultValueSpeller`` writes it as Swift, spelling its types with
/// the file's ``TypeSpeller``.
indirect enum WrittenValue: Equatable, Sendable {
  /// A literal of a standard type as Swift writes it, such as `0`, `false` or `""`.
  case literal(String)
  /// `[]`.
  case emptyArray
  /// `[:]`.
  case emptyDictionary
  /// `nil`.
  case nilValue
  /// `()`, the one value of `Void`.
  case void
  /// `self`, the mock itself.
  case mockSelf
  /// `MockX()`, a new mock.
  case newMock(mockName: String)
  /// `MockX.self`, the type of a mock.
  case mockType(mockName: String)
  /// `T.self`, a type itself.
  case metatype(TypeReference)
  /// `T.name`, a static property of the type.
  case staticMember(TypeReference, name: String)
  /// `T.name` or `T.name(arguments)`, a case of an enum.
  case enumCase(TypeReference, name: String, arguments: [Argument]?)
  /// `T(arguments)`, a call of an initializer.
  case initializer(TypeReference, arguments: [Argument])
  /// `T.name(arguments)`, a call of a static function that returns the type.
  case staticCall(TypeReference, name: String, arguments: [Argument])
  /// `Result<Success, Failure>.success(value)`.
  case success(TypeReference, WrittenValue)
  /// A tuple of values, such as `(0, "")`.
  case tuple([WrittenValue])
  /// A closure that ignores its parameters and returns a value, or nothing for `Void`.
  case closure(parameterCount: Int, result: WrittenValue?)
  /// A value converted to a type with `as`, such as `{ _ in } as @Sendable (Int) -> Void`.
  case converted(WrittenValue, to: TypeReference)
  /// The iterator of a stream that has finished, such as
  /// `AsyncStream<Int> { $0.finish() }.makeAsyncIterator()`: an async iterator with no elements.
  case finishedStreamIterator(TypeReference)

  /// One argument of a call: its label, nil for none, and its value.
  struct Argument: Equatable, Sendable {
    var label: String?
    var value: WrittenValue
  }

  /// Every type the value names, for the speller to tell which names are ambiguous.
  var types: [TypeReference] {
    switch self {
    case .literal, .emptyArray, .emptyDictionary, .nilValue, .void, .mockSelf, .newMock,
      .mockType:
      return []
    case .metatype(let type), .staticMember(let type, _), .finishedStreamIterator(let type):
      return [type]
    case .enumCase(let type, _, let arguments):
      return [type] + (arguments ?? []).flatMap(\.value.types)
    case .initializer(let type, let arguments), .staticCall(let type, _, let arguments):
      return [type] + arguments.flatMap(\.value.types)
    case .success(let type, let value):
      return [type] + value.types
    case .tuple(let values):
      return values.flatMap(\.types)
    case .closure(_, let result):
      return result?.types ?? []
    case .converted(let value, let type):
      return value.types + [type]
    }
  }
}
