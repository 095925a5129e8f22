internal import Foundation

/// A function of one type as another that differs from it only in `@Sendable`, such as a Swift 5
/// module's `@MainActor () -> Void` as Swift 6's `@MainActor @Sendable () -> Void`, or nil when
/// the two types differ in more.
// NB: `@Sendable` changes nothing of how a function is stored (a function pointer and a context),
//     so the bits are the same function; the runtime's dynamic cast fails between the two types
//     because their metadata differ in that flag alone. The check compares the types' names
//     without `@Sendable` and their sizes, which also covers optionals of the two.
func sendableFunction<Argument, Function>(
  _ argument: Argument, as type: Function.Type
) -> Function? {
  guard MemoryLayout<Argument>.size == MemoryLayout<Function>.size,
    withoutSendable(String(describing: Argument.self))
      == withoutSendable(String(describing: Function.self))
  else { return nil }
  return unsafe unsafeBitCast(argument, to: Function.self)
}

/// A type's name without `@Sendable`, the one attribute a Swift 5 module's function type may
/// lack.
private func withoutSendable(_ name: String) -> String {
  name.replacingOccurrences(of: "@Sendable ", with: "")
}
