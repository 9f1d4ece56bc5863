source: jd/tenacity doc/source/index.rst, lines 208-213, "a chain of backoffs" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(wait=wait_chain(*[wait_fixed(3) for i in range(3)] +
                       [wait_fixed(7) for i in range(2)] +
                       [wait_fixed(9)]))
def wait_fixed_chained():
    print("Wait 3s for 3 attempts, 7s for the next 2 attempts and 9s for all attempts thereafter")
    raise Exception
