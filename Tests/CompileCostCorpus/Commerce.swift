// Commerce: the catalog, the cart and paying for an order.

public import Foundation

/// Lists the products for sale.
public protocol ProductCatalog {
  /// The products of a category.
  func products(in category: String, page: Int) async throws -> [Product]
  /// A product by its stock-keeping unit.
  func product(sku: String) async throws -> Product?
  /// Products whose titles match a query.
  func search(_ query: String) async throws -> [Product]
  /// The categories of the catalog.
  func categories() async throws -> [String]
  /// Forgets what was loaded.
  func invalidate()
  /// The catalog's locale.
  var locale: String { get set }
}

/// Holds what the user is about to buy.
public protocol CartService: AnyObject {
  /// How many items the cart holds.
  var itemCount: Int { get }
  /// The total in cents.
  var totalInCents: Int { get }
  /// Adds a product.
  func add(_ product: Product, quantity: Int)
  /// Removes a product.
  func remove(sku: String)
  /// Changes a product's quantity.
  func setQuantity(_ quantity: Int, forSKU sku: String)
  /// Empties the cart.
  func clear()
  /// The cart's lines.
  func lines() -> [String: Int]
}

/// Turns a cart into an order.
public protocol CheckoutService {
  /// Places an order.
  func placeOrder(lines: [String: Int], address: Address, method: PaymentMethod) async throws
    -> Order
  /// The shipping cost in cents.
  func shippingCost(to address: Address) async throws -> Int
  /// Checks a cart before paying.
  func validate(lines: [String: Int]) throws
  /// The order placed last.
  var lastOrder: Order? { get }
  /// The total of a cart in cents, before shipping.
  func estimatedTotal(lines: [String: Int]) -> Int
}

/// Charges and refunds payments.
public protocol PaymentProcessor {
  /// Charges an amount.
  func charge(amountInCents: Int, method: PaymentMethod, orderID: UUID) async throws -> String
  /// Refunds a charge.
  func refund(chargeID: String, amountInCents: Int) async throws
  /// Whether a method can be used.
  func canUse(_ method: PaymentMethod) -> Bool
  /// The methods the user has saved.
  func savedMethods() async -> [PaymentMethod]
  /// The merchant's identifier.
  var merchantID: String { get }
}

/// Reads and writes orders.
public protocol OrderRepository {
  /// The user's orders.
  func orders(page: Int) async throws -> [Order]
  /// An order by identifier.
  func order(id: UUID) async throws -> Order
  /// Cancels an order.
  func cancel(id: UUID) async throws
  /// The status of an order.
  func status(of id: UUID) async throws -> OrderStatus
  /// Calls back when an order changes.
  func observe(id: UUID, onChange: @escaping (Order) -> Void) -> UUID
  /// How many orders are pending.
  var pendingCount: Int { get }
}

/// Checks discount codes.
public protocol CouponValidator {
  /// Whether a code is valid.
  func isValid(code: String) async -> Bool
  /// The discount of a code, in percent.
  func discount(for code: String) async throws -> Int
  /// Applies a code to a total.
  func apply(code: String, toTotal total: Int) throws -> Int
  /// The codes applied so far.
  var appliedCodes: [String] { get }
  /// Removes an applied code.
  func remove(code: String)
}

/// Writes prices for display.
public protocol PriceFormatter {
  /// The currency code, such as EUR.
  var currencyCode: String { get set }
  /// Formats an amount.
  func string(fromCents cents: Int) -> String
  /// Reads an amount.
  func cents(from string: String) -> Int?
  /// Formats an amount in another currency.
  func string(fromCents cents: Int, currencyCode: String) -> String
}

/// Tracks stock.
public protocol InventoryService {
  /// How many of a product are in stock.
  func stock(of sku: String) async throws -> Int
  /// Reserves items for an order.
  func reserve(sku: String, quantity: Int, orderID: UUID) async throws
  /// Releases a reservation.
  func release(orderID: UUID) async
  /// Products that are running low.
  func lowStock(threshold: Int) async throws -> [String]
  /// The warehouse asked.
  var warehouseID: String { get set }
}

/// Keeps the user's wish list.
public protocol WishList {
  /// The products on the list.
  var skus: [String] { get }
  /// Adds a product.
  func add(sku: String)
  /// Removes a product.
  func remove(sku: String)
  /// Whether a product is on the list.
  func contains(sku: String) -> Bool
  /// Shares the list.
  func shareLink() async throws -> URL
  /// Empties the list.
  func clear()
}

/// Collects and shows reviews.
public protocol ReviewService {
  /// The reviews of a product.
  func reviews(of sku: String, page: Int) async throws -> [String]
  /// The average rating of a product.
  func averageRating(of sku: String) async throws -> Double
  /// Posts a review.
  func post(rating: Int, text: String, for sku: String) async throws
  /// Reports a review.
  func report(reviewID: String, reason: String) async throws
  /// Whether the user may post reviews.
  var canPost: Bool { get }
}
