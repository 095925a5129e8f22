// expected-error: cannot convert value of type 'String' to closure result type 'Bool'
api.stub(.save, answering: { name, count in "yes" })
