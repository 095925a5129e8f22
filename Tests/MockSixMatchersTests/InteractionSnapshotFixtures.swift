import Foundation
import MockSix

@testable import MockSixMatchers

// A checkout flow across three mocks, for the tests of interaction snapshots.

struct Item: Equatable {
  var sku: String
  var count: Int
}

struct Cart: Equatable {
  var id: Int
  var items: [Item]
}

enum OrderStatus {
  case pending, paid
}

struct Order {
  var id: UUID
  var placed: Date
  var items: [Item]
  var status: OrderStatus
}

protocol CartRepository {
  func cart(id: Int) -> Cart
  func save(_ order: Order)
}

protocol Analytics {
  func track(_ event: String, _ properties: [String: Int])
}

protocol Payments {
  func charge(_ cents: Int, currency: String) throws -> Bool
}

final class MockCartRepository: CartRepository, Mock {
  enum Methods: Int {
    case cart, save
  }
  typealias MockMethod = Methods

  func cart(id: Int) -> Cart {
    registerInvocation(for: .cart, args: id, andReturn: Cart(id: id, items: []))
  }

  func save(_ order: Order) {
    registerInvocation(for: .save, args: order)
  }
}

final class MockAnalytics: Analytics, Mock {
  enum Methods: Int {
    case track
  }
  typealias MockMethod = Methods

  func track(_ event: String, _ properties: [String: Int]) {
    registerInvocation(for: .track, args: event, properties)
  }
}

final class MockPayments: Payments, Mock {
  enum Methods: Int {
    case charge
  }
  typealias MockMethod = Methods

  func charge(_ cents: Int, currency: String) throws -> Bool {
    try registerThrowingInvocation(for: .charge, args: cents, currency, andReturn: true)
  }
}

/// The code under test: a checkout that reads the cart, charges it and saves the order.
struct CheckoutModel {
  var repo: any CartRepository
  var analytics: any Analytics
  var payments: any Payments
  /// Whether the checkout tracks its start only after charging, the order a change swaps.
  var tracksAfterCharging = false

  func checkout(cartID: Int) throws {
    let cart = repo.cart(id: cartID)
    let cents = cart.items.reduce(0) { $0 + $1.count * 999 }
    if !tracksAfterCharging {
      analytics.track("checkout.started", ["items": cart.items.count])
    }
    guard try payments.charge(cents, currency: "EUR") else { return }
    if tracksAfterCharging {
      analytics.track("checkout.started", ["items": cart.items.count])
    }
    repo.save(Order(id: UUID(), placed: Date(), items: cart.items, status: .paid))
    analytics.track("checkout.finished", ["cents": cents, "items": cart.items.count])
  }
}

/// The three mocks of a checkout, after a checkout of cart 7 with two items.
struct CheckoutMocks {
  let repo = MockCartRepository()
  let analytics = MockAnalytics()
  let payments = MockPayments()

  init(tracksAfterCharging: Bool = false) throws {
    repo.stub(
      .cart, andReturn: Cart(id: 7, items: [Item(sku: "A1", count: 2), Item(sku: "B2", count: 1)]))
    let model = CheckoutModel(
      repo: repo, analytics: analytics, payments: payments,
      tracksAfterCharging: tracksAfterCharging)
    try model.checkout(cartID: 7)
  }
}

/// A temporary folder that holds `__Snapshots__` for the assertions run in it, with an environment
/// of its own instead of the process's.
struct SnapshotFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("MockSixSnapshots-\(UUID().uuidString)")
  var environment: [String: String] = [:]

  /// Runs `body` with snapshots going to this folder and the environment in place.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SnapshotSettings(environment: environment, directory: url).withValue(body)
  }

  /// The paths of the files in `__Snapshots__`, from that folder, sorted.
  var files: [String] {
    let root = url.appendingPathComponent("__Snapshots__")
    let paths = FileManager.default.subpaths(atPath: root.path) ?? []
    return paths.filter { $0.hasSuffix(".txt") }.sorted()
  }

  /// The text of a file in `__Snapshots__`, such as `ExpectInteractionsTests/checkout.1.txt`.
  func text(_ path: String) -> String? {
    try? String(
      contentsOf: url.appendingPathComponent("__Snapshots__").appendingPathComponent(path),
      encoding: .utf8)
  }

  /// Writes a file in `__Snapshots__`, as a snapshot recorded before.
  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent("__Snapshots__").appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The snapshot of the checkout of cart 7 by `CheckoutMocks`.
let checkoutSnapshot = """
  MockCartRepository.cart(id: 7)
  MockAnalytics.track("checkout.started", ["items": 2])
  MockPayments.charge(2997, currency: "EUR")
  MockCartRepository.save(
    Order(
      id: <UUID 1>,
      placed: <Date 1>,
      items: [Item(sku: "A1", count: 2), Item(sku: "B2", count: 1)],
      status: .paid
    )
  )
  MockAnalytics.track("checkout.finished", ["cents": 2997, "items": 2])

  """
