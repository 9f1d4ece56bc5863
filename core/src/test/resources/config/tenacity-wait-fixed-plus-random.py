source: jd/tenacity doc/source/index.rst, lines 188-191, "combining fixed waits and jitter" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(wait=wait_fixed(3) + wait_random(0, 2))
def wait_fixed_jitter():
    print("Wait at least 3 seconds, and add up to 2 seconds of random delay")
    raise Exception
