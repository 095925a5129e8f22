/// The key that the store keeps a mock's calls and stubs under.
///
/// This is not API; it is public only because `Mock` refers to it.
// NB: The object is held unretained, which costs no reference counting on a mock call: the
//     identity lives only for the duration of a call or a stubbing on that very mock, whose
//     caller holds the mock. The store reads `object` only to create the mock's state, which then
//     pins the mock with a safe unowned reference of its own.
public struct _MockIdentity {
  /// The mock object, for class mocks; not retained, since the caller holds the mock.
  @usableFromInline
  let _object: Unretained<AnyObject>?

  /// The identity of the mock object, for class mocks.
  @usableFromInline
  let objectID: ObjectIdentifier?

  /// The `mockSixLock`, for value-type mocks.
  @usableFromInline
  let lock: String?

  @inlinable
  @_transparent
  init(object: AnyObject) {
    _object = Unretained(object)
    objectID = ObjectIdentifier(object)
    lock = nil
  }

  @inlinable
  @_transparent
  init(lock: String) {
    _object = nil
    objectID = nil
    self.lock = lock
  }

  /// The mock object, for class mocks; the caller of the mock holds it.
  var object: AnyObject? {
    _object?.object
  }
}
