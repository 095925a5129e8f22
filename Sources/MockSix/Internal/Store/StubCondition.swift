/// When a conditional stub applies: the call is of a generic member's type arguments, and its
/// arguments pass verifiers, one per argument, and a predicate.
struct StubCondition {
  var verifiers: [ArgumentVerifier]?
  var predicate: (([Any?]) -> Bool)?
  /// The type arguments of the generic member's calls the stub answers; `nil` for every call.
  var typeArguments: ObjectIdentifier?

  /// The condition, or `nil` for an unconditional stub.
  init?(
    verifiers: [ArgumentVerifier]?, predicate: (([Any?]) -> Bool)?,
    typeArguments: ObjectIdentifier? = nil
  ) {
    guard verifiers != nil || predicate != nil || typeArguments != nil else { return nil }
    self.verifiers = verifiers
    self.predicate = predicate
    self.typeArguments = typeArguments
  }

  /// The condition as one check of a call's arguments, made once so that calls retain nothing.
  // NB: A closure's captures cannot change, so a call borrows them. Verifiers read from an
  //     array would each be retained and released around every check.
  var check: ([Any?]) -> Bool {
    guard let verifiers else { return predicate ?? { _ in true } }
    let count = verifiers.count
    let checked = verifiers.indices.filter { !verifiers[$0].passesAll }
    // NB: Each closure checks what the closure before it checks first, so the count comes
    //     first, the verifiers follow in order, and the predicate comes last.
    var check: ([Any?]) -> Bool
    if let first = checked.first {
      let verifier = verifiers[first].predicate
      check = { args in args.count == count && verifier(args[first]) }
    } else {
      check = { args in args.count == count }
    }
    for index in checked.dropFirst() {
      let (earlier, verifier) = (check, verifiers[index].predicate)
      check = { args in earlier(args) && verifier(args[index]) }
    }
    if let predicate {
      let earlier = check
      check = { args in earlier(args) && predicate(args) }
    }
    return check
  }
}
