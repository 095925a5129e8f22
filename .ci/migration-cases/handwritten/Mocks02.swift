// Generated using Sourcery 0.13.1 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT

// MockSix 0.2's Sourcery output, with the one line the migration guide adds.
import Foundation
import MockSix
@testable import Shop

class MockPriceService: NSObject, PriceService, Mock {
    enum Methods: Int {
        case price
        case currencies
    }
    typealias MockMethod = Methods

    var discount: Double = 0

    func price(of item: String, quantity: Int) -> Double {
        return registerInvocation(for: .price, args: item, quantity, andReturn: 0)
    }

    func currencies() throws -> [String] {
        return try registerThrowingInvocation(for: .currencies, andReturn: [])
    }
}

class MockCoupons: NSObject, Coupons, Mock {
    enum Methods: Int {
        case isValid
    }
    typealias MockMethod = Methods

    func isValid(_ code: String) -> Bool {
        return registerInvocation(for: .isValid, args: code, andReturn: false)
    }
}

class MockLogger: NSObject, Logger, Mock {
    enum Methods: Int {
        case log
    }
    typealias MockMethod = Methods

    func log(_ message: String) {
        registerInvocation(for: .log, args: message)
    }
}

class MockClock: NSObject, Clock, Mock {
    enum Methods: Int {
        case now
    }
    typealias MockMethod = Methods

    static let classMock = MockClock()

    static func now() -> Double {
        return classMock.registerInvocation(for: .now, andReturn: 0)
    }
}
