import Testing

@testable import MockSixGenerator

/// Checks which names of a type start a path and which follow a dot, as the speller reads them.
@Suite struct NameRoleTests {
  private func fragment(_ kind: String, _ spelling: String, _ id: String? = nil)
    -> SymbolGraph.Fragment
  {
    SymbolGraph.Fragment(kind: kind, spelling: spelling, preciseIdentifier: id)
  }

  /// Types of each shape, for the checks that compare the shape's roles with the parser's reading.
  private var types: [TypeReference] {
    [
      TypeReference([
        nameFragment("Outer", "s:1M5OuterV"), textFragment("."),
        nameFragment("Inner", "s:1M5OuterV5InnerV"), textFragment("<"),
        nameFragment("Self"), textFragment("."), nameFragment("Item", "s:1M1PP4ItemQa"),
        textFragment(">"),
      ]),
      TypeReference([
        fragment("attribute", "@"), fragment("attribute", "MainActor", "s:ScM"), textFragment(" "),
        fragment("attribute", "@Sendable"), textFragment(" ("),
        nameFragment("Outer", "s:1M5OuterV"), textFragment("."),
        nameFragment("Inner", "s:1M5OuterV5InnerV"), textFragment(") "),
        fragment("keyword", "throws"),
        textFragment("("), nameFragment("Failure", "s:1M7FailureO"), textFragment(") -> ["),
        nameFragment("String", "s:SS"),
        textFragment(" : "), nameFragment("Int", "s:Si"), textFragment("]?"),
      ]),
      TypeReference([
        textFragment("("), fragment("keyword", "inout"), textFragment(" "),
        nameFragment("Outer", "s:1M5OuterV"),
        textFragment("."), nameFragment("Inner", "s:1M5OuterV5InnerV"), textFragment(", "),
        fragment("keyword", "any"),
        textFragment(" "), nameFragment("P", "s:1M1PP"), textFragment(" & "),
        nameFragment("Q", "s:1M1QP"), textFragment(") -> "),
        nameFragment("Self"), textFragment(".Type"),
      ]),
    ]
  }

  @Test func aPathsFirstNameStartsItAndTheNamesAfterDotsFollow() {
    #expect(types[0].nameRoles == [.first, .member, .first, .member])
  }

  @Test func attributesAndTheTypesOfAFunctionStartTheirOwnPaths() {
    // `@`, `MainActor`, `@Sendable`; `Outer.Inner`; the typed error; the key and the value.
    #expect(
      types[1].nameRoles == [.first, .first, .first, .first, .member, .first, .first, .first])
  }

  @Test func aVerbatimParameterIsReadAsPathsOfNames() {
    guard case .function(let function) = types[2].shape,
      case .verbatim = function.parameters[0].shape
    else {
      Issue.record("not a function with a verbatim parameter: \(types[2].shape)")
      return
    }
    #expect(types[2].nameRoles == [.first, .member, .first, .first, .first])
  }

  @Test func theShapeAndTheParsersReadingOfPathsAgree() {
    for type in types {
      #expect(type.nameRoles == TypeParser.nameRoles(in: type.fragments), "\(type.text)")
    }
  }

  @Test func aWhereClauseIsReadAsPathsOfNames() {
    let whereClause = [
      nameFragment("Self"), textFragment("."), nameFragment("Element", "s:1M1PP7ElementQa"),
      textFragment(" == "),
      nameFragment("Outer", "s:1M5OuterV"), textFragment("."),
      nameFragment("Inner", "s:1M5OuterV5InnerV"), textFragment(", "),
      nameFragment("T"), textFragment(": "), nameFragment("Equatable", "s:SQ"),
    ]
    #expect(
      TypeParser.nameRoles(in: whereClause) == [.first, .member, .first, .member, .first, .first])
  }
}
