import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the default the generator writes for a type made by an initializer generic over its
/// argument, such as NIO's `NIOAny.init<T>(_ value: T)`.
@Suite struct GenericInitializerDefaultTests {
  @Test func anUnconstrainedGenericParameterIsFilledWithVoid() throws {
    let graph = try SymbolGraphLoader.decode(Data(Self.tinyGraphJSON.utf8))
    let rendered = try MockRenderer().render(graph)
    #expect(rendered.source.contains("andReturn: Box(())"))
  }

  @Test func aConstrainedGenericParameterIsNotFilled() throws {
    let graph = try SymbolGraphLoader.decode(Data(Self.tinyGraphJSON.utf8))
    let rendered = try MockRenderer().render(graph)
    // NB: `Pair` is a struct, which MockSix makes from its stored properties when it can.
    let notes = rendered.typeDependentMembers.map(\.description)
    #expect(notes.count == 1)
    #expect(notes.allSatisfy { $0.contains("MockBoxing.pair() may trap") })
    #expect(!rendered.source.contains("Pair(())"))
  }

  // The graph of `swiftc -emit-symbol-graph` for:
  //   public struct Box { public init<T>(_ value: T) {} }
  //   public struct Pair { public init<T: Equatable>(_ value: T) {} }
  //   public protocol Boxing {
  //     func box() -> Box
  //     func pair() -> Pair
  //   }
  private static let tinyGraphJSON = #"""
    {
     "metadata": {
      "formatVersion": {
       "major": 0,
       "minor": 6,
       "patch": 0
      },
      "generator": "Swift version 6.3.1 (swift-6.3.1-RELEASE)"
     },
     "module": {
      "name": "Tiny",
      "platform": {
       "architecture": "x86_64",
       "environment": "gnu",
       "vendor": "unknown",
       "operatingSystem": {
        "name": "linux"
       }
      }
     },
     "symbols": [
      {
       "kind": {
        "identifier": "swift.struct",
        "displayName": "Structure"
       },
       "identifier": {
        "precise": "s:4Tiny3BoxV",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Box"
       ],
       "names": {
        "title": "Box"
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "struct"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "Box"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.init",
        "displayName": "Initializer"
       },
       "identifier": {
        "precise": "s:4Tiny3BoxVyACxclufc",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Box",
        "init(_:)"
       ],
       "names": {
        "title": "init(_:)"
       },
       "functionSignature": {
        "parameters": [
         {
          "name": "value",
          "declarationFragments": [
           {
            "kind": "identifier",
            "spelling": "value"
           },
           {
            "kind": "text",
            "spelling": ": "
           },
           {
            "kind": "typeIdentifier",
            "spelling": "T",
            "preciseIdentifier": "s:4Tiny3BoxVyACxclufc1TL_xmfp"
           }
          ]
         }
        ]
       },
       "swiftGenerics": {
        "parameters": [
         {
          "name": "T",
          "index": 0,
          "depth": 0
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "init"
        },
        {
         "kind": "text",
         "spelling": "<"
        },
        {
         "kind": "genericParameter",
         "spelling": "T"
        },
        {
         "kind": "text",
         "spelling": ">("
        },
        {
         "kind": "externalParam",
         "spelling": "_"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "internalParam",
         "spelling": "value"
        },
        {
         "kind": "text",
         "spelling": ": "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "T",
         "preciseIdentifier": "s:4Tiny3BoxVyACxclufc1TL_xmfp"
        },
        {
         "kind": "text",
         "spelling": ")"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.struct",
        "displayName": "Structure"
       },
       "identifier": {
        "precise": "s:4Tiny4PairV",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Pair"
       ],
       "names": {
        "title": "Pair"
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "struct"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "Pair"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.init",
        "displayName": "Initializer"
       },
       "identifier": {
        "precise": "s:4Tiny4PairVyACxcSQRzlufc",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Pair",
        "init(_:)"
       ],
       "names": {
        "title": "init(_:)"
       },
       "functionSignature": {
        "parameters": [
         {
          "name": "value",
          "declarationFragments": [
           {
            "kind": "identifier",
            "spelling": "value"
           },
           {
            "kind": "text",
            "spelling": ": "
           },
           {
            "kind": "typeIdentifier",
            "spelling": "T",
            "preciseIdentifier": "s:4Tiny4PairVyACxcSQRzlufc1TL_xmfp"
           }
          ]
         }
        ]
       },
       "swiftGenerics": {
        "parameters": [
         {
          "name": "T",
          "index": 0,
          "depth": 0
         }
        ],
        "constraints": [
         {
          "kind": "conformance",
          "lhs": "T",
          "rhs": "Equatable",
          "rhsPrecise": "s:SQ"
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "init"
        },
        {
         "kind": "text",
         "spelling": "<"
        },
        {
         "kind": "genericParameter",
         "spelling": "T"
        },
        {
         "kind": "text",
         "spelling": ">("
        },
        {
         "kind": "externalParam",
         "spelling": "_"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "internalParam",
         "spelling": "value"
        },
        {
         "kind": "text",
         "spelling": ": "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "T",
         "preciseIdentifier": "s:4Tiny4PairVyACxcSQRzlufc1TL_xmfp"
        },
        {
         "kind": "text",
         "spelling": ") "
        },
        {
         "kind": "keyword",
         "spelling": "where"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "T"
        },
        {
         "kind": "text",
         "spelling": " : "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Equatable",
         "preciseIdentifier": "s:SQ"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.protocol",
        "displayName": "Protocol"
       },
       "identifier": {
        "precise": "s:4Tiny6BoxingP",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Boxing"
       ],
       "names": {
        "title": "Boxing"
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "protocol"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "Boxing"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.method",
        "displayName": "Instance Method"
       },
       "identifier": {
        "precise": "s:4Tiny6BoxingP3boxAA3BoxVyF",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Boxing",
        "box()"
       ],
       "names": {
        "title": "box()"
       },
       "functionSignature": {
        "returns": [
         {
          "kind": "typeIdentifier",
          "spelling": "Box",
          "preciseIdentifier": "s:4Tiny3BoxV"
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "func"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "box"
        },
        {
         "kind": "text",
         "spelling": "() -> "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Box",
         "preciseIdentifier": "s:4Tiny3BoxV"
        }
       ],
       "accessLevel": "public"
      },
      {
       "kind": {
        "identifier": "swift.method",
        "displayName": "Instance Method"
       },
       "identifier": {
        "precise": "s:4Tiny6BoxingP4pairAA4PairVyF",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Boxing",
        "pair()"
       ],
       "names": {
        "title": "pair()"
       },
       "functionSignature": {
        "returns": [
         {
          "kind": "typeIdentifier",
          "spelling": "Pair",
          "preciseIdentifier": "s:4Tiny4PairV"
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "func"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "pair"
        },
        {
         "kind": "text",
         "spelling": "() -> "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Pair",
         "preciseIdentifier": "s:4Tiny4PairV"
        }
       ],
       "accessLevel": "public"
      }
     ],
     "relationships": [
      {
       "kind": "memberOf",
       "source": "s:4Tiny3BoxVyACxclufc",
       "target": "s:4Tiny3BoxV"
      },
      {
       "kind": "memberOf",
       "source": "s:4Tiny4PairVyACxcSQRzlufc",
       "target": "s:4Tiny4PairV"
      },
      {
       "kind": "requirementOf",
       "source": "s:4Tiny6BoxingP3boxAA3BoxVyF",
       "target": "s:4Tiny6BoxingP"
      },
      {
       "kind": "requirementOf",
       "source": "s:4Tiny6BoxingP4pairAA4PairVyF",
       "target": "s:4Tiny6BoxingP"
      }
     ]
    }
    """#
}
