import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mock of a protocol whose requirements have default implementations, as SwiftNIO's
/// `ChannelInboundHandler` has: mocked by default, left to the defaults when asked.
@Suite struct DefaultImplementationTests {
  private func source(keepingDefaults: Bool) throws -> String {
    try MockRenderer(keepsDefaultImplementations: keepingDefaults)
      .render(SymbolGraphLoader.decode(Data(Self.graphJSON.utf8))).source
  }

  @Test func requirementsWithDefaultsAreMockedByDefault() throws {
    let source = try source(keepingDefaults: false)
    for member in ["channelRead(context: Context, data: Int)", "unwrap(_ data: Int)", "custom()"] {
      #expect(source.contains("  func \(member)"))
    }
  }

  @Test func askedToKeepDefaultsTheMockInheritsThem() throws {
    let source = try source(keepingDefaults: true)
    #expect(!source.contains("func channelRead("))
    #expect(!source.contains("func unwrap("))
    #expect(!source.contains("case _channelRead"))
    #expect(source.contains("  func custom() {"))
  }

  @Test func aDefaultOfAConstrainedExtensionIsNotKept() throws {
    #expect(try source(keepingDefaults: true).contains("  func onlyForEquatable() {"))
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal
  // -skip-synthesized-members` for:
  //   struct Context { public func fire(_ data: Int) {} }
  //   protocol Handler: AnyObject {
  //     associatedtype InboundIn
  //     func channelRead(context: Context, data: Int)
  //     func unwrap(_ data: Int) -> InboundIn
  //     func custom()
  //     func onlyForEquatable()
  //   }
  //   extension Handler {
  //     func channelRead(context: Context, data: Int) { context.fire(data) }
  //     func unwrap(_ data: Int) -> InboundIn { fatalError() }
  //   }
  //   extension Handler where InboundIn: Equatable {
  //     func onlyForEquatable() {}
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"D","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.struct","displayName":"Structure"},"identifier":{"precise":"s:1D7ContextV","interfaceLanguage":"swift"},"pathComponents":["Context"],"names":{"title":"Context"},"declarationFragments":[{"kind":"keyword","spelling":"struct"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Context"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7ContextV4fireyySiF","interfaceLanguage":"swift"},"pathComponents":["Context","fire(_:)"],"names":{"title":"fire(_:)"},"functionSignature":{"parameters":[{"name":"data","declarationFragments":[{"kind":"identifier","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"fire"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":")"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1D7ContextVACycfc","interfaceLanguage":"swift"},"pathComponents":["Context","init()"],"names":{"title":"init()"},"functionSignature":{},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1D7HandlerP","interfaceLanguage":"swift"},"pathComponents":["Handler"],"names":{"title":"Handler"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Handler"},{"kind":"text","spelling":" : AnyObject"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1D7HandlerP9InboundInQa","interfaceLanguage":"swift"},"pathComponents":["Handler","InboundIn"],"names":{"title":"InboundIn"},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"InboundIn"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerP11channelRead7context4datayAA7ContextV_SitF","interfaceLanguage":"swift"},"pathComponents":["Handler","channelRead(context:data:)"],"names":{"title":"channelRead(context:data:)"},"functionSignature":{"parameters":[{"name":"context","declarationFragments":[{"kind":"identifier","spelling":"context"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Context","preciseIdentifier":"s:1D7ContextV"}]},{"name":"data","declarationFragments":[{"kind":"identifier","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"channelRead"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"context"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Context","preciseIdentifier":"s:1D7ContextV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":")"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerP6unwrapy9InboundInQzSiF","interfaceLanguage":"swift"},"pathComponents":["Handler","unwrap(_:)"],"names":{"title":"unwrap(_:)"},"functionSignature":{"parameters":[{"name":"data","declarationFragments":[{"kind":"identifier","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"InboundIn","preciseIdentifier":"s:1D7HandlerP9InboundInQa"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"unwrap"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"InboundIn","preciseIdentifier":"s:1D7HandlerP9InboundInQa"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerP6customyyF","interfaceLanguage":"swift"},"pathComponents":["Handler","custom()"],"names":{"title":"custom()"},"functionSignature":{"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"custom"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerP16onlyForEquatableyyF","interfaceLanguage":"swift"},"pathComponents":["Handler","onlyForEquatable()"],"names":{"title":"onlyForEquatable()"},"functionSignature":{"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"onlyForEquatable"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerPAAE11channelRead7context4datayAA7ContextV_SitF","interfaceLanguage":"swift"},"pathComponents":["Handler","channelRead(context:data:)"],"names":{"title":"channelRead(context:data:)"},"functionSignature":{"parameters":[{"name":"context","declarationFragments":[{"kind":"identifier","spelling":"context"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Context","preciseIdentifier":"s:1D7ContextV"}]},{"name":"data","declarationFragments":[{"kind":"identifier","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"text","spelling":"()"}]},"swiftExtension":{"extendedModule":"D","typeKind":"swift.protocol"},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"channelRead"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"context"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Context","preciseIdentifier":"s:1D7ContextV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":")"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerPAAE6unwrapy9InboundInQzSiF","interfaceLanguage":"swift"},"pathComponents":["Handler","unwrap(_:)"],"names":{"title":"unwrap(_:)"},"functionSignature":{"parameters":[{"name":"data","declarationFragments":[{"kind":"identifier","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"InboundIn","preciseIdentifier":"s:1D7HandlerP9InboundInQa"}]},"swiftExtension":{"extendedModule":"D","typeKind":"swift.protocol"},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"unwrap"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"data"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"InboundIn","preciseIdentifier":"s:1D7HandlerP9InboundInQa"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1D7HandlerPAASQ9InboundInRpzrlE16onlyForEquatableyyF","interfaceLanguage":"swift"},"pathComponents":["Handler","onlyForEquatable()"],"names":{"title":"onlyForEquatable()"},"functionSignature":{"returns":[{"kind":"text","spelling":"()"}]},"swiftGenerics":{"constraints":[{"kind":"conformance","lhs":"Self.InboundIn","rhs":"Equatable","rhsPrecise":"s:SQ"}]},"swiftExtension":{"extendedModule":"D","typeKind":"swift.protocol","constraints":[{"kind":"conformance","lhs":"Self.InboundIn","rhs":"Equatable","rhsPrecise":"s:SQ"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"onlyForEquatable"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"conformsTo","source":"s:1D7ContextV","target":"s:s8SendableP","targetFallback":"Swift.Sendable"},
    {"kind":"conformsTo","source":"s:1D7ContextV","target":"s:s15BitwiseCopyableP","targetFallback":"Swift.BitwiseCopyable"},
    {"kind":"memberOf","source":"s:1D7ContextV4fireyySiF","target":"s:1D7ContextV"},
    {"kind":"memberOf","source":"s:1D7ContextVACycfc","target":"s:1D7ContextV"},
    {"kind":"requirementOf","source":"s:1D7HandlerP9InboundInQa","target":"s:1D7HandlerP"},
    {"kind":"requirementOf","source":"s:1D7HandlerP11channelRead7context4datayAA7ContextV_SitF","target":"s:1D7HandlerP"},
    {"kind":"requirementOf","source":"s:1D7HandlerP6unwrapy9InboundInQzSiF","target":"s:1D7HandlerP"},
    {"kind":"requirementOf","source":"s:1D7HandlerP6customyyF","target":"s:1D7HandlerP"},
    {"kind":"requirementOf","source":"s:1D7HandlerP16onlyForEquatableyyF","target":"s:1D7HandlerP"},
    {"kind":"defaultImplementationOf","source":"s:1D7HandlerPAAE11channelRead7context4datayAA7ContextV_SitF","target":"s:1D7HandlerP11channelRead7context4datayAA7ContextV_SitF"},
    {"kind":"defaultImplementationOf","source":"s:1D7HandlerPAAE6unwrapy9InboundInQzSiF","target":"s:1D7HandlerP6unwrapy9InboundInQzSiF"},
    {"kind":"defaultImplementationOf","source":"s:1D7HandlerPAASQ9InboundInRpzrlE16onlyForEquatableyyF","target":"s:1D7HandlerP16onlyForEquatableyyF"}
    ]}
    """#
}
