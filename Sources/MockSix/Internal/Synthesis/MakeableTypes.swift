internal import Foundation

/// The one table of the types MockSix makes without your help, which every other list is checked
/// against.
///
/// Each scalar has a built-in `MockDefault` value (the default of an unstubbed call), the test
/// data synthesizer makes a random one, and the matchers' field comparison compares it whole
/// rather than field by field. Each empty collection has a built-in `MockDefault` value of no
/// elements (`nil` for `Optional`). The generator's list of types whose defaults a mock may
/// leave to MockSix is tested against `names`.
package enum MakeableTypes {
  /// The scalar types, each of which has a built-in `MockDefault` value.
  package static var scalars: [any MockDefault.Type] {
    [
      Bool.self, String.self, Substring.self, Character.self,
      Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
      UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
      Double.self, Float.self,
      Date.self, URL.self, UUID.self, Data.self, Decimal.self,
    ]
  }

  /// The generic collections whose built-in `MockDefault` value is empty, by name.
  package static let emptyCollectionNames: [String] = [
    "Optional", "Array", "ContiguousArray", "Dictionary", "Set",
  ]

  /// The standard library's type-erasing wrappers, whose made-up default is empty, by name.
  package static let emptyWrapperNames: [String] = [
    "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
    "AnyIterator",
  ]

  /// The concurrency library's streams, whose made-up default has finished without an element,
  /// by name.
  package static let finishedStreamNames: [String] = ["AsyncStream", "AsyncThrowingStream"]

  /// The protocols whose existentials MockSix makes up a value of, by name: an executor that
  /// runs each job at once, on the thread that enqueues it.
  package static let madeUpExistentialNames: [String] = ["SerialExecutor", "Executor"]

  /// The made-up value of an existential of `madeUpExistentialNames`, or `nil` for any other type.
  static func madeUpExistential<T>(_ type: T.Type) -> T? {
    if T.self == (any SerialExecutor).self || T.self == (any Executor).self {
      return InlineExecutor.shared as? T
    }
    return nil
  }

  /// The names of every type in the table, scalars first, as Swift spells them in source.
  package static var names: [String] {
    scalars.map { String(describing: $0) } + emptyCollectionNames
  }

  /// Whether values of `type` are made and compared whole: a scalar of the table, or any other
  /// number type.
  package static func isScalar(_ type: Any.Type) -> Bool {
    type is any Numeric.Type || scalars.contains { $0 == type }
  }
}
