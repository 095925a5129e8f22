/// Runs a job at once, on the calling thread, as if on the serial executor given.
///
/// Use it only from that executor's `enqueue`: the job must not run anywhere else meanwhile.
// NB: `UnownedSerialExecutor` and `runSynchronously(on:)` are unsafe because they do not keep the
//     executor alive; the executor that enqueues the job is kept alive by the caller of
//     `enqueue` until the job has run, which it has when this returns.
func runInline(_ job: UnownedJob, on executor: some SerialExecutor) {
  unsafe job.runSynchronously(on: unownedExecutor(of: executor))
}

/// The unowned reference to a serial executor, which the runtime compares executors by.
///
/// Use it only while something else keeps the executor alive.
// NB: `UnownedSerialExecutor` does not retain the executor; the made-up executor is shared for
//     the life of the process.
@safe func unownedExecutor(of executor: some SerialExecutor) -> UnownedSerialExecutor {
  unsafe UnownedSerialExecutor(ordinary: executor)
}
