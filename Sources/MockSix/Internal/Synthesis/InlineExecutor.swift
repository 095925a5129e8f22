/// An executor that runs each job at once, on the thread that enqueues it.
///
/// It is the made-up value of `any SerialExecutor` and `any Executor`, so that an unstubbed
/// member returning an executor answers, and code that awaits on that executor (an actor whose
/// `unownedExecutor` it is, a job enqueued on it) runs to its end instead of hanging. It keeps no
/// state: every made-up executor is the one shared instance.
final class InlineExecutor: SerialExecutor {
  /// The one instance, which every made-up executor is.
  static let shared = InlineExecutor()

  private init() {}

  // NB: `enqueue(_: UnownedJob)` rather than the `consuming ExecutorJob` form, which needs
  //     macOS 14 and its peers, while MockSix supports older systems.
  func enqueue(_ job: UnownedJob) {
    runInline(job, on: self)
  }

  // NB: Written out because the standard library's default needs macOS 14 and its peers.
  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    unownedExecutor(of: self)
  }
}
