/// A type that records the calls made to it and returns stubbed results for them.
///
/// Conform a test double to `Mock`, name its methods in an `Int`-backed enum, and forward each
/// method to `registerInvocation(for:function:args:andReturn:)`:
///
/// ```swift
/// final class MockFoobar: FoobarProtocol, Mock {
///   enum Methods: Int {
///     case doThis
///   }
///   typealias MockMethod = Methods
///
///   func doThis(_ string: String, _ number: Int) -> [Int] {
///     return registerInvocation(for: .doThis, args: string, number, andReturn: [])
///   }
/// }
/// ```
///
/// A class gets its identity from the object itself, so a new mock never inherits the calls or
/// stubs of one that lived at the same address. A struct declares `let mockSixLock = lock()`.
public protocol Mock {
  /// The enum that names the mocked methods, whose raw values must be integers.
  associatedtype MockMethod: RawRepresentable

  /// A string that identifies this mock in the store; a struct sets it to the result of lock().
  var mockSixLock: String { get }

  /// The key under which the store keeps this mock's calls and stubs.
  ///
  /// This is not API: the default implementations choose the object for classes and
  /// `mockSixLock` for value types.
  var _mockSixIdentity: _MockIdentity { get }

  /// The log a generated mock stores, in which it logs its calls without looking itself up.
  ///
  /// This is not API: generated mocks store one, and other mocks have none.
  var _mockSixLog: _MockLog? { get }
}

extension Mock {
  /// No log of its own: the store logs each call, finding the mock by its identity.
  @inlinable
  @_transparent
  public var _mockSixLog: _MockLog? { nil }

  /// The key under which the store keeps this mock's calls and stubs: its lock string.
  @inlinable
  @_transparent
  public var _mockSixIdentity: _MockIdentity {
    _MockIdentity(lock: mockSixLock)
  }
}

extension Mock where Self: AnyObject {
  /// A string that identifies this mock object while it is alive.
  public var mockSixLock: String {
    "\(Self.self)@\(ObjectIdentifier(self).debugDescription)"
  }

  /// The key under which the store keeps this mock's calls and stubs: the object itself.
  @inlinable
  @_transparent
  public var _mockSixIdentity: _MockIdentity {
    _MockIdentity(object: self)
  }
}
