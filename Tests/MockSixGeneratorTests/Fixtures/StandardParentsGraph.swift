// swift-format-ignore-file
// The symbol graph that `swiftc -emit-symbol-graph` writes for the source below, with the
// names' headings and `SendableMetatype` left out. Do not edit; regenerate it from the source.
//
//   public protocol Deck: Sequence where Element == Int { func shuffle() }
//   public protocol Playlist: Sequence { associatedtype Track where Track == Element }
//   public protocol Bag: Sequence {}
//   public protocol LineReader: IteratorProtocol where Element == String {}
//   public protocol Ticks: AsyncSequence where Element == Int {}
//   public protocol TickReader: AsyncIteratorProtocol where Element == Int {}
//   public protocol Mode: CaseIterable, Equatable {}
//   public protocol StatusCode: RawRepresentable where RawValue == Int {}
//   public protocol Token: RawRepresentable {}
//   public protocol JobRunner: SerialExecutor {}
//   public protocol JobSink: Executor {}
//   public protocol Scheduler { var executor: any SerialExecutor { get } }
//   public protocol Shelf: Collection {}
//   public protocol NeverFeed: AsyncSequence where Element == Int, Failure == Never {}
//   public protocol NeverTicks: AsyncIteratorProtocol where Element == Int, Failure == Never {}
//   public protocol TypedFeed: AsyncSequence where Element == Int, Failure == CancellationError {}
//   public protocol LoopRunner: SerialExecutor { var executor: any SerialExecutor { get } }

/// The symbol graph JSON of a module whose protocols refine standard protocols.
let standardParentsGraphJSON = #"""
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
  "name": "StandardParents",
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
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents4DeckP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Deck"
   ],
   "names": {
    "title": "Deck"
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
     "spelling": "Deck"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Sequence",
     "preciseIdentifier": "s:ST"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:ST7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 0,
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
    "precise": "s:15StandardParents4DeckP7shuffleyyF",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Deck",
    "shuffle()"
   ],
   "names": {
    "title": "shuffle()"
   },
   "functionSignature": {
    "returns": [
     {
      "kind": "text",
      "spelling": "()"
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
     "spelling": "shuffle"
    },
    {
     "kind": "text",
     "spelling": "()"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 0,
     "character": 59
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents8PlaylistP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Playlist"
   ],
   "names": {
    "title": "Playlist"
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
     "spelling": "Playlist"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Sequence",
     "preciseIdentifier": "s:ST"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 1,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.associatedtype",
    "displayName": "Associated Type"
   },
   "identifier": {
    "precise": "s:15StandardParents8PlaylistP5TrackQa",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Playlist",
    "Track"
   ],
   "names": {
    "title": "Track"
   },
   "declarationFragments": [
    {
     "kind": "keyword",
     "spelling": "associatedtype"
    },
    {
     "kind": "text",
     "spelling": " "
    },
    {
     "kind": "identifier",
     "spelling": "Track"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:ST7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Track",
     "preciseIdentifier": "s:15StandardParents8PlaylistP5TrackQa"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 1,
     "character": 52
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents3BagP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Bag"
   ],
   "names": {
    "title": "Bag"
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
     "spelling": "Bag"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Sequence",
     "preciseIdentifier": "s:ST"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 2,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents10LineReaderP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "LineReader"
   ],
   "names": {
    "title": "LineReader"
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
     "spelling": "LineReader"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "IteratorProtocol",
     "preciseIdentifier": "s:St"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:St7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "String",
     "preciseIdentifier": "s:SS"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 3,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents5TicksP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Ticks"
   ],
   "names": {
    "title": "Ticks"
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
     "spelling": "Ticks"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "AsyncSequence",
     "preciseIdentifier": "s:Sci"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:Sci7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 4,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents10TickReaderP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "TickReader"
   ],
   "names": {
    "title": "TickReader"
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
     "spelling": "TickReader"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "AsyncIteratorProtocol",
     "preciseIdentifier": "s:ScI"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:ScI7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 5,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents4ModeP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Mode"
   ],
   "names": {
    "title": "Mode"
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
     "spelling": "Mode"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "CaseIterable",
     "preciseIdentifier": "s:s12CaseIterableP"
    },
    {
     "kind": "text",
     "spelling": ", "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Equatable",
     "preciseIdentifier": "s:SQ"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 6,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents10StatusCodeP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "StatusCode"
   ],
   "names": {
    "title": "StatusCode"
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
     "spelling": "StatusCode"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "RawRepresentable",
     "preciseIdentifier": "s:SY"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "RawValue",
     "preciseIdentifier": "s:SY8RawValueQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 7,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents5TokenP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Token"
   ],
   "names": {
    "title": "Token"
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
     "spelling": "Token"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "RawRepresentable",
     "preciseIdentifier": "s:SY"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 8,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents9JobRunnerP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "JobRunner"
   ],
   "names": {
    "title": "JobRunner"
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
     "spelling": "JobRunner"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "SerialExecutor",
     "preciseIdentifier": "s:Scf"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 9,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents7JobSinkP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "JobSink"
   ],
   "names": {
    "title": "JobSink"
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
     "spelling": "JobSink"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Executor",
     "preciseIdentifier": "s:ScF"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 10,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents9SchedulerP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Scheduler"
   ],
   "names": {
    "title": "Scheduler"
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
     "spelling": "Scheduler"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 11,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.property",
    "displayName": "Instance Property"
   },
   "identifier": {
    "precise": "s:15StandardParents9SchedulerP8executorScf_pvp",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Scheduler",
    "executor"
   ],
   "names": {
    "title": "executor"
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
     "spelling": "executor"
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
     "spelling": "SerialExecutor",
     "preciseIdentifier": "s:Scf"
    },
    {
     "kind": "text",
     "spelling": " { "
    },
    {
     "kind": "keyword",
     "spelling": "get"
    },
    {
     "kind": "text",
     "spelling": " }"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 11,
     "character": 32
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents5ShelfP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "Shelf"
   ],
   "names": {
    "title": "Shelf"
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
     "spelling": "Shelf"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Collection",
     "preciseIdentifier": "s:Sl"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 12,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents9NeverFeedP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "NeverFeed"
   ],
   "names": {
    "title": "NeverFeed"
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
     "spelling": "NeverFeed"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "AsyncSequence",
     "preciseIdentifier": "s:Sci"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:Sci7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    },
    {
     "kind": "text",
     "spelling": ", "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Failure",
     "preciseIdentifier": "s:Sci7FailureQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Never",
     "preciseIdentifier": "s:s5NeverO"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 13,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents10NeverTicksP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "NeverTicks"
   ],
   "names": {
    "title": "NeverTicks"
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
     "spelling": "NeverTicks"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "AsyncIteratorProtocol",
     "preciseIdentifier": "s:ScI"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:ScI7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    },
    {
     "kind": "text",
     "spelling": ", "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Failure",
     "preciseIdentifier": "s:ScI7FailureQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Never",
     "preciseIdentifier": "s:s5NeverO"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 14,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents9TypedFeedP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "TypedFeed"
   ],
   "names": {
    "title": "TypedFeed"
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
     "spelling": "TypedFeed"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "AsyncSequence",
     "preciseIdentifier": "s:Sci"
    },
    {
     "kind": "text",
     "spelling": " "
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
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Element",
     "preciseIdentifier": "s:Sci7ElementQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Int",
     "preciseIdentifier": "s:Si"
    },
    {
     "kind": "text",
     "spelling": ", "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Self"
    },
    {
     "kind": "text",
     "spelling": "."
    },
    {
     "kind": "typeIdentifier",
     "spelling": "Failure",
     "preciseIdentifier": "s:Sci7FailureQa"
    },
    {
     "kind": "text",
     "spelling": " == "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "CancellationError",
     "preciseIdentifier": "s:ScE"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 15,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.protocol",
    "displayName": "Protocol"
   },
   "identifier": {
    "precise": "s:15StandardParents10LoopRunnerP",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "LoopRunner"
   ],
   "names": {
    "title": "LoopRunner"
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
     "spelling": "LoopRunner"
    },
    {
     "kind": "text",
     "spelling": " : "
    },
    {
     "kind": "typeIdentifier",
     "spelling": "SerialExecutor",
     "preciseIdentifier": "s:Scf"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 16,
     "character": 16
    }
   }
  },
  {
   "kind": {
    "identifier": "swift.property",
    "displayName": "Instance Property"
   },
   "identifier": {
    "precise": "s:15StandardParents10LoopRunnerP8executorScf_pvp",
    "interfaceLanguage": "swift"
   },
   "pathComponents": [
    "LoopRunner",
    "executor"
   ],
   "names": {
    "title": "executor"
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
     "spelling": "executor"
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
     "spelling": "SerialExecutor",
     "preciseIdentifier": "s:Scf"
    },
    {
     "kind": "text",
     "spelling": " { "
    },
    {
     "kind": "keyword",
     "spelling": "get"
    },
    {
     "kind": "text",
     "spelling": " }"
    }
   ],
   "accessLevel": "public",
   "location": {
    "uri": "file:///StandardParents.swift",
    "position": {
     "line": 16,
     "character": 49
    }
   }
  }
 ],
 "relationships": [
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents4DeckP",
   "target": "s:ST",
   "targetFallback": "Swift.Sequence"
  },
  {
   "kind": "requirementOf",
   "source": "s:15StandardParents4DeckP7shuffleyyF",
   "target": "s:15StandardParents4DeckP"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents8PlaylistP",
   "target": "s:ST",
   "targetFallback": "Swift.Sequence"
  },
  {
   "kind": "requirementOf",
   "source": "s:15StandardParents8PlaylistP5TrackQa",
   "target": "s:15StandardParents8PlaylistP"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents3BagP",
   "target": "s:ST",
   "targetFallback": "Swift.Sequence"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10LineReaderP",
   "target": "s:St",
   "targetFallback": "Swift.IteratorProtocol"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents5TicksP",
   "target": "s:Sci",
   "targetFallback": "_Concurrency.AsyncSequence"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10TickReaderP",
   "target": "s:ScI",
   "targetFallback": "_Concurrency.AsyncIteratorProtocol"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents4ModeP",
   "target": "s:SQ",
   "targetFallback": "Swift.Equatable"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents4ModeP",
   "target": "s:s12CaseIterableP",
   "targetFallback": "Swift.CaseIterable"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10StatusCodeP",
   "target": "s:SY",
   "targetFallback": "Swift.RawRepresentable"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents5TokenP",
   "target": "s:SY",
   "targetFallback": "Swift.RawRepresentable"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents9JobRunnerP",
   "target": "s:Scf",
   "targetFallback": "_Concurrency.SerialExecutor"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents9JobRunnerP",
   "target": "s:ScF",
   "targetFallback": "_Concurrency.Executor"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents9JobRunnerP",
   "target": "s:s8SendableP",
   "targetFallback": "Swift.Sendable"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents7JobSinkP",
   "target": "s:ScF",
   "targetFallback": "_Concurrency.Executor"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents7JobSinkP",
   "target": "s:s8SendableP",
   "targetFallback": "Swift.Sendable"
  },
  {
   "kind": "requirementOf",
   "source": "s:15StandardParents9SchedulerP8executorScf_pvp",
   "target": "s:15StandardParents9SchedulerP"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents5ShelfP",
   "target": "s:Sl",
   "targetFallback": "Swift.Collection"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents5ShelfP",
   "target": "s:ST",
   "targetFallback": "Swift.Sequence"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents9NeverFeedP",
   "target": "s:Sci",
   "targetFallback": "_Concurrency.AsyncSequence"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10NeverTicksP",
   "target": "s:ScI",
   "targetFallback": "_Concurrency.AsyncIteratorProtocol"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents9TypedFeedP",
   "target": "s:Sci",
   "targetFallback": "_Concurrency.AsyncSequence"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10LoopRunnerP",
   "target": "s:Scf",
   "targetFallback": "_Concurrency.SerialExecutor"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10LoopRunnerP",
   "target": "s:ScF",
   "targetFallback": "_Concurrency.Executor"
  },
  {
   "kind": "conformsTo",
   "source": "s:15StandardParents10LoopRunnerP",
   "target": "s:s8SendableP",
   "targetFallback": "Swift.Sendable"
  },
  {
   "kind": "requirementOf",
   "source": "s:15StandardParents10LoopRunnerP8executorScf_pvp",
   "target": "s:15StandardParents10LoopRunnerP"
  }
 ]
}
"""#
