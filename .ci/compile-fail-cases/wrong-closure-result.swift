// expected-error: cannot convert value of type 'String' to closure result type 'Bool'
api.stub(.save, withBlock: { name, count in "yes" })
