import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the defaults the generator writes for results the graph shows how to make other than
/// by a plain initializer: a static function, a generic type's argument, an initializer a class
/// inherits, and a static constant.
@Suite struct FactoryDefaultTests {
  private func rendered() throws -> RenderedMocks {
    try renderedMocks(ofGraph: Self.graphJSON)
  }

  @Test func aStaticFunctionWithoutArgumentsMakesItsType() throws {
    #expect(
      try rendered().source.contains(
        "registerInvocation(._events, andReturn: Observable<Int>.empty())"))
  }

  @Test func aThrowingOrConstrainedStaticFunctionIsNotCalled() throws {
    let rendered = try rendered()
    #expect(!rendered.source.contains("Signal<Int>.make()"))
    #expect(!rendered.source.contains("Signal<Int>.repeating()"))
    let trap: String =
      "note: MockFactories.signal() traps when called unstubbed: Signal<Int> has no accessible "
      + "initializer, case, static property or static function to make one from; stub it, or "
      + "give the mock a default with setDefault(_:)"
    let traps: [String] = rendered.unstubbedTraps.map(\.description)
    #expect(traps == [trap])
  }

  @Test func aGenericTypesParameterTakesItsArgumentsValue() throws {
    let source = try rendered().source
    #expect(source.contains("registerInvocation(._done, andReturn: Promise<Void>(value: ()))"))
    #expect(source.contains("registerInvocation(._count, andReturn: Promise<Int>(value: 0))"))
  }

  @Test func aClassThatDeclaresNoInitializerInheritsNSObjectsInit() throws {
    #expect(try rendered().source.contains("registerInvocation(._gadget, andReturn: Gadget())"))
  }

  @Test func aClassWithAFactoryOfItsOwnIsMadeByItNotByAnInheritedInit() throws {
    // NB: `Pooled`'s private `init()` is not in the graph, which shows no initializer of it.
    #expect(
      try rendered().source.contains("registerInvocation(._pooled, andReturn: Pooled.make())"))
  }

  @Test func aStaticConstantOfTheTypeIsItsDefault() throws {
    let rendered = try rendered()
    #expect(rendered.source.contains("registerInvocation(._spacing, andReturn: Spacing.zero)"))
    #expect(rendered.typeDependentMembers.isEmpty)
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal
  // -skip-synthesized-members` for:
  //   import Foundation
  //   public final class Observable<Element>: Sendable {
  //     private init() {}
  //     public static func empty() -> Observable<Element> { Observable() }
  //   }
  //   public final class Signal<Element>: Sendable {
  //     private init() {}
  //     public static func make() throws -> Signal<Element> { Signal() }
  //   }
  //   extension Signal where Element: Equatable {
  //     public static func repeating() -> Signal<Element> { Signal() }
  //   }
  //   public struct Promise<Value> {
  //     public init(value: Value) {}
  //   }
  //   open class Widget: NSObject {}
  //   public final class Gadget: Widget {}
  //   public final class Pooled: Widget {
  //     private override init() {}
  //     public static func make() -> Pooled { Pooled() }
  //   }
  //   public struct Spacing: Sendable {
  //     private init() {}
  //     public static let zero = Spacing()
  //   }
  //   public protocol Factories {
  //     func events() -> Observable<Int>
  //     func signal() -> Signal<Int>
  //     func done() -> Promise<Void>
  //     func count() -> Promise<Int>
  //     func gadget() -> Gadget
  //     func pooled() -> Pooled
  //     func spacing() -> Spacing
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R10ObservableC","interfaceLanguage":"swift"},"pathComponents":["Observable"],"names":{"title":"Observable"},"swiftGenerics":{"parameters":[{"name":"Element","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"final"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Observable"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Element"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.type.method","displayName":"Type Method"},"identifier":{"precise":"s:1R10ObservableC5emptyACyxGyFZ","interfaceLanguage":"swift"},"pathComponents":["Observable","empty()"],"names":{"title":"empty()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Observable","preciseIdentifier":"s:1R10ObservableC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}]},"swiftGenerics":{"parameters":[{"name":"Element","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"empty"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Observable","preciseIdentifier":"s:1R10ObservableC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R6SignalC","interfaceLanguage":"swift"},"pathComponents":["Signal"],"names":{"title":"Signal"},"swiftGenerics":{"parameters":[{"name":"Element","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"final"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Signal"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Element"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.type.method","displayName":"Type Method"},"identifier":{"precise":"s:1R6SignalC4makeACyxGyKFZ","interfaceLanguage":"swift"},"pathComponents":["Signal","make()"],"names":{"title":"make()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}]},"swiftGenerics":{"parameters":[{"name":"Element","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"make"},{"kind":"text","spelling":"() "},{"kind":"keyword","spelling":"throws"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.type.method","displayName":"Type Method"},"identifier":{"precise":"s:1R6SignalCAASQRzlE9repeatingACyxGyFZ","interfaceLanguage":"swift"},"pathComponents":["Signal","repeating()"],"names":{"title":"repeating()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}]},"swiftGenerics":{"parameters":[{"name":"Element","index":0,"depth":0}],"constraints":[{"kind":"conformance","lhs":"Element","rhs":"Equatable","rhsPrecise":"s:SQ"}]},"swiftExtension":{"extendedModule":"R","typeKind":"swift.class","constraints":[{"kind":"conformance","lhs":"Element","rhs":"Equatable","rhsPrecise":"s:SQ"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"repeating"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Element"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.struct","displayName":"Structure"},"identifier":{"precise":"s:1R7PromiseV","interfaceLanguage":"swift"},"pathComponents":["Promise"],"names":{"title":"Promise"},"swiftGenerics":{"parameters":[{"name":"Value","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"struct"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Promise"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Value"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1R7PromiseV5valueACyxGx_tcfc","interfaceLanguage":"swift"},"pathComponents":["Promise","init(value:)"],"names":{"title":"init(value:)"},"functionSignature":{"parameters":[{"name":"value","declarationFragments":[{"kind":"identifier","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Value"}]}]},"swiftGenerics":{"parameters":[{"name":"Value","index":0,"depth":0}]},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Value"},{"kind":"text","spelling":")"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R6WidgetC","interfaceLanguage":"swift"},"pathComponents":["Widget"],"names":{"title":"Widget"},"declarationFragments":[{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Widget"}],"accessLevel":"open"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R6GadgetC","interfaceLanguage":"swift"},"pathComponents":["Gadget"],"names":{"title":"Gadget"},"declarationFragments":[{"kind":"keyword","spelling":"final"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Gadget"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R6PooledC","interfaceLanguage":"swift"},"pathComponents":["Pooled"],"names":{"title":"Pooled"},"declarationFragments":[{"kind":"keyword","spelling":"final"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Pooled"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.type.method","displayName":"Type Method"},"identifier":{"precise":"s:1R6PooledC4makeACyFZ","interfaceLanguage":"swift"},"pathComponents":["Pooled","make()"],"names":{"title":"make()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Pooled","preciseIdentifier":"s:1R6PooledC"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"make"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Pooled","preciseIdentifier":"s:1R6PooledC"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.struct","displayName":"Structure"},"identifier":{"precise":"s:1R7SpacingV","interfaceLanguage":"swift"},"pathComponents":["Spacing"],"names":{"title":"Spacing"},"declarationFragments":[{"kind":"keyword","spelling":"struct"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Spacing"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.type.property","displayName":"Type Property"},"identifier":{"precise":"s:1R7SpacingV4zeroACvpZ","interfaceLanguage":"swift"},"pathComponents":["Spacing","zero"],"names":{"title":"zero"},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"let"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"zero"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Spacing","preciseIdentifier":"s:1R7SpacingV"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R9FactoriesP","interfaceLanguage":"swift"},"pathComponents":["Factories"],"names":{"title":"Factories"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Factories"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP6eventsAA10ObservableCySiGyF","interfaceLanguage":"swift"},"pathComponents":["Factories","events()"],"names":{"title":"events()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Observable","preciseIdentifier":"s:1R10ObservableC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"events"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Observable","preciseIdentifier":"s:1R10ObservableC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP6signalAA6SignalCySiGyF","interfaceLanguage":"swift"},"pathComponents":["Factories","signal()"],"names":{"title":"signal()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"signal"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Signal","preciseIdentifier":"s:1R6SignalC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP4doneAA7PromiseVyytGyF","interfaceLanguage":"swift"},"pathComponents":["Factories","done()"],"names":{"title":"done()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Promise","preciseIdentifier":"s:1R7PromiseV"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":">"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"done"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Promise","preciseIdentifier":"s:1R7PromiseV"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP5countAA7PromiseVySiGyF","interfaceLanguage":"swift"},"pathComponents":["Factories","count()"],"names":{"title":"count()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Promise","preciseIdentifier":"s:1R7PromiseV"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"count"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Promise","preciseIdentifier":"s:1R7PromiseV"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP6gadgetAA6GadgetCyF","interfaceLanguage":"swift"},"pathComponents":["Factories","gadget()"],"names":{"title":"gadget()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Gadget","preciseIdentifier":"s:1R6GadgetC"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"gadget"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Gadget","preciseIdentifier":"s:1R6GadgetC"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP6pooledAA6PooledCyF","interfaceLanguage":"swift"},"pathComponents":["Factories","pooled()"],"names":{"title":"pooled()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Pooled","preciseIdentifier":"s:1R6PooledC"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"pooled"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Pooled","preciseIdentifier":"s:1R6PooledC"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9FactoriesP7spacingAA7SpacingVyF","interfaceLanguage":"swift"},"pathComponents":["Factories","spacing()"],"names":{"title":"spacing()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Spacing","preciseIdentifier":"s:1R7SpacingV"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"spacing"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Spacing","preciseIdentifier":"s:1R7SpacingV"}],"accessLevel":"public"}
    ],
    "relationships":[
    {"kind":"conformsTo","source":"s:1R10ObservableC","target":"s:s8SendableP","targetFallback":"Swift.Sendable"},
    {"kind":"memberOf","source":"s:1R10ObservableC5emptyACyxGyFZ","target":"s:1R10ObservableC"},
    {"kind":"conformsTo","source":"s:1R6SignalC","target":"s:s8SendableP","targetFallback":"Swift.Sendable"},
    {"kind":"memberOf","source":"s:1R6SignalC4makeACyxGyKFZ","target":"s:1R6SignalC"},
    {"kind":"memberOf","source":"s:1R6SignalCAASQRzlE9repeatingACyxGyFZ","target":"s:1R6SignalC"},
    {"kind":"memberOf","source":"s:1R7PromiseV5valueACyxGx_tcfc","target":"s:1R7PromiseV"},
    {"kind":"conformsTo","source":"s:1R6WidgetC","target":"s:10Foundation16NSObjectProtocolP","targetFallback":"Foundation.NSObjectProtocol"},
    {"kind":"conformsTo","source":"s:1R6WidgetC","target":"s:SQ","targetFallback":"Swift.Equatable"},
    {"kind":"conformsTo","source":"s:1R6WidgetC","target":"s:SH","targetFallback":"Swift.Hashable"},
    {"kind":"conformsTo","source":"s:1R6WidgetC","target":"s:s28CustomDebugStringConvertibleP","targetFallback":"Swift.CustomDebugStringConvertible"},
    {"kind":"conformsTo","source":"s:1R6WidgetC","target":"s:s23CustomStringConvertibleP","targetFallback":"Swift.CustomStringConvertible"},
    {"kind":"inheritsFrom","source":"s:1R6WidgetC","target":"s:10Foundation8NSObjectC","targetFallback":"Foundation.NSObject"},
    {"kind":"conformsTo","source":"s:1R6GadgetC","target":"s:10Foundation16NSObjectProtocolP","targetFallback":"Foundation.NSObjectProtocol"},
    {"kind":"conformsTo","source":"s:1R6GadgetC","target":"s:SQ","targetFallback":"Swift.Equatable"},
    {"kind":"conformsTo","source":"s:1R6GadgetC","target":"s:SH","targetFallback":"Swift.Hashable"},
    {"kind":"conformsTo","source":"s:1R6GadgetC","target":"s:s28CustomDebugStringConvertibleP","targetFallback":"Swift.CustomDebugStringConvertible"},
    {"kind":"conformsTo","source":"s:1R6GadgetC","target":"s:s23CustomStringConvertibleP","targetFallback":"Swift.CustomStringConvertible"},
    {"kind":"inheritsFrom","source":"s:1R6GadgetC","target":"s:1R6WidgetC"},
    {"kind":"conformsTo","source":"s:1R6PooledC","target":"s:10Foundation16NSObjectProtocolP","targetFallback":"Foundation.NSObjectProtocol"},
    {"kind":"conformsTo","source":"s:1R6PooledC","target":"s:SQ","targetFallback":"Swift.Equatable"},
    {"kind":"conformsTo","source":"s:1R6PooledC","target":"s:SH","targetFallback":"Swift.Hashable"},
    {"kind":"conformsTo","source":"s:1R6PooledC","target":"s:s28CustomDebugStringConvertibleP","targetFallback":"Swift.CustomDebugStringConvertible"},
    {"kind":"conformsTo","source":"s:1R6PooledC","target":"s:s23CustomStringConvertibleP","targetFallback":"Swift.CustomStringConvertible"},
    {"kind":"inheritsFrom","source":"s:1R6PooledC","target":"s:1R6WidgetC"},
    {"kind":"memberOf","source":"s:1R6PooledC4makeACyFZ","target":"s:1R6PooledC"},
    {"kind":"conformsTo","source":"s:1R7SpacingV","target":"s:s8SendableP","targetFallback":"Swift.Sendable"},
    {"kind":"memberOf","source":"s:1R7SpacingV4zeroACvpZ","target":"s:1R7SpacingV"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP6eventsAA10ObservableCySiGyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP6signalAA6SignalCySiGyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP4doneAA7PromiseVyytGyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP5countAA7PromiseVySiGyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP6gadgetAA6GadgetCyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP6pooledAA6PooledCyF","target":"s:1R9FactoriesP"},
    {"kind":"requirementOf","source":"s:1R9FactoriesP7spacingAA7SpacingVyF","target":"s:1R9FactoriesP"}
    ]}
    """#
}
