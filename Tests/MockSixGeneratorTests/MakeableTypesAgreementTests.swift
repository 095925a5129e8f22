import Foundation
import Testing

@testable import MockSix
@testable import MockSixGenerator

/// Checks what the generator leaves to MockSix against MockSix's own table of makeable types.
@Suite struct MakeableTypesAgreementTests {
  @Test func theGeneratorLeavesToMockSixExactlyTheTypesItsTableMakes() {
    let table = Set(
      MakeableTypes.names + MakeableTypes.emptyWrapperNames + MakeableTypes.finishedStreamNames
        + MakeableTypes.madeUpExistentialNames)
    #expect(DefaultValueFinder.runtimeTypeNames == table)
  }

  /// `Plain` has the `init(from:)` Swift synthesizes; `Own` writes its own; MockSix makes an
  /// empty `AnyCollection` by itself.
  @Test func onlyAnInitFromOfItsOwnMayTrap() throws {
    let graph = try SymbolGraphLoader.decode(Data(Self.tinyGraphJSON.utf8))
    let rendered = try MockRenderer().render(graph)
    #expect(rendered.unstubbedTraps.isEmpty)
    let notes = rendered.typeDependentMembers.map(\.description)
    #expect(notes.count == 1)
    #expect(
      notes.allSatisfy { $0.contains("MockLoader.own()") && $0.contains("Own decodes itself") })
  }

  // The graph of `swiftc -emit-symbol-graph` for:
  //   public struct Plain: Codable { public var name: String }
  //   public struct Own: Decodable {
  //     public var name: String
  //     public init(from decoder: any Decoder) throws { name = "" }
  //   }
  //   public protocol Loader {
  //     func plain() -> Plain
  //     func own() -> Own
  //     func all() -> AnyCollection<String>
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
        "precise": "s:4Tiny5PlainV",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Plain"
       ],
       "names": {
        "title": "Plain",
        "navigator": [
         {
          "kind": "identifier",
          "spelling": "Plain"
         }
        ],
        "subHeading": [
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
          "spelling": "Plain"
         }
        ]
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
         "spelling": "Plain"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 0,
         "character": 14
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.property",
        "displayName": "Instance Property"
       },
       "identifier": {
        "precise": "s:4Tiny5PlainV4nameSSvp",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Plain",
        "name"
       ],
       "names": {
        "title": "name",
        "subHeading": [
         {
          "kind": "keyword",
          "spelling": "var"
         },
         {
          "kind": "text",
          "spelling": " "
         },
         {
          "kind": "identifier",
          "spelling": "name"
         },
         {
          "kind": "text",
          "spelling": ": "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "String",
          "preciseIdentifier": "s:SS"
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "var"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "name"
        },
        {
         "kind": "text",
         "spelling": ": "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "String",
         "preciseIdentifier": "s:SS"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 0,
         "character": 42
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.init",
        "displayName": "Initializer"
       },
       "identifier": {
        "precise": "s:4Tiny5PlainV4fromACs7Decoder_p_tKcfc",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Plain",
        "init(from:)"
       ],
       "names": {
        "title": "init(from:)",
        "subHeading": [
         {
          "kind": "keyword",
          "spelling": "init"
         },
         {
          "kind": "text",
          "spelling": "("
         },
         {
          "kind": "externalParam",
          "spelling": "from"
         },
         {
          "kind": "text",
          "spelling": ": any "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "Decoder",
          "preciseIdentifier": "s:s7DecoderP"
         },
         {
          "kind": "text",
          "spelling": ") "
         },
         {
          "kind": "keyword",
          "spelling": "throws"
         }
        ]
       },
       "functionSignature": {
        "parameters": [
         {
          "name": "from",
          "internalName": "decoder",
          "declarationFragments": [
           {
            "kind": "identifier",
            "spelling": "decoder"
           },
           {
            "kind": "text",
            "spelling": ": any "
           },
           {
            "kind": "typeIdentifier",
            "spelling": "Decoder",
            "preciseIdentifier": "s:s7DecoderP"
           }
          ]
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
         "spelling": "("
        },
        {
         "kind": "externalParam",
         "spelling": "from"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "internalParam",
         "spelling": "decoder"
        },
        {
         "kind": "text",
         "spelling": ": any "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Decoder",
         "preciseIdentifier": "s:s7DecoderP"
        },
        {
         "kind": "text",
         "spelling": ") "
        },
        {
         "kind": "keyword",
         "spelling": "throws"
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
        "precise": "s:4Tiny3OwnV",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Own"
       ],
       "names": {
        "title": "Own",
        "navigator": [
         {
          "kind": "identifier",
          "spelling": "Own"
         }
        ],
        "subHeading": [
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
          "spelling": "Own"
         }
        ]
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
         "spelling": "Own"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 1,
         "character": 14
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.property",
        "displayName": "Instance Property"
       },
       "identifier": {
        "precise": "s:4Tiny3OwnV4nameSSvp",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Own",
        "name"
       ],
       "names": {
        "title": "name",
        "subHeading": [
         {
          "kind": "keyword",
          "spelling": "var"
         },
         {
          "kind": "text",
          "spelling": " "
         },
         {
          "kind": "identifier",
          "spelling": "name"
         },
         {
          "kind": "text",
          "spelling": ": "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "String",
          "preciseIdentifier": "s:SS"
         }
        ]
       },
       "declarationFragments": [
        {
         "kind": "keyword",
         "spelling": "var"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "identifier",
         "spelling": "name"
        },
        {
         "kind": "text",
         "spelling": ": "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "String",
         "preciseIdentifier": "s:SS"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 2,
         "character": 13
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.init",
        "displayName": "Initializer"
       },
       "identifier": {
        "precise": "s:4Tiny3OwnV4fromACs7Decoder_p_tKcfc",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Own",
        "init(from:)"
       ],
       "names": {
        "title": "init(from:)",
        "subHeading": [
         {
          "kind": "keyword",
          "spelling": "init"
         },
         {
          "kind": "text",
          "spelling": "("
         },
         {
          "kind": "externalParam",
          "spelling": "from"
         },
         {
          "kind": "text",
          "spelling": ": "
         },
         {
          "kind": "keyword",
          "spelling": "any"
         },
         {
          "kind": "text",
          "spelling": " "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "Decoder",
          "preciseIdentifier": "s:s7DecoderP"
         },
         {
          "kind": "text",
          "spelling": ") "
         },
         {
          "kind": "keyword",
          "spelling": "throws"
         }
        ]
       },
       "functionSignature": {
        "parameters": [
         {
          "name": "from",
          "internalName": "decoder",
          "declarationFragments": [
           {
            "kind": "identifier",
            "spelling": "decoder"
           },
           {
            "kind": "text",
            "spelling": ": "
           },
           {
            "kind": "keyword",
            "spelling": "any"
           },
           {
            "kind": "text",
            "spelling": " "
           },
           {
            "kind": "typeIdentifier",
            "spelling": "Decoder",
            "preciseIdentifier": "s:s7DecoderP"
           }
          ]
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
         "spelling": "("
        },
        {
         "kind": "externalParam",
         "spelling": "from"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "internalParam",
         "spelling": "decoder"
        },
        {
         "kind": "text",
         "spelling": ": "
        },
        {
         "kind": "keyword",
         "spelling": "any"
        },
        {
         "kind": "text",
         "spelling": " "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Decoder",
         "preciseIdentifier": "s:s7DecoderP"
        },
        {
         "kind": "text",
         "spelling": ") "
        },
        {
         "kind": "keyword",
         "spelling": "throws"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 3,
         "character": 9
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.protocol",
        "displayName": "Protocol"
       },
       "identifier": {
        "precise": "s:4Tiny6LoaderP",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Loader"
       ],
       "names": {
        "title": "Loader",
        "navigator": [
         {
          "kind": "identifier",
          "spelling": "Loader"
         }
        ],
        "subHeading": [
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
          "spelling": "Loader"
         }
        ]
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
         "spelling": "Loader"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 5,
         "character": 16
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.method",
        "displayName": "Instance Method"
       },
       "identifier": {
        "precise": "s:4Tiny6LoaderP5plainAA5PlainVyF",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Loader",
        "plain()"
       ],
       "names": {
        "title": "plain()",
        "subHeading": [
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
          "spelling": "plain"
         },
         {
          "kind": "text",
          "spelling": "() -> "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "Plain",
          "preciseIdentifier": "s:4Tiny5PlainV"
         }
        ]
       },
       "functionSignature": {
        "returns": [
         {
          "kind": "typeIdentifier",
          "spelling": "Plain",
          "preciseIdentifier": "s:4Tiny5PlainV"
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
         "spelling": "plain"
        },
        {
         "kind": "text",
         "spelling": "() -> "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Plain",
         "preciseIdentifier": "s:4Tiny5PlainV"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 6,
         "character": 7
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.method",
        "displayName": "Instance Method"
       },
       "identifier": {
        "precise": "s:4Tiny6LoaderP3ownAA3OwnVyF",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Loader",
        "own()"
       ],
       "names": {
        "title": "own()",
        "subHeading": [
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
          "spelling": "own"
         },
         {
          "kind": "text",
          "spelling": "() -> "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "Own",
          "preciseIdentifier": "s:4Tiny3OwnV"
         }
        ]
       },
       "functionSignature": {
        "returns": [
         {
          "kind": "typeIdentifier",
          "spelling": "Own",
          "preciseIdentifier": "s:4Tiny3OwnV"
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
         "spelling": "own"
        },
        {
         "kind": "text",
         "spelling": "() -> "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "Own",
         "preciseIdentifier": "s:4Tiny3OwnV"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 7,
         "character": 7
        }
       }
      },
      {
       "kind": {
        "identifier": "swift.method",
        "displayName": "Instance Method"
       },
       "identifier": {
        "precise": "s:4Tiny6LoaderP3alls13AnyCollectionVySSGyF",
        "interfaceLanguage": "swift"
       },
       "pathComponents": [
        "Loader",
        "all()"
       ],
       "names": {
        "title": "all()",
        "subHeading": [
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
          "spelling": "all"
         },
         {
          "kind": "text",
          "spelling": "() -> "
         },
         {
          "kind": "typeIdentifier",
          "spelling": "AnyCollection",
          "preciseIdentifier": "s:s13AnyCollectionV"
         },
         {
          "kind": "text",
          "spelling": "<"
         },
         {
          "kind": "typeIdentifier",
          "spelling": "String",
          "preciseIdentifier": "s:SS"
         },
         {
          "kind": "text",
          "spelling": ">"
         }
        ]
       },
       "functionSignature": {
        "returns": [
         {
          "kind": "typeIdentifier",
          "spelling": "AnyCollection",
          "preciseIdentifier": "s:s13AnyCollectionV"
         },
         {
          "kind": "text",
          "spelling": "<"
         },
         {
          "kind": "typeIdentifier",
          "spelling": "String",
          "preciseIdentifier": "s:SS"
         },
         {
          "kind": "text",
          "spelling": ">"
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
         "spelling": "all"
        },
        {
         "kind": "text",
         "spelling": "() -> "
        },
        {
         "kind": "typeIdentifier",
         "spelling": "AnyCollection",
         "preciseIdentifier": "s:s13AnyCollectionV"
        },
        {
         "kind": "text",
         "spelling": "<"
        },
        {
         "kind": "typeIdentifier",
         "spelling": "String",
         "preciseIdentifier": "s:SS"
        },
        {
         "kind": "text",
         "spelling": ">"
        }
       ],
       "accessLevel": "public",
       "location": {
        "uri": "file://Tiny.swift",
        "position": {
         "line": 8,
         "character": 7
        }
       }
      }
     ],
     "relationships": [
      {
       "kind": "conformsTo",
       "source": "s:4Tiny5PlainV",
       "target": "s:Se",
       "targetFallback": "Swift.Decodable"
      },
      {
       "kind": "conformsTo",
       "source": "s:4Tiny5PlainV",
       "target": "s:SE",
       "targetFallback": "Swift.Encodable"
      },
      {
       "kind": "memberOf",
       "source": "s:4Tiny5PlainV4nameSSvp",
       "target": "s:4Tiny5PlainV"
      },
      {
       "kind": "memberOf",
       "source": "s:4Tiny5PlainV4fromACs7Decoder_p_tKcfc",
       "target": "s:4Tiny5PlainV",
       "sourceOrigin": {
        "identifier": "s:Se4fromxs7Decoder_p_tKcfc",
        "displayName": "Decodable.init(from:)"
       }
      },
      {
       "kind": "conformsTo",
       "source": "s:4Tiny3OwnV",
       "target": "s:Se",
       "targetFallback": "Swift.Decodable"
      },
      {
       "kind": "memberOf",
       "source": "s:4Tiny3OwnV4nameSSvp",
       "target": "s:4Tiny3OwnV"
      },
      {
       "kind": "memberOf",
       "source": "s:4Tiny3OwnV4fromACs7Decoder_p_tKcfc",
       "target": "s:4Tiny3OwnV",
       "sourceOrigin": {
        "identifier": "s:Se4fromxs7Decoder_p_tKcfc",
        "displayName": "Decodable.init(from:)"
       }
      },
      {
       "kind": "requirementOf",
       "source": "s:4Tiny6LoaderP5plainAA5PlainVyF",
       "target": "s:4Tiny6LoaderP"
      },
      {
       "kind": "requirementOf",
       "source": "s:4Tiny6LoaderP3ownAA3OwnVyF",
       "target": "s:4Tiny6LoaderP"
      },
      {
       "kind": "requirementOf",
       "source": "s:4Tiny6LoaderP3alls13AnyCollectionVySSGyF",
       "target": "s:4Tiny6LoaderP"
      }
     ]
    }
    """#
}
