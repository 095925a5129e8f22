import Foundation
import Testing

@testable import MockSixGenerator

/// Checks that a function-type attribute a graph drops (`@convention(block)` on Linux's
/// `swift-symbolgraph-extract`, `@isolated(any)` on `swiftc -emit-symbol-graph`) is restored from
/// the requirement's mangled name, so that the mock conforms.
@Suite struct DroppedFunctionAttributeTests {
  private func rendered() throws -> RenderedMocks {
    try renderedMocks(ofGraph: Self.graphJSON)
  }

  @Test func aBlockConventionTheGraphDroppedIsRestored() throws {
    let source = try rendered().source
    #expect(source.contains("func async(execute work: @escaping @convention(block) () -> Void)"))
  }

  @Test func anIsolatedAnyTheGraphDroppedIsRestored() throws {
    let source = try rendered().source
    #expect(
      source.contains(
        "func addTask(operation: @escaping @isolated(any) @Sendable () async -> Void)"))
  }

  @Test func aTypeNamedLikeAnAttributesManglingAddsNothing() throws {
    // NB: `XLarge` mangles as `6XLarge`, an identifier the reader skips rather than `XL`.
    let source = try rendered().source
    #expect(source.contains("func report(_ size: XLarge, done: @escaping () -> Void)"))
  }

  // The graph of `swift-symbolgraph-extract` on Linux for the module below, which drops
  // `@convention(block)`; `@isolated(any)` taken out as `swiftc -emit-symbol-graph` drops it:
  //   public struct XLarge {}
  //   public protocol Queueing: AnyObject {
  //     func async(execute work: @escaping @convention(block) () -> Void)
  //     func addTask(operation: @isolated(any) @escaping @Sendable () async -> Void)
  //     func report(_ size: XLarge, done: @escaping () -> Void)
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"Q","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.struct","displayName":"Structure"},"identifier":{"precise":"s:1Q6XLargeV","interfaceLanguage":"swift"},"pathComponents":["XLarge"],"names":{"title":"XLarge","navigator":[{"kind":"identifier","spelling":"XLarge"}],"subHeading":[{"kind":"keyword","spelling":"struct"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"XLarge"}]},"declarationFragments":[{"kind":"keyword","spelling":"struct"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"XLarge"}],"accessLevel":"public","location":{"uri":"file:///tmp/w/attr/Q.swift","position":{"line":0,"character":14}}},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1Q8QueueingP","interfaceLanguage":"swift"},"pathComponents":["Queueing"],"names":{"title":"Queueing","navigator":[{"kind":"identifier","spelling":"Queueing"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Queueing"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Queueing"},{"kind":"text","spelling":" : AnyObject"}],"accessLevel":"public","location":{"uri":"file:///tmp/w/attr/Q.swift","position":{"line":1,"character":16}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1Q8QueueingP5async7executeyyyXL_tF","interfaceLanguage":"swift"},"pathComponents":["Queueing","async(execute:)"],"names":{"title":"async(execute:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"async"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"execute"},{"kind":"text","spelling":": () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"execute","internalName":"work","declarationFragments":[{"kind":"identifier","spelling":"work"},{"kind":"text","spelling":": () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"async"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"execute"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"work"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping "},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}],"accessLevel":"public","location":{"uri":"file:///tmp/w/attr/Q.swift","position":{"line":2,"character":7}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1Q8QueueingP7addTask9operationyyyYaYbYAc_tF","interfaceLanguage":"swift"},"pathComponents":["Queueing","addTask(operation:)"],"names":{"title":"addTask(operation:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"addTask"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"operation"},{"kind":"text","spelling":": () "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"operation","declarationFragments":[{"kind":"identifier","spelling":"operation"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@Sendable"},{"kind":"text","spelling":" () "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"addTask"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"operation"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping "},{"kind":"attribute","spelling":"@Sendable"},{"kind":"text","spelling":" () "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}],"accessLevel":"public","location":{"uri":"file:///tmp/w/attr/Q.swift","position":{"line":3,"character":7}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1Q8QueueingP6report_4doneyAA6XLargeV_yyctF","interfaceLanguage":"swift"},"pathComponents":["Queueing","report(_:done:)"],"names":{"title":"report(_:done:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"report"},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"XLarge","preciseIdentifier":"s:1Q6XLargeV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"done"},{"kind":"text","spelling":": () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"size","declarationFragments":[{"kind":"identifier","spelling":"size"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"XLarge","preciseIdentifier":"s:1Q6XLargeV"}]},{"name":"done","declarationFragments":[{"kind":"identifier","spelling":"done"},{"kind":"text","spelling":": () -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"report"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"size"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"XLarge","preciseIdentifier":"s:1Q6XLargeV"},{"kind":"text","spelling":", "},{"kind":"externalParam","spelling":"done"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping "},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}],"accessLevel":"public","location":{"uri":"file:///tmp/w/attr/Q.swift","position":{"line":4,"character":7}}}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1Q8QueueingP5async7executeyyyXL_tF","target":"s:1Q8QueueingP"},
    {"kind":"requirementOf","source":"s:1Q8QueueingP7addTask9operationyyyYaYbYAc_tF","target":"s:1Q8QueueingP"},
    {"kind":"requirementOf","source":"s:1Q8QueueingP6report_4doneyAA6XLargeV_yyctF","target":"s:1Q8QueueingP"}
    ]}
    """#
}
