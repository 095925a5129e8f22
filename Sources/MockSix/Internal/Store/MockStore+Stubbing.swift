// The store's operations that stub a mock, set it up, and keep what a generated mock keeps.

extension MockStore {
  // MARK: - Stubs and settings

  /// Adds a stub to one method of a mock; an unconditional stub replaces the unconditional one.
  func addStub(_ stub: Stub, methodID: Int, to identity: _MockIdentity) {
    noteUse(identity)
    let replaced = changeRouting(identity) { routing -> MethodStubs? in
      let stubs = routing.stubs[methodID]
      routing.stubs[methodID] = (stubs ?? MethodStubs()).adding(stub)
      return stubs
    }
    withExtendedLifetime(replaced) {}
  }

  /// Removes every stub of one method of a mock, or only those of a generic member's type
  /// arguments.
  func removeStubs(
    methodID: Int, typeArguments: ObjectIdentifier? = nil, of identity: _MockIdentity
  ) {
    noteUse(identity)
    let removed = changeRouting(identity) { routing -> MethodStubs? in
      let stubs = routing.stubs[methodID]
      routing.stubs[methodID] = typeArguments.flatMap { stubs?.removing(typeArguments: $0) }
      return stubs
    }
    withExtendedLifetime(removed) {}
  }

  /// Makes `answer` the result of a mock's unstubbed calls that return exactly `type`.
  func setDefault(_ answer: _Answer, for type: Any.Type, of identity: _MockIdentity) {
    noteUse(identity)
    let replaced = changeRouting(identity) { routing in
      routing.defaults.updateValue(answer, forKey: ObjectKey(ObjectIdentifier(type)))
    }
    withExtendedLifetime(replaced) {}
  }

  /// Turns strict mode on, or off for `nil`.
  func setStrictMode(_ strictMode: StrictMode?, of identity: _MockIdentity) {
    noteUse(identity)
    changeRouting(identity) { routing in routing.strictMode = strictMode }
  }

  // MARK: - What generated mocks keep

  /// The child mock a member of a mock returned, if any.
  func child(_ member: String, of identity: _MockIdentity) -> Any? {
    read(identity) { $0.children[member] } ?? nil
  }

  /// Keeps `child` for a member of a mock, unless one was kept first; returns the one kept.
  func keepChild(_ child: Any, for member: String, of identity: _MockIdentity) -> Any {
    change(identity) { contents in
      if let kept = contents.children[member] { return kept }
      contents.children[member] = child
      return child
    }
  }

  /// The static members' mock of a mock type, if made.
  func staticMock(of type: AnyObject.Type) -> AnyObject? {
    state.withLock { $0.staticMocks[ObjectKey(ObjectIdentifier(type))] }
  }

  /// Keeps `mock` as the static members' mock of `type`, unless one was kept first; returns the
  /// one kept.
  func keepStaticMock(_ mock: AnyObject, of type: AnyObject.Type) -> AnyObject {
    state.withLock { store in
      let key = ObjectKey(ObjectIdentifier(type))
      if let kept = store.staticMocks[key] { return kept }
      store.staticMocks[key] = mock
      return mock
    }
  }

  /// Keeps a value a settable property or subscript of a mock was set to; a property, whose
  /// setter has no arguments, keeps only its last.
  func keepSetValue(_ set: SetValue, methodID: Int, of identity: _MockIdentity) {
    let replaced = change(identity) { contents -> [SetValue]? in
      if set.keys.isEmpty { return contents.setValues.updateValue([set], forKey: methodID) }
      contents.setValues[methodID, default: []].append(set)
      return nil
    }
    withExtendedLifetime(replaced) {}
  }

  /// The values set through one setter of a mock, oldest first.
  func setValues(methodID: Int, of identity: _MockIdentity) -> [SetValue] {
    read(identity) { $0.setValues[methodID] ?? [] } ?? []
  }
}
