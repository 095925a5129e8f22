import Foundation
import Testing

@testable import MockSixGenerator

/// Checks that a mock's `init()` overrides its superclass's designated `init()`.
@Suite struct SuperclassInitializerTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func initOverridesTheSuperclassesDesignatedInit() throws {
    let source = try source()
    for name in ["MockBased", "MockBridge"] {
      #expect(try mockClass(name, in: source).contains("  override init() {\n    super.init()\n"))
    }
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for:
  //   import Foundation
  //   class Base { init() {} }
  //   protocol Based: Base { init() }
  //   protocol Bridge: NSObjectProtocol { init() }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R4BaseC","interfaceLanguage":"swift"},"pathComponents":["Base"],"names":{"title":"Base","navigator":[{"kind":"identifier","spelling":"Base"}],"subHeading":[{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Base"}]},"declarationFragments":[{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Base"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1R4BaseCACycfc","interfaceLanguage":"swift"},"pathComponents":["Base","init()"],"names":{"title":"init()","subHeading":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}]},"functionSignature":{},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R5BasedP","interfaceLanguage":"swift"},"pathComponents":["Based"],"names":{"title":"Based","navigator":[{"kind":"identifier","spelling":"Based"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Based"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Based"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"Base","preciseIdentifier":"s:1R4BaseC"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1R5BasedPxycfc","interfaceLanguage":"swift"},"pathComponents":["Based","init()"],"names":{"title":"init()","subHeading":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}]},"functionSignature":{},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6BridgeP","interfaceLanguage":"swift"},"pathComponents":["Bridge"],"names":{"title":"Bridge","navigator":[{"kind":"identifier","spelling":"Bridge"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Bridge"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Bridge"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"NSObjectProtocol","preciseIdentifier":"s:10Foundation16NSObjectProtocolP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1R6BridgePxycfc","interfaceLanguage":"swift"},"pathComponents":["Bridge","init()"],"names":{"title":"init()","subHeading":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}]},"functionSignature":{},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"memberOf","source":"s:1R4BaseCACycfc","target":"s:1R4BaseC"},
    {"kind":"inheritsFrom","source":"s:1R5BasedP","target":"s:1R4BaseC"},
    {"kind":"requirementOf","source":"s:1R5BasedPxycfc","target":"s:1R5BasedP"},
    {"kind":"conformsTo","source":"s:1R6BridgeP","target":"s:10Foundation16NSObjectProtocolP","targetFallback":"Foundation.NSObjectProtocol"},
    {"kind":"requirementOf","source":"s:1R6BridgePxycfc","target":"s:1R6BridgeP"}
    ]}
    """#
}
