// A call's arguments as the log keeps them: the `[Any?]` of `args: Any?...`, or the typed
// arguments of a typed registration, erased to `[Any?]` only when something reads them.

/// The arguments of one call, kept as the registration received them.
///
/// An `args: Any?...` registration hands over its array. A typed registration of one to four
/// arguments hands over the arguments themselves, packed in a small generic struct held in an
/// `Any`: arguments that fit the existential's three words (a `String` and an `Int`) cost no
/// allocation, where an array costs one per call. The log, a conditional stub or a closure
/// stub asks for `erased` when it needs the array.
@usableFromInline
struct _CallArguments {
  /// An `_ArgumentPack` of the typed arguments; `()` for arguments that came erased.
  @usableFromInline
  let pack: Any
  /// The arguments as `args: Any?...` hands them over; `nil` for typed ones.
  // NB: Two fields, not an enum of the two: the log takes the array apart from the pack without
  //     copying either, and a record stays 56 bytes (`Any` and an optional array are 40).
  @usableFromInline
  var erasedArray: [Any?]?

  /// Arguments already erased, as `args: Any?...` hands them over.
  @inlinable
  @inline(__always)
  init(erased args: [Any?]) {
    pack = ()
    erasedArray = args
  }

  /// The typed arguments of a call, erased when read.
  @inlinable
  @inline(__always)
  init<Pack: _ArgumentPack>(packing pack: Pack) {
    self.pack = pack
    erasedArray = nil
  }

  /// Whether the arguments came erased, as `args: Any?...` hands them over.
  var isErased: Bool { erasedArray != nil }

  /// The arguments as the log's `[Any?]`: each erased as `args: Any?...` erases it.
  var erased: [Any?] {
    if let erasedArray { return erasedArray }
    // NB: Every other value is an `_ArgumentPack` (the only initializer that makes one takes a
    //     pack), so the cast cannot fail.
    guard let pack = pack as? any _ArgumentPack else { return [] }
    return pack.erased
  }
}

/// The arguments of a typed call: a fixed number of typed arguments, which erase themselves as
/// `_mockSixErase(_:)` erases each, or the `[Any?]` of the parameter-pack forms.
@usableFromInline
protocol _ArgumentPack {
  /// The arguments, in order, as the log's `[Any?]`.
  var erased: [Any?] { get }
  /// The arguments as the log keeps them.
  var logged: _CallArguments { get }
}

extension _ArgumentPack {
  @inlinable
  @inline(__always)
  var logged: _CallArguments { _CallArguments(packing: self) }
}

extension Array: _ArgumentPack where Element == Any? {
  @inlinable
  @inline(__always)
  var erased: [Any?] { self }

  @inlinable
  @inline(__always)
  var logged: _CallArguments { _CallArguments(erased: self) }
}

/// One typed argument.
@usableFromInline
struct _OneArgument<A>: _ArgumentPack {
  @usableFromInline let a: A

  @_transparent
  @usableFromInline
  init(_ a: A) { self.a = a }

  @inlinable
  var erased: [Any?] { [_mockSixErase(a)] }
}

/// Two typed arguments.
@usableFromInline
struct _TwoArguments<A, B>: _ArgumentPack {
  @usableFromInline let a: A
  @usableFromInline let b: B

  @_transparent
  @usableFromInline
  init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

  @inlinable
  var erased: [Any?] { [_mockSixErase(a), _mockSixErase(b)] }
}

/// Three typed arguments.
@usableFromInline
struct _ThreeArguments<A, B, C>: _ArgumentPack {
  @usableFromInline let a: A
  @usableFromInline let b: B
  @usableFromInline let c: C

  @_transparent
  @usableFromInline
  init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

  @inlinable
  var erased: [Any?] { [_mockSixErase(a), _mockSixErase(b), _mockSixErase(c)] }
}

/// Four typed arguments.
@usableFromInline
struct _FourArguments<A, B, C, D>: _ArgumentPack {
  @usableFromInline let a: A
  @usableFromInline let b: B
  @usableFromInline let c: C
  @usableFromInline let d: D

  @_transparent
  @usableFromInline
  init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

  @inlinable
  var erased: [Any?] { [_mockSixErase(a), _mockSixErase(b), _mockSixErase(c), _mockSixErase(d)] }
}
