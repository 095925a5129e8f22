/// All stubs of one method, in the order calls try them: the newest conditional stub first,
/// the unconditional stub last.
///
/// A call takes these stubs out of the store's lock to match them, so they never change:
/// stubbing makes new ones.
final class MethodStubs {
  /// The conditional stubs, newest first.
  // NB: Apart from the unconditional stub, so that a method stubbed only unconditionally, as
  //     most are, allocates no array.
  let conditional: [Stub]
  /// The unconditional stub, if any, which calls try last.
  let unconditional: Stub?

  init(conditional: [Stub] = [], unconditional: Stub? = nil) {
    self.conditional = conditional
    self.unconditional = unconditional
  }

  /// Whether any of the stubs is conditional.
  // NB: `count`, which `Array` implements itself, rather than `isEmpty`, as in `StubTable`.
  var hasConditional: Bool { conditional.count != 0 }

  /// These stubs and `stub`, which replaces the unconditional stub if it is unconditional too.
  func adding(_ stub: Stub) -> MethodStubs {
    if stub.isConditional {
      return MethodStubs(conditional: [stub] + conditional, unconditional: unconditional)
    }
    return MethodStubs(conditional: conditional, unconditional: stub)
  }

  /// The first stub that matches `args`, if any, unretained: these stubs keep it alive. Runs
  /// your code, so call it unlocked.
  // NB: The stubs walked unretained, so that matching retains nothing.
  func firstMatch(_ args: [Any?], typeArguments: ObjectIdentifier?) -> Unretained<Stub>? {
    for index in conditional.indices
    where Unretained(conditional[index]).withObject({
      $0.answers(typeArguments) && $0.matches(args)
    }) {
      return Unretained(conditional[index])
    }
    return unconditional.map(Unretained.init)
  }

  /// The stubs without those of a generic member's calls of `typeArguments`; `nil` for none.
  func removing(typeArguments: ObjectIdentifier) -> MethodStubs? {
    let kept = conditional.filter { $0.typeArguments != typeArguments }
    guard !kept.isEmpty || unconditional != nil else { return nil }
    return MethodStubs(conditional: kept, unconditional: unconditional)
  }

  /// The stubs in the order they were made, the unconditional one last.
  var all: [Stub] {
    conditional.reversed() + (unconditional.map { [$0] } ?? [])
  }
}
