// MockSix 0.2 + NimbleMockSix specs after the migration guide's edits: `import MockSixMatchers`
// where they imported NimbleMockSix. Nimble's own assertions are XCTest's here, since this
// machine cannot fetch Nimble.
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
        expect(self.prices).to(receive(.price, with: [theValue("tea"), theValue(2)]))
        expect(sharedLogger).to(receive(.log, times: 1, with: [any()]))
    }

    func testBlockStubs() {
        prices.stub(.price) { $0.isEmpty ? 0 : Double($0[1] as! Int) }
        coupons.stub(.isValid) { $0.isEmpty }
        XCTAssertEqual(checkout.total(["tea": 3], coupon: ""), 3.0)
    }

    func testCountdownStub() {
        prices.stub(.price, andReturn: 1.0, times: 1, afterwardsReturn: 10.0)
        XCTAssertEqual(checkout.total(["a": 1, "b": 1]), 11.0)
    }

    func testThrowingStub() {
        prices.stub(.currencies) { _ in throw NSError(domain: "shop", code: 1) }
        XCTAssertEqual(checkout.labels(), ["EUR"])
        prices.stub(.currencies, andReturn: ["USD"])
        XCTAssertEqual(checkout.labels(), ["USD"])
        expect(self.prices).to(receive(.currencies, atLeastTimes: 2))
    }

    func testClassMockAndVerifierClosures() {
        MockClock.classMock.stub(.now, andReturn: 42.0)
        XCTAssertEqual(MockClock.now(), 42.0)
        _ = checkout.total(["cake": 1])
        let verifiers: [ArgVerifier] = [any(of: ["tea", "cake"]), { ($0 as? Int) == 1 }]
        expect(self.prices).to(receive(.price, with: verifiers))
        expect(self.prices).toNot(receive(.currencies))
    }
}
