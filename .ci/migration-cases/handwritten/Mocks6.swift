// Generated using Sourcery 0.13.1 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT

// MockSix 0.2's Sourcery output, in Swift 6 language mode: `import Foundation` added, each mock
// final and Sendable, the stored property registered.
import Foundation
import MockSix
@testable import Shop

final class MockPriceService: NSObject, PriceService, Mock, Sendable {
    enum Methods: Int {
        case price
        case currencies
        case discountGet
        case discountSet
    }
    typealias MockMethod = Methods

    var discount: Double {
        get { registerInvocation(for: .discountGet, function: #function + ".get", andReturn: 0) }
        set { registerInvocation(for: .discountSet, function: #function + ".set", args: newValue) }
    }

    func price(of item: String, quantity: Int) -> Double {
        return registerInvocation(for: .price, args: item, quantity, andReturn: 0)
    }

    func currencies() throws -> [String] {
        return try registerThrowingInvocation(for: .currencies, andReturn: [])
    }
}

final class MockCoupons: NSObject, Coupons, Mock, Sendable {
    enum Methods: Int {
        case isValid
    }
    typealias MockMethod = Methods

    func isValid(_ code: String) -> Bool {
        return registerInvocation(for: .isValid, args: code, andReturn: false)
    }
}

final class MockLogger: NSObject, Logger, Mock, Sendable {
    enum Methods: Int {
        case log
    }
    typealias MockMethod = Methods

    func log(_ message: String) {
        registerInvocation(for: .log, args: message)
    }
}

final class MockClock: NSObject, Clock, Mock, Sendable {
    enum Methods: Int {
        case now
    }
    typealias MockMethod = Methods

    static let classMock = MockClock()

    static func now() -> Double {
        return classMock.registerInvocation(for: .now, andReturn: 0)
    }
}
