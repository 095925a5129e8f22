public import MockSix
