import Foundation

public protocol PriceService {
  func price(of item: String, quantity: Int) -> Double
  func currencies() throws -> [String]
  var discount: Double { get set }
}

public protocol Coupons {
  func isValid(_ code: String) -> Bool
}

public protocol Logger {
  func log(_ message: String)
}

public protocol Clock {
  static func now() -> Double
}

public final class Checkout {
  let prices: any PriceService
  let coupons: any Coupons
  let logger: any Logger

  public init(prices: any PriceService, coupons: any Coupons, logger: any Logger) {
    self.prices = prices
    self.coupons = coupons
    self.logger = logger
  }

  public func total(_ items: [String: Int], coupon: String = "") -> Double {
    let sum = items.keys.sorted().reduce(0.0) { $0 + prices.price(of: $1, quantity: items[$1]!) }
    logger.log("total \(sum)")
    return coupons.isValid(coupon) ? sum * (1 - prices.discount) : sum
  }

  public func labels() -> [String] {
    (try? prices.currencies()) ?? ["EUR"]
  }
}
