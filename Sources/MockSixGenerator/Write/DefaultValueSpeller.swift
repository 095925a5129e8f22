/// Spells a ``WrittenValue`` as the Swift expression of a mock member's default.
///
/// Types are spelled by the file's ``TypeSpeller``, so that a default names its types the way
/// the member's signature does.
struct DefaultValueSpeller {
  let speller: TypeSpeller

  /// The expression of a value in a mock's scope.
  func spell(_ value: WrittenValue, in scope: TypeSpeller.Scope) -> String {
    switch value {
    case .literal(let literal):
      return literal
    case .emptyArray:
      return "[]"
    case .emptyDictionary:
      return "[:]"
    case .nilValue:
      return "nil"
    case .void:
      return "()"
    case .mockSelf:
      return "self"
    case .newMock(let mockName):
      return mockName + "()"
    case .mockType(let mockName):
      return mockName + ".self"
    case .metatype(let type):
      return speller.spell(type, in: scope) + ".self"
    case .staticMember(let type, let name):
      return speller.spell(type, in: scope) + "." + member(name)
    case .enumCase(let type, let name, let arguments):
      return speller.spell(type, in: scope) + "." + member(name)
        + (arguments.map { self.arguments($0, in: scope) } ?? "")
    case .initializer(let type, let arguments):
      return speller.spell(type, in: scope) + self.arguments(arguments, in: scope)
    case .staticCall(let type, let name, let arguments):
      return speller.spell(type, in: scope) + "." + member(name)
        + self.arguments(arguments, in: scope)
    case .success(let type, let value):
      return speller.spell(type, in: scope) + ".success(" + spell(value, in: scope) + ")"
    case .tuple(let values):
      return "(" + values.map { spell($0, in: scope) }.joined(separator: ", ") + ")"
    case .closure(let parameterCount, let result):
      let parameters =
        parameterCount == 0
        ? "" : Array(repeating: "_", count: parameterCount).joined(separator: ", ") + " in"
      guard let result else { return "{" + (parameters.isEmpty ? "" : " " + parameters) + " }" }
      return "{ " + (parameters.isEmpty ? "" : parameters + " ") + spell(result, in: scope) + " }"
    case .converted(let value, let type):
      return spell(value, in: scope) + " as " + speller.spell(type, in: scope)
    case .finishedStreamIterator(let stream):
      return speller.spell(stream, in: scope) + " { $0.finish() }.makeAsyncIterator()"
    }
  }

  /// A call's argument list, such as `(host: "", port: 0)`.
  private func arguments(_ arguments: [WrittenValue.Argument], in scope: TypeSpeller.Scope)
    -> String
  {
    let list = arguments.map { argument in
      (argument.label.map { $0 + ": " } ?? "") + spell(argument.value, in: scope)
    }
    return "(" + list.joined(separator: ", ") + ")"
  }

  /// A member's name after a dot, with backticks where Swift needs them.
  private func member(_ name: String) -> String {
    dotKeywords.contains(name) || swiftKeywords.contains(name) ? "`\(name)`" : name
  }
}
