import Foundation
import Testing

@testable import MockSixGenerator

/// Checks which superclass initializers a mock can call without arguments, read from the
/// declaration's parameter list rather than from its text.
@Suite struct DefaultArgumentTests {
  /// An initializer whose declaration has these fragments.
  private func initializer(_ fragments: [Fragment]) throws -> SymbolGraph.Symbol {
    let declaration = String(decoding: try JSONEncoder().encode(fragments), as: UTF8.self)
    let json = """
      {"kind":{"identifier":"swift.init","displayName":"Initializer"},\
      "identifier":{"precise":"s:1R4BaseC","interfaceLanguage":"swift"},\
      "pathComponents":["Base","init"],"names":{"title":"init"},\
      "declarationFragments":\(declaration),"accessLevel":"internal"}
      """
    return try JSONDecoder().decode(SymbolGraph.Symbol.self, from: Data(json.utf8))
  }

  private func defaultsEveryArgument(_ fragments: [Fragment]) throws -> Bool {
    ProtocolModeler.defaultsEveryArgument(try initializer(fragments))
  }

  private let initKeyword = Fragment(kind: "keyword", spelling: "init")
  private let int = Fragment(kind: "typeIdentifier", spelling: "Int", preciseIdentifier: "s:Si")

  @Test func noParametersOrOnlyDefaultedOnesNeedNoArguments() throws {
    #expect(try defaultsEveryArgument([initKeyword, Fragment(kind: "text", spelling: "()")]))
    #expect(
      try defaultsEveryArgument([
        initKeyword, Fragment(kind: "text", spelling: "("),
        Fragment(kind: "externalParam", spelling: "size"), Fragment(kind: "text", spelling: ": "),
        int, Fragment(kind: "text", spelling: " = 0, "),
        Fragment(kind: "externalParam", spelling: "isOn"),
        Fragment(kind: "text", spelling: ": Bool = a == b)"),
      ]))
  }

  @Test func aParameterWithoutADefaultNeedsAnArgument() throws {
    // NB: The `=` of `[Int: Int]`'s neighbour or of a function type's arrow is not a default:
    //     only an `=` at the parameter list's own depth is.
    #expect(
      try !defaultsEveryArgument([
        initKeyword, Fragment(kind: "text", spelling: "("),
        Fragment(kind: "externalParam", spelling: "size"), Fragment(kind: "text", spelling: ": "),
        int, Fragment(kind: "text", spelling: " = 0, "),
        Fragment(kind: "externalParam", spelling: "check"),
        Fragment(kind: "text", spelling: ": ("), int,
        Fragment(kind: "text", spelling: ") -> Bool)"),
      ]))
    #expect(
      try !defaultsEveryArgument([
        initKeyword, Fragment(kind: "text", spelling: "("),
        Fragment(kind: "externalParam", spelling: "table"),
        Fragment(kind: "text", spelling: ": [String : Bool] = [:], "),
        Fragment(kind: "externalParam", spelling: "filter"),
        Fragment(kind: "text", spelling: ": (Bool) -> Bool)"),
      ]))
  }

  @Test func aFailableInitIsToldFromItsFragmentsNotItsText() throws {
    let failable = try initializer([initKeyword, Fragment(kind: "text", spelling: "?()")])
    #expect(ProtocolModeler.isFailable(failable))
    let plain = try initializer([initKeyword, Fragment(kind: "text", spelling: "()")])
    #expect(!ProtocolModeler.isFailable(plain))
    let unwrapped = try initializer([initKeyword, Fragment(kind: "text", spelling: "!()")])
    #expect(!ProtocolModeler.isFailable(unwrapped))
  }
}
