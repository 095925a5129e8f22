import MockSix
import Testing

/// A service that the mocks below stand in for.
protocol Service {
  func fetch(id: Int) -> Int
  func load() -> String
  func save(_ key: String, _ value: Int)
  func delete(id: Int)
}

/// A hand-written MockSix mock of `Service`.
final class MockService: Service, Mock {
  enum Methods: Int {
    case fetch
    case load
    case save
    case delete
  }
  typealias MockMethod = Methods

  func fetch(id: Int) -> Int {
    registerInvocation(for: .fetch, args: id, andReturn: 0)
  }

  func load() -> String {
    registerInvocation(for: .load, andReturn: "")
  }

  func save(_ key: String, _ value: Int) {
    registerInvocation(for: .save, args: key, value)
  }

  func delete(id: Int) {
    registerInvocation(for: .delete, args: id)
  }
}

/// A view whose mock is a struct, so that it can be called from other tasks and threads.
protocol View {
  func reload()
  func show(_ text: String?)
}

/// A value-type MockSix mock of `View`.
struct MockView: View, Mock {
  enum Methods: Int {
    case reload
    case show
  }
  typealias MockMethod = Methods

  let mockSixLock = lock()

  func reload() {
    registerInvocation(for: .reload)
  }

  func show(_ text: String?) {
    registerInvocation(for: .show, args: text)
  }
}

/// Returns the text of a Swift Testing issue recorded by a matcher.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Returns whether the issue's message contains every fragment, printing it when it does not.
func issue(_ issue: Issue, contains fragments: String...) -> Bool {
  let text = message(of: issue)
  let missing = fragments.filter { !text.contains($0) }
  if !missing.isEmpty {
    print("Message lacks \(missing):\n\(text)")
  }
  return missing.isEmpty
}

/// Returns whether the issue's message is exactly `expected`, printing it when it is not.
func issue(_ issue: Issue, is expected: String) -> Bool {
  let text = message(of: issue)
  if text != expected {
    print("Message differs. Got:\n\(text)\nExpected:\n\(expected)")
  }
  return text == expected
}
