import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mock of a method that takes a closure isolated to a global actor.
@Suite struct GlobalActorClosureTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aNonEscapingMainActorClosureIsLoggedAsAPlaceholder() throws {
    // NB: Passed as an argument to log, it did not compile (no exact matches in call to
    //     instance method 'registerAsyncInvocation'). Not `@Sendable` in a module built in Swift
    //     5 mode, its type cannot be spelled in Swift 6 mode, where `@isolated(any)` matches it
    //     (Element X's TimelineProxyProtocol).
    let source = try source()
    #expect(
      source.contains(
        "  func send(url: URL, requestHandle: @isolated(any) (Int) -> Void) async -> Bool {\n"))
    #expect(source.contains("args: url as Any?, \"<non-escaping closure>\")"))
  }

  @Test func anEscapingClosureThatIsNotSendableIsMetWithAGenericParameter() throws {
    // NB: A module built in Swift 5 mode declares `@MainActor () -> Void` non-Sendable, which
    //     Swift 6 mode infers Sendable and cannot spell otherwise: a member of that spelling got
    //     "sendability of function types in instance method 'schedule' does not match requirement
    //     in protocol 'Sender'", an error in Swift 6 and a warning after `@preconcurrency import`
    //     (GRDB's ValueObservationMainActorScheduler, Element X's TimelineProxyProtocol).
    let source = try source()
    #expect(
      source.contains(
        """
          @available(*, deprecated, message: "a closure passed to or returned by the mock itself has another type, which traps; call it through the protocol, as the code under test does")
          func schedule<MockSixF0>(_ action: MockSixF0) {
            let action = _mockSixSendableFunction(action, as: (@MainActor () -> Void).self, in: "MockSender.schedule(_:)")
            registerInvocation(._schedule, args: action)
          }
        """))
    #expect(source.contains("\n@testable import R\n"))
    #expect(!source.contains("@preconcurrency"))
  }

  @Test func aMethodsResultThatIsNotSendableIsAGenericParameter() throws {
    // NB: A generic result matches the requirement's result too; the body turns the answer, of
    //     the type the typed ID names, into it.
    let source = try renderedMocks(ofGraph: Self.resultGraphJSON).source
    #expect(
      source.contains(
        """
          func handler<MockSixR>() -> MockSixR {
            let mockSixResult: @MainActor () -> Void = registerInvocation(._handler, andReturn: { } as @MainActor () -> Void)
            return _mockSixSendableFunction(mockSixResult, as: MockSixR.self, in: "MockSender.handler()")
          }
        """))
  }

  @Test func aPropertyThatIsNotSendableImportsItsModulePreconcurrency() throws {
    // NB: A property cannot be generic; the attribute on the import lets it match, with a
    //     warning.
    let source = try renderedMocks(ofGraph: Self.resultGraphJSON).source
    #expect(source.contains("\n@preconcurrency @testable import R\n"))
    #expect(source.contains("  var current: (@MainActor () -> Void)? {\n"))
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for:
  //   import Foundation
  //   protocol Sender {
  //     func send(url: URL, requestHandle: @MainActor (Int) -> Void) async -> Bool
  //     func schedule(_ action: @escaping @MainActor () -> Void)
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6SenderP","interfaceLanguage":"swift"},"pathComponents":["Sender"],"names":{"title":"Sender","navigator":[{"kind":"identifier","spelling":"Sender"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Sender"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Sender"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6SenderP4send3url13requestHandleSb20FoundationEssentials3URLV_ySiScMYcXEtYaF","interfaceLanguage":"swift"},"pathComponents":["Sender","send(url:requestHandle:)"],"names":{"title":"send(url:requestHandle:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"send"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"url"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"URL","preciseIdentifier":"s:20FoundationEssentials3URLV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"requestHandle"},{"kind":"text","spelling":": ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":") "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"}]},"functionSignature":{"parameters":[{"name":"url","declarationFragments":[{"kind":"identifier","spelling":"url"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"URL","preciseIdentifier":"s:20FoundationEssentials3URLV"}]},{"name":"requestHandle","declarationFragments":[{"kind":"identifier","spelling":"requestHandle"},{"kind":"text","spelling":": @"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"send"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"url"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"URL","preciseIdentifier":"s:20FoundationEssentials3URLV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"requestHandle"},{"kind":"text","spelling":": @"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":") "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6SenderP8scheduleyyyyScMYccF","interfaceLanguage":"swift"},"pathComponents":["Sender","schedule(_:)"],"names":{"title":"schedule(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"schedule"},{"kind":"text","spelling":"(() -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"action","declarationFragments":[{"kind":"identifier","spelling":"action"},{"kind":"text","spelling":": @"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"schedule"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"action"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping "},{"kind":"text","spelling":"@"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R6SenderP4send3url13requestHandleSb20FoundationEssentials3URLV_ySiScMYcXEtYaF","target":"s:1R6SenderP"},
    {"kind":"requirementOf","source":"s:1R6SenderP8scheduleyyyyScMYccF","target":"s:1R6SenderP"}
    ]}
    """#

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for, in Swift 5 mode:
  //   protocol Sender {
  //     func handler() -> @MainActor () -> Void
  //     var current: (@MainActor () -> Void)? { get }
  //   }
  private static let resultGraphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6SenderP","interfaceLanguage":"swift"},"pathComponents":["Sender"],"names":{"title":"Sender","navigator":[{"kind":"identifier","spelling":"Sender"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Sender"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Sender"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6SenderP7handleryyScMYccyF","interfaceLanguage":"swift"},"pathComponents":["Sender","handler()"],"names":{"title":"handler()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"handler"},{"kind":"text","spelling":"() -> () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]},"functionSignature":{"returns":[{"kind":"text","spelling":"@"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"handler"},{"kind":"text","spelling":"() -> @"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R6SenderP7currentyyScMYccSgvp","interfaceLanguage":"swift"},"pathComponents":["Sender","current"],"names":{"title":"current","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"current"},{"kind":"text","spelling":": (() -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")?"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"current"},{"kind":"text","spelling":": (@"},{"kind":"typeIdentifier","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")? { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R6SenderP7handleryyScMYccyF","target":"s:1R6SenderP"},
    {"kind":"requirementOf","source":"s:1R6SenderP7currentyyScMYccSgvp","target":"s:1R6SenderP"}
    ]}
    """#
}
