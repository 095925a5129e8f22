import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mocks of operator requirements: static methods named by their symbols, with the
/// `prefix` or `postfix` the graph's declaration drops, and cases named in words.
@Suite struct OperatorRequirementTests {
  private func rendered() throws -> RenderedMocks {
    try renderedMocks(ofGraph: Self.graphJSON)
  }

  @Test func unaryOperatorsKeepTheirFixity() throws {
    let rendered = try rendered()
    #expect(rendered.diagnostics.isEmpty)
    #expect(
      rendered.source.contains(
        "\n  prefix static func - (_ operand: MockCounter) -> MockCounter {\n"))
    #expect(
      rendered.source.contains(
        "\n  postfix static func ++ (_ operand: MockCounter) -> MockCounter {\n"))
    #expect(
      rendered.source.contains(
        "\n  static func - (_ lhs: MockCounter, _ rhs: MockCounter) -> MockCounter {\n"))
  }

  @Test func aGenericOperatorIsSpacedFromItsGenerics() throws {
    // NB: `<~><T>` would read as one operator.
    #expect(
      try rendered().source.contains(
        "\n  static func <~> <T>(_ lhs: MockCounter, _ rhs: T) -> Int {\n"))
  }

  @Test func operatorCasesAreNamedInWords() throws {
    let source = try rendered().source
    for name in ["_static_minus_Self", "_static_plusPlus", "_static_minus_Self_Self"] {
      #expect(source.contains("\n    case \(name)\n"))
    }
    #expect(source.contains("static func static_lessTildeGreater<T>(_ t: T.Type)"))
    #expect(CaseNaming.operatorWord("<=") == "lessEqual")
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for:
  //   postfix operator ++
  //   infix operator <~>
  //   protocol Counter {
  //     prefix static func - (operand: Self) -> Self
  //     postfix static func ++ (operand: Self) -> Self
  //     static func - (lhs: Self, rhs: Self) -> Self
  //     static func <~> <T>(lhs: Self, rhs: T) -> Int
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R7CounterP","interfaceLanguage":"swift"},"pathComponents":["Counter"],"names":{"title":"Counter","navigator":[{"kind":"identifier","spelling":"Counter"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Counter"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Counter"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.func.op","displayName":"Operator"},"identifier":{"precise":"s:1R7CounterP1sopyxxFZ","interfaceLanguage":"swift"},"pathComponents":["Counter","-(_:)"],"names":{"title":"-(_:)","subHeading":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"-"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}]},"functionSignature":{"parameters":[{"name":"operand","declarationFragments":[{"kind":"identifier","spelling":"operand"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Self"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"-"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"internalParam","spelling":"operand"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.func.op","displayName":"Operator"},"identifier":{"precise":"s:1R7CounterP2ppoPyxxFZ","interfaceLanguage":"swift"},"pathComponents":["Counter","++(_:)"],"names":{"title":"++(_:)","subHeading":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"++"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}]},"functionSignature":{"parameters":[{"name":"operand","declarationFragments":[{"kind":"identifier","spelling":"operand"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Self"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"++"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"internalParam","spelling":"operand"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.func.op","displayName":"Operator"},"identifier":{"precise":"s:1R7CounterP1soiyxx_xtFZ","interfaceLanguage":"swift"},"pathComponents":["Counter","-(_:_:)"],"names":{"title":"-(_:_:)","subHeading":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"-"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}]},"functionSignature":{"parameters":[{"name":"lhs","declarationFragments":[{"kind":"identifier","spelling":"lhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"}]},{"name":"rhs","declarationFragments":[{"kind":"identifier","spelling":"rhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Self"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"-"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"("},{"kind":"internalParam","spelling":"lhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"internalParam","spelling":"rhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.func.op","displayName":"Operator"},"identifier":{"precise":"s:1R7CounterP3ltgoiySix_qd__tlFZ","interfaceLanguage":"swift"},"pathComponents":["Counter","<~>(_:_:)"],"names":{"title":"<~>(_:_:)","subHeading":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"<~>"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"T"},{"kind":"text","spelling":">("},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"T"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"functionSignature":{"parameters":[{"name":"lhs","declarationFragments":[{"kind":"identifier","spelling":"lhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"}]},{"name":"rhs","declarationFragments":[{"kind":"identifier","spelling":"rhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"T"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"swiftGenerics":{"parameters":[{"name":"T","index":0,"depth":1}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"<~>"},{"kind":"text","spelling":" "},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"T"},{"kind":"text","spelling":">("},{"kind":"internalParam","spelling":"lhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"internalParam","spelling":"rhs"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"T"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R7CounterP1sopyxxFZ","target":"s:1R7CounterP"},
    {"kind":"requirementOf","source":"s:1R7CounterP2ppoPyxxFZ","target":"s:1R7CounterP"},
    {"kind":"requirementOf","source":"s:1R7CounterP1soiyxx_xtFZ","target":"s:1R7CounterP"},
    {"kind":"requirementOf","source":"s:1R7CounterP3ltgoiySix_qd__tlFZ","target":"s:1R7CounterP"}
    ]}
    """#
}
