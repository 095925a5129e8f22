/// The answer of a call that a generated mock logs itself, which the mock's own code reads under
/// the store's lock: a value of exactly the call's result type, copied out of the answer; else
/// the answer, for `answerCall`'s generic half to turn into the call's result; else neither, for
/// the call's own default.
@usableFromInline
@safe struct _CallAnswer {
  /// The answer's class, which tells a value of exactly the call's result type
  /// (`_ValueAnswer<T>`) without reaching the answer.
  @usableFromInline var answerClass = ObjectIdentifier(_Answer.self)
  /// The answer, kept by its stub while the store's lock is held.
  @usableFromInline var answer: Unretained<_Answer>?

  /// No answer: the call's own default answers it.
  init() {}

  /// A stub's answer.
  init(answer: _Answer) {
    answerClass = ObjectIdentifier(type(of: answer))
    self.answer = Unretained(answer)
  }
}

/// How a generated mock answers its calls of each method, by method ID, while it logs them
/// itself: rebuilt whenever the mock's stubs, defaults, strict mode or waiters change, and read
/// by each call, under the store's lock, through plain pointers.
///
/// A method with no stub answers with the call's own default; one with an unconditional stub
/// that always gives one answer answers with it and counts its use in place; one whose stub
/// gives a sequence or a countdown asks the stub. A method with a conditional stub or a stub
/// whose answer reads the call's arguments (a block), and every method of a mock with a default
/// set, strict mode or a waiter, is answered by the store (`answerCall`).
// NB: The routes point at the stubs and answers unretained: the mock's state keeps them, and
//     every change to its stubs rebuilds the routes, under the same lock; dropping the state
//     clears them.
@safe struct MethodRoutes {
  /// How one method's calls are answered.
  private struct Route {
    enum Kind {
      case ownDefault
      case fixed
      case scheduled
      case store
    }

    var kind = Kind.ownDefault
    /// The stub, for `fixed` and `scheduled`.
    var stub: Unretained<Stub>?

    init() {}

    /// The route of a method with these stubs, whose fixed answer goes into `answer`.
    init(_ stubs: MethodStubs, answer: inout _CallAnswer) {
      guard !stubs.hasConditional else {
        kind = .store
        return
      }
      guard let stub = stubs.unconditional else { return }
      // NB: A call the mock logs itself hands its arguments to the log, and so has none left for
      //     an answer that reads them.
      guard !stub.readsArguments else {
        kind = .store
        return
      }
      self.stub = Unretained(stub)
      if case .always(let fixed) = stub.schedule {
        kind = .fixed
        answer = fixed.callAnswer
      } else {
        kind = .scheduled
      }
    }
  }

  /// The routes by method ID; methods past the end answer with the call's own default.
  private var routes: UnsafeMutablePointer<Route>?
  /// The fixed answers by method ID, then one slot for the answer a `scheduled` stub gave the
  /// call under way; in the block that holds `routes`, before them.
  private var answers: UnsafeMutablePointer<_CallAnswer>?
  private var count = 0
  private var capacity = 0
  /// Whether a call may be answered by its route at all.
  private var answersAlone = false

  init() {
    unsafe routes = nil
    unsafe answers = nil
  }

  /// Rebuilds the routes from a mock's stubs.
  ///
  /// - Parameter answersAlone: Whether the mock has no default set, no strict mode and no
  ///   waiter, so that the routes may answer its calls.
  mutating func rebuild(from stubs: StubTable, answersAlone: Bool) {
    clear()
    let methods = stubs.methods
    // NB: Generated mocks number their methods from 0; a method ID past a small table sends
    //     every call of the mock to the store.
    guard answersAlone, methods.allSatisfy({ $0.methodID >= 0 && $0.methodID < 1024 }) else {
      return
    }
    self.answersAlone = true
    guard let last = methods.map(\.methodID).max() else { return }
    // NB: One block for the answers and the routes, of at least four of each (more than 128
    //     bytes, which glibc's fast bins take): a block that size is merged with its free
    //     neighbours when freed, rather than left for the next large allocation, a later
    //     test's, to merge with thousands of others.
    let capacity = max(last + 2, 4)
    let answersSize = capacity * MemoryLayout<_CallAnswer>.stride
    let routesStart =
      (answersSize + MemoryLayout<Route>.alignment - 1) / MemoryLayout<Route>.alignment
      * MemoryLayout<Route>.alignment
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: routesStart + capacity * MemoryLayout<Route>.stride,
      alignment: max(MemoryLayout<_CallAnswer>.alignment, MemoryLayout<Route>.alignment))
    let answers = unsafe block.initializeMemory(
      as: _CallAnswer.self, repeating: _CallAnswer(), count: capacity)
    let routes = unsafe (block + routesStart).initializeMemory(
      as: Route.self, repeating: Route(), count: capacity)
    for method in methods {
      unsafe routes[method.methodID] = Route(method.stubs, answer: &answers[method.methodID])
    }
    unsafe (self.routes, self.answers, count, self.capacity) = (routes, answers, last + 1, capacity)
  }

  /// Forgets every route, so that every call goes to the store.
  mutating func clear() {
    if let routes = unsafe routes, let answers = unsafe answers {
      unsafe routes.deinitialize(count: capacity)
      unsafe answers.deinitialize(count: capacity)
      unsafe UnsafeMutableRawPointer(answers).deallocate()
    }
    unsafe (routes, answers, count, capacity, answersAlone) = (nil, nil, 0, 0, false)
  }

  /// Answers a call of the method with ID `methodID` and counts the stub's use: sets `answer`
  /// to the answer's address, which stays put while the lock is held, or leaves it `nil` for the
  /// call's own default; `false` when the store must answer the call.
  @inline(__always)
  func answer(
    _ methodID: Int, into answer: inout UnsafeMutablePointer<_CallAnswer>?,
    _ held: borrowing HeldLock<StoreState>
  ) -> Bool {
    guard answersAlone else { return false }
    guard methodID >= 0, methodID < count else { return true }
    // NB: A route for each method below `count`, so both pointers are set.
    let route = unsafe routes! + methodID
    let answers = unsafe answers!
    switch unsafe route.pointee.kind {
    case .ownDefault:
      return true
    case .fixed:
      unsafe route.pointee.stub!.withObject { stub in
        stub.withValue(held) { count in count += 1 }
      }
      unsafe answer = answers + methodID
      return true
    case .scheduled:
      // NB: The answer goes in the slot past the fixed ones, where it stays until the next call.
      unsafe answers[count] = Self.nextAnswer(of: route.pointee.stub!, held)
      unsafe answer = answers + count
      return true
    case .store:
      return false
    }
  }

  /// The next answer of a stub that gives a sequence or a countdown, counting its use.
  // NB: Out of line, so that the common routes stay small enough to inline into a call.
  @inline(never)
  private static func nextAnswer(
    of stub: Unretained<Stub>, _ held: borrowing HeldLock<StoreState>
  ) -> _CallAnswer {
    stub.withObject { $0.nextAnswer(held).callAnswer }
  }
}
