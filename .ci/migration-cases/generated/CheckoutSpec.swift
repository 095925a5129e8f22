// The specs of ../handwritten once the mocks are generated (the GenerateMocksOnBuild plugin,
// with its defaults) and the hand-written ones deleted: every change the guide lists.
import MockSix
import MockSixMatchers
import XCTest

@testable import Shop

let sharedLogger = MockLogger()

final class CheckoutSpec: XCTestCase {
    var prices: MockPriceService!
    var coupons: MockCoupons!
    var checkout: Checkout!

    override func setUp() {
        super.setUp()
        resetMockSix()
        prices = MockPriceService()
        coupons = MockCoupons()
        checkout = Checkout(prices: prices, coupons: coupons, logger: sharedLogger)
    }

    func testTotalAsksForEachPrice() {
        prices.stub(.price, andReturn: 2.5)
        XCTAssertEqual(checkout.total(["tea": 2, "cake": 1]), 5.0)
        expect(self.prices).to(receive(.price, times: 2))
        expect(self.prices).to(receive(.price, with: theValue("tea"), theValue(2)))
        expect(sharedLogger).to(receive(.log, times: 1, with: any()))
    }

    func testBlockStubs() {
        prices.stub(.price) { item, quantity in item.isEmpty ? 0 : Double(quantity) }
        // NB: Compiles as in 0.2, but `$0` is now the one argument, the code, not [Any?].
        coupons.stub(.isValid) { $0.isEmpty }
        XCTAssertEqual(checkout.total(["tea": 3], coupon: ""), 3.0)
        XCTAssertTrue(coupons.isValid(""))
    }

    func testCountdownStub() {
        prices.stub(.price, andReturn: 1.0, times: 1, afterwardsReturn: 10.0)
        XCTAssertEqual(checkout.total(["a": 1, "b": 1]), 11.0)
    }

    func testThrowingStub() {
        prices.stub(.currencies) { throw NSError(domain: "shop", code: 1) }
        XCTAssertEqual(checkout.labels(), ["EUR"])
        prices.stub(.currencies, andReturn: ["USD"])
        XCTAssertEqual(checkout.labels(), ["USD"])
        expect(self.prices).to(receive(.currencies, atLeastTimes: 2))
    }

    func testStaticMockAndVerifiers() {
        MockClock.staticMock.stub(.static_now, andReturn: 42.0)
        XCTAssertEqual(MockClock.now(), 42.0)
        _ = checkout.total(["cake": 1])
        expect(self.prices).to(receive(.price, with: any(of: ["tea", "cake"]), .passing { $0 == 1 }))
        expect(self.prices).toNot(receive(.currencies))
    }

    func testPropertiesKeepWhatWasSet() {
        prices.discount = 0.25
        XCTAssertEqual(prices.discount, 0.25)
        prices.stub(.discount_get, andReturn: 0.5)
        XCTAssertEqual(prices.discount, 0.5)
        expect(self.prices).to(receive(.discount_set, with: theValue(0.25)))
    }
}
