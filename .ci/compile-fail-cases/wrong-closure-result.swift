// expected-error: cannot convert value of type 'String' to closure result type 'Bool'
api.stub(.save) { name, count in "yes" }
